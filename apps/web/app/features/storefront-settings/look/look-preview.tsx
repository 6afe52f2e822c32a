/**
 * The Look section's live preview: a small mock of the storefront (a heading, text, a dish card
 * with its price chip and a button, a link and a notice) in the light and dark colours as diners
 * will get them, and for each colour the contrast check moves, why: its ratio, what it was measured
 * against, the ratio it needs, and what is shown instead.
 */
import type { AccessibleTheme, ColourScheme, ContrastChange, ServedColours } from '@platter/domain';
import type { TFunction } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { changesOf, groundOf, ratioText } from './look-model.ts';

function Swatch({ colour }: { colour: string }) {
  return <span aria-hidden="true" className="inline-block size-4 shrink-0 rounded border border-border align-[-3px]" style={{ background: colour }} />;
}

function Mock({ scheme, colours, name }: { scheme: ColourScheme; colours: ServedColours; name: string }) {
  const { t } = useTranslation('staffLook');
  // The storefront's dark scheme draws brand-coloured text in the accent.
  const ink = scheme === 'dark' ? colours.accent : colours.primary;
  return (
    <figure className="overflow-hidden rounded-2xl border border-border" data-testid={`preview-${scheme}`}>
      <figcaption className="border-b border-border bg-surface px-3 py-1.5 text-xs font-semibold text-text-muted">{t(`preview.${scheme}`)}</figcaption>
      <div className="space-y-3 p-3" style={{ background: colours.background, color: colours.text }}>
        <p className="font-display text-lg font-semibold" style={{ color: colours.text }}>
          {name}
        </p>
        <p className="text-sm" style={{ color: colours.textMuted }}>
          {t('preview.muted')}
        </p>
        <div className="rounded-xl p-3 shadow-sm" style={{ background: colours.surface, border: `1px solid ${colours.border}` }}>
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-semibold">{t('preview.dish')}</span>
            <span className="rounded-full px-2 py-0.5 text-xs font-bold" style={{ background: colours.surfaceVariant, color: ink }}>
              £12.50
            </span>
          </div>
          <p className="mt-1 text-xs" style={{ color: colours.textMuted }}>
            {t('preview.dishText')}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <span className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold" style={{ background: colours.primary, color: colours.onPrimary }}>
              {t('preview.button')}
            </span>
            <span className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold" style={{ background: colours.secondary, color: colours.onSecondary }}>
              {t('preview.secondary')}
            </span>
          </div>
        </div>
        <p className="text-sm font-semibold underline" style={{ color: ink }}>
          {t('preview.link')}
        </p>
      </div>
    </figure>
  );
}

export function LookPreview({ served, name }: { served: AccessibleTheme; name: string }) {
  const { t } = useTranslation('staffLook');
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-1" aria-label={t('preview.title')} role="group">
      <Mock scheme="light" colours={served.theme.light} name={name} />
      <Mock scheme="dark" colours={served.theme.dark} name={name} />
    </div>
  );
}

export function changeText(t: TFunction, change: ContrastChange, served: ServedColours): string {
  const values = {
    name: t(`tokens.${change.token}`),
    ratio: ratioText(change.ratio),
    min: change.min,
    ground: t(`grounds.${groundOf(change, served)}`),
    to: change.to,
  };
  return change.from === null ? t('contrast.derived', values) : t('contrast.moved', values);
}

export function ContrastNotes({ served }: { served: AccessibleTheme }) {
  const { t } = useTranslation('staffLook');
  const schemes: ColourScheme[] = ['light', 'dark'];
  const any = served.changes.length > 0 || served.refused.length > 0;
  return (
    <section aria-labelledby="contrast-title" className="rounded-2xl border border-border/80 bg-surface p-4 sm:p-5" data-testid="contrast-notes">
      <h3 id="contrast-title" className="font-display text-lg font-semibold">
        {t('contrast.title')}
      </h3>
      <p className="mb-3 text-sm text-text-muted">{any ? t('contrast.intro') : t('contrast.allGood')}</p>
      {schemes.map((scheme) => {
        const changes = changesOf(served.changes, scheme);
        const refused = served.refused.includes(scheme);
        if (!changes.length && !refused) return null;
        return (
          <div key={scheme} className="mb-3 last:mb-0">
            <h4 className="mb-1.5 text-sm font-bold tracking-wide text-text-muted">{t(`contrast.${scheme}`)}</h4>
            {refused ? <p className="mb-2 text-sm font-medium text-warning">{t('contrast.refused')}</p> : null}
            <ul className="space-y-2">
              {changes.map((change) => (
                <li key={`${change.scheme}-${change.token}`} className="flex items-start gap-2 text-sm" data-testid={`change-${scheme}-${change.token}`}>
                  <span className="mt-0.5 flex shrink-0 items-center gap-1">
                    {change.from ? <Swatch colour={change.from} /> : null}
                    {change.from ? <span aria-hidden="true">→</span> : null}
                    <Swatch colour={change.to} />
                  </span>
                  <span>{changeText(t, change, served.theme[scheme])}</span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
