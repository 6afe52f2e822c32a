import { mdiArrowRight, mdiChevronDown, mdiSilverwareForkKnife } from '@mdi/js';
import type { PublicRestaurant } from '@platter/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';

type Teaser = NonNullable<PublicRestaurant['aboutContent']['teaser']>;

/**
 * `fullStory`: the restaurant has a full About page, so 'Our Full Story' links to it (else no link).
 * `iconPaths`: each expanded paragraph's icon, resolved by the loader on the server, so the icon
 * set never reaches the browser.
 */
export function AboutTeaser({ teaser, fullStory, iconPaths }: { teaser: Teaser; fullStory: boolean; iconPaths: readonly string[] }) {
  const { t } = useTranslation('home');
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <section aria-labelledby="about-teaser-title" className="bg-surface-variant/50">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2 lg:gap-16 lg:px-8">
        {teaser.imageUrl ? (
          <div className="relative">
            <div aria-hidden="true" className="absolute -bottom-4 -left-4 hidden h-full w-full rounded-3xl border-2 border-accent/60 md:block" />
            <img
              src={teaser.imageUrl}
              alt=""
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
              className="relative aspect-[4/3] w-full rounded-3xl bg-surface-variant object-cover shadow-card-hover"
            />
          </div>
        ) : null}
        <div>
          {teaser.preHeading ? (
            <p className="text-xs font-bold uppercase tracking-[0.2em] text-secondary dark:text-accent">{teaser.preHeading}</p>
          ) : null}
          <h2 id="about-teaser-title" className="mt-2 font-display text-3xl font-semibold leading-tight tracking-tight sm:text-4xl">
            {teaser.mainHeadline}
          </h2>
          <span aria-hidden="true" className="mt-4 block h-0.5 w-14 rounded-full bg-accent" />
          <p className="mt-5 text-lg leading-relaxed text-text-muted">{teaser.introParagraph}</p>
          {teaser.expandedParagraphs.length > 0 ? (
            <ul id={panelId} hidden={!expanded} className="mt-6 space-y-4">
              {teaser.expandedParagraphs.map((paragraph, index) => (
                <li key={index} className="flex gap-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
                    <Icon path={iconPaths[index] ?? mdiSilverwareForkKnife} size={22} />
                  </span>
                  <p className="pt-1.5 leading-relaxed">{paragraph.text}</p>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            {teaser.expandedParagraphs.length > 0 ? (
              <Button variant="outline" aria-expanded={expanded} aria-controls={panelId} onClick={() => setExpanded((v) => !v)}>
                {expanded ? t('about.showLess') : t('about.readMore')}
                <Icon path={mdiChevronDown} size={20} className={cx('transition-transform', expanded && 'rotate-180')} />
              </Button>
            ) : null}
            {fullStory ? (
              <ButtonLink to="/about" variant="primary">
                {t('about.fullStory')}
                <Icon path={mdiArrowRight} size={18} />
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
