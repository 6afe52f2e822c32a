import { restaurantNameOf } from '@platter/domain';
import { mdiArrowUp, mdiChevronDown, mdiFileDocumentOutline, mdiShieldLockOutline } from '@mdi/js';
import { Fragment, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useRestaurant } from '../../lib/restaurant.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { LEGAL_LAST_UPDATED, legalDocument, type LegalBlock, type LegalDocument, type LegalDocumentKind } from './legal-document.ts';

const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

/** /terms and /privacy: long-form legal text with a table of contents. */
export function LegalPage({ kind }: { kind: LegalDocumentKind }) {
  const { t } = useTranslation('legal');
  const restaurant = useRestaurant();
  const document = useMemo(() => legalDocument(t, kind, restaurant), [t, kind, restaurant]);
  const phone = restaurant?.contact.phone ?? '';
  const activeId = useActiveSection(document);

  return (
    <div className="pb-16 sm:pb-24">
      <header className="border-b border-border/60 bg-surface-variant/50">
        <div className={cx(CONTAINER, 'py-12 sm:py-16')}>
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.22em] text-primary dark:text-accent">
            <Icon path={kind === 'terms' ? mdiFileDocumentOutline : mdiShieldLockOutline} size={16} />
            {t('eyebrow')}
          </p>
          <h1 className="mt-3 font-display text-4xl font-semibold sm:text-5xl">{document.title}</h1>
          <p className="mt-4 text-text-muted">
            <Trans t={t} i18nKey="lastUpdated" components={[<time key="date" dateTime={LEGAL_LAST_UPDATED} className="font-medium text-text" />]} />
          </p>
        </div>
      </header>

      <div className={cx(CONTAINER, 'pt-8 sm:pt-12 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16')}>
        <aside className="hidden lg:block">
          <nav aria-labelledby="legal-toc" className="sticky top-28 max-h-[calc(100vh-8rem)] overflow-y-auto pb-4">
            <h2 id="legal-toc" className="text-xs font-semibold uppercase tracking-wider text-text-muted">
              {t('tableOfContents')}
            </h2>
            <TableOfContents document={document} activeId={activeId} />
          </nav>
        </aside>

        <article aria-labelledby="legal-title" className="min-w-0 max-w-[70ch]">
          <h2 id="legal-title" className="sr-only">
            {document.title}
          </h2>
          <details className="group mb-8 rounded-2xl border border-border/70 bg-surface shadow-card lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              {t('tableOfContents')}
              <Icon path={mdiChevronDown} size={22} className="text-text-muted transition group-open:rotate-180" />
            </summary>
            <div className="border-t border-border/70 px-3 pt-2 pb-4">
              <TableOfContents document={document} activeId={null} />
            </div>
          </details>

          <div className="space-y-4 text-lg leading-relaxed text-text">
            {document.intro.map((paragraph, index) => (
              <p key={index}>{linkify(paragraph, phone)}</p>
            ))}
          </div>

          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12 scroll-mt-28">
              <h2 id={`${section.id}-heading`} className="flex items-baseline gap-3 font-display text-2xl font-semibold sm:text-[1.75rem]">
                <span className="text-lg text-primary tabular-nums dark:text-accent">{index + 1}.</span>
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 text-[1.0625rem] leading-7 text-text/90">
                {section.body.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} phone={phone} />
                ))}
              </div>
            </section>
          ))}

          <div className="mt-16 rounded-3xl border border-border/70 bg-surface-variant/60 p-6 sm:p-8">
            <h2 className="font-display text-2xl font-semibold">{t('questions')}</h2>
            <p className="mt-2 text-text-muted">{t('questionsBody', { restaurantName: restaurantNameOf(restaurant ?? { name: '' }) })}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
              <ButtonLink to="/contact">{t('contactUs')}</ButtonLink>
              <Link
                to={kind === 'terms' ? '/privacy' : '/terms'}
                className="font-semibold text-primary underline-offset-4 hover:underline dark:text-accent"
              >
                {t(`otherDocument.${kind}`)}
              </Link>
            </div>
          </div>

          <p className="mt-10 text-center lg:text-left">
            <a href="#top" onClick={scrollToTop} className="inline-flex items-center gap-1.5 text-sm font-semibold text-text-muted hover:text-text">
              <Icon path={mdiArrowUp} size={16} />
              {t('backToTop')}
            </a>
          </p>
        </article>
      </div>
    </div>
  );
}

function scrollToTop(event: MouseEvent) {
  event.preventDefault();
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

function TableOfContents({ document, activeId }: { document: LegalDocument; activeId: string | null }) {
  return (
    <ol className="mt-3 space-y-0.5 text-sm">
      {document.sections.map((section, index) => {
        const active = section.id === activeId;
        return (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={active ? 'location' : undefined}
              className={cx(
                'flex gap-2 rounded-lg border-l-2 px-3 py-1.5 leading-snug transition-colors',
                active
                  ? 'border-primary bg-primary/8 font-semibold text-primary dark:border-accent dark:bg-accent/10 dark:text-accent'
                  : 'border-transparent text-text-muted hover:bg-text/5 hover:text-text',
              )}
            >
              <span className="min-w-[1.35rem] tabular-nums">{index + 1}.</span>
              <span>{section.heading}</span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}

function Block({ block, phone }: { block: LegalBlock; phone: string }) {
  if (typeof block === 'string') return <p>{linkify(block, phone)}</p>;
  if ('list' in block) {
    return (
      <ul className="space-y-2 pl-1">
        {block.list.map((item, index) => (
          <li key={index} className="flex gap-3">
            <span aria-hidden="true" className="mt-[0.7em] size-1.5 shrink-0 rounded-full bg-primary dark:bg-accent" />
            <span>{linkify(item, phone)}</span>
          </li>
        ))}
      </ul>
    );
  }
  const { head, rows } = block.table;
  return (
    <>
      {/* Phones: one card per row, each value under its column's name. */}
      <div className="space-y-3 sm:hidden">
        {rows.map((row, rowIndex) => (
          <dl key={rowIndex} className="rounded-2xl border border-border/70 bg-surface p-4 text-[0.9375rem] leading-6 shadow-card">
            {row.map((cell, cellIndex) =>
              cellIndex === 0 ? (
                <Fragment key={cellIndex}>
                  <dt className="sr-only">{head[0]}</dt>
                  <dd className="font-semibold text-text">{cell}</dd>
                </Fragment>
              ) : (
                <Fragment key={cellIndex}>
                  <dt className="mt-3 text-xs font-semibold uppercase tracking-wider text-text-muted">{head[cellIndex]}</dt>
                  <dd className="mt-0.5 text-text/85">{cell}</dd>
                </Fragment>
              ),
            )}
          </dl>
        ))}
      </div>
      <div className="hidden overflow-x-auto rounded-2xl border border-border/70 sm:block">
        <table className="w-full border-collapse text-left text-[0.9375rem] leading-6">
          <thead className="bg-surface-variant/70">
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t border-border/70 align-top">
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
                      {cell}
                    </th>
                  ) : (
                    <td key={cellIndex} className="px-4 py-3 text-text/85">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const LINK_CLASS = 'font-medium text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary dark:text-accent dark:decoration-accent/40';

/** Turns e-mail addresses, web addresses and the restaurant's phone number into links. */
function linkify(text: string, phone: string): ReactNode {
  const patterns = ['[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+', 'https://[^\\s,;)]+[^\\s,;).]'];
  if (phone) patterns.push(phone.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const matcher = new RegExp(`(${patterns.join('|')})`, 'g');
  const parts = text.split(matcher);
  if (parts.length === 1) return text;
  return parts.map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const href = part.startsWith('https://')
      ? part
      : part.includes('@')
        ? `mailto:${part}`
        : `tel:${part.replace(/[^\d+]/g, '')}`;
    const external = href.startsWith('https://');
    return (
      <a key={index} href={href} className={cx(LINK_CLASS, href.startsWith('tel:') && 'whitespace-nowrap')} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {part}
      </a>
    );
  });
}

/** The section being read, for the desktop table of contents (browser only; null on the server). */
function useActiveSection(document: LegalDocument): string | null {
  const [activeId, setActiveId] = useState<string | null>(null);
  useEffect(() => {
    const ids = document.sections.map((section) => section.id);
    let frame = 0;
    const update = () => {
      frame = 0;
      // The last section whose heading has passed the upper third of the window.
      const line = window.innerHeight * 0.35;
      let current: string | null = null;
      for (const id of ids) {
        const element = window.document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= line) current = id;
      }
      setActiveId(current);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [document]);
  return activeId;
}
