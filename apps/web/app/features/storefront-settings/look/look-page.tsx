/**
 * Look (Owner): the logo, cover picture and tab icon (uploaded as the menu editor's photos are)
 * and the theme's light and dark colours, with a live preview of both as diners will get them and
 * the contrast check's changes explained. Saved whole on the version it was read at.
 */
import { lookSettingsSchema, type ColourScheme, type LookSettings, type ThemeColours } from '@platter/domain';
import { useMemo, useState } from 'react';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { FormSection } from '../../../ui/form-parts.tsx';
import { PhotoField, type PhotoChoice } from '../../../staff-area/photo-field.tsx';
import type { UploadedMedia } from '../../../staff-area/menu-editor-api.ts';
import { SaveBar, SectionHeading, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { errorsByPath, useSettingsForm } from '../../../staff-area/use-settings-form.ts';
import { ColourFields } from './colour-fields.tsx';
import { getLook, saveLook } from './look-api.ts';
import { HEX, faviconChoice, servedLook } from './look-model.ts';
import { ContrastNotes, LookPreview } from './look-preview.tsx';
import { staffSettingsKeys } from '../../../lib/api/query-keys.ts';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffLook.json', { eager: true, import: 'default' }));

type Picture = 'logoUrl' | 'coverImageUrl' | 'faviconUrl';

function PicturePreview({ kind, url, alt }: { kind: Picture; url: string | null; alt: string }) {
  const { t } = useTranslation('staffLook');
  const box = kind === 'coverImageUrl' ? 'aspect-video' : 'aspect-square';
  if (!url) return <div className={cx(box, 'grid w-full place-items-center rounded-xl border border-dashed border-border bg-surface-variant/40 p-2 text-center text-xs text-text-muted')}>{t('pictures.none')}</div>;
  return (
    <div className={cx(box, 'grid w-full place-items-center overflow-hidden rounded-xl border border-border bg-surface-variant/40')}>
      <img src={url} alt={alt} className={cx(kind === 'coverImageUrl' ? 'size-full object-cover' : 'max-h-full max-w-full object-contain', kind === 'faviconUrl' && 'size-16')} />
    </div>
  );
}

export default function LookPage() {
  const { t } = useTranslation('staffLook');
  const name = useRestaurant()?.name ?? '';
  const [scheme, setScheme] = useState<ColourScheme>('light');
  const { section, form, ready, submit, problem } = useSettingsForm(
    { key: staffSettingsKeys.section('look'), load: getLook, save: saveLook, texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') } },
    lookSettingsSchema,
    (data): LookSettings => data.settings,
    {
      // The first colour refused is shown: its scheme is chosen.
      onInvalid: (errors) => {
        const [badScheme] = Object.keys(errors.theme ?? {});
        if (badScheme === 'light' || badScheme === 'dark') setScheme(badScheme);
      },
    },
  );
  const { query } = section;
  const watched = form.watch();
  const draft = ready && watched.theme ? watched : null;
  // The last colours that were all #rrggbb: the preview keeps showing them while one is being typed.
  const [shownTheme, setShownTheme] = useState<LookSettings['theme'] | null>(null);
  // The form changes its values in place: the theme is read as text, so a change is a new theme.
  const themeText = draft ? JSON.stringify(draft.theme) : null;
  const typedTheme = useMemo(() => (themeText ? (JSON.parse(themeText) as LookSettings['theme']) : null), [themeText]);
  const theme = typedTheme && Object.values(typedTheme).every((set) => Object.values(set).every((c) => HEX.test(c))) ? typedTheme : shownTheme;
  if (theme && theme !== shownTheme) setShownTheme(theme);
  const served = useMemo(() => (theme ? servedLook(theme) : null), [theme]);

  if (query.isError && !draft) {
    return <Alert tone="error" title={t('loadFailed')} action={<Button variant="outline" onClick={() => void query.refetch()}>{t('retry')}</Button>} />;
  }
  if (!draft || !query.data || !served) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-48" rounded="rounded-2xl" />
      </div>
    );
  }

  const problems = errorsByPath(form.formState.errors);
  const setColour = (token: keyof ThemeColours, value: string) => form.setValue(`theme.${scheme}.${token}`, value, { shouldDirty: true });
  const setPicture = (kind: Picture, url: string | null) => form.setValue(kind, url, { shouldDirty: true });

  const pictures: { kind: Picture; choose?: (media: UploadedMedia) => PhotoChoice }[] = [
    { kind: 'logoUrl' },
    { kind: 'coverImageUrl' },
    { kind: 'faviconUrl', choose: (media) => faviconChoice(media, { notSquare: t('pictures.notSquare') }) },
  ];

  return (
    <section data-testid="look">
      <SectionHeading title={t('title')} intro={t('intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
          {pictures.map(({ kind, choose }) => (
            <PhotoField
              key={kind}
              id={`look-${kind}`}
              name={name}
              title={t(`pictures.${kind}.title`)}
              hint={t(`pictures.${kind}.hint`)}
              value={{ imageUrl: draft[kind], mediaId: null }}
              error={problems.get(kind)}
              preview={<PicturePreview kind={kind} url={draft[kind]} alt={t(`pictures.${kind}.alt`, { name })} />}
              onChange={(value) => setPicture(kind, value.imageUrl)}
              {...(choose ? { choose } : {})}
            />
          ))}
          <FormSection title={t('colours.title')} hint={t('colours.hint')}>
            <div role="radiogroup" aria-label={t('colours.scheme')} className="mb-4 inline-flex rounded-xl border border-border p-1">
              {(['light', 'dark'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  role="radio"
                  aria-checked={scheme === option}
                  onClick={() => setScheme(option)}
                  className={cx('h-9 rounded-lg px-4 text-sm font-semibold transition-colors', scheme === option ? 'bg-primary text-on-primary' : 'text-text-muted hover:text-text')}
                >
                  {t(`colours.${option}`)}
                </button>
              ))}
            </div>
            <ColourFields scheme={scheme} colours={draft.theme[scheme]} errors={problems} onChange={setColour} />
          </FormSection>
          <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problem(t('fixErrors'))} />
        </form>
        <aside aria-label={t('preview.title')} className="flex flex-col gap-4 xl:sticky xl:top-20">
          <h2 className="-mb-2 text-sm font-bold tracking-wide text-text-muted">{t('preview.title')}</h2>
          <LookPreview served={served} name={name || t('preview.name')} />
          <ContrastNotes served={served} />
        </aside>
      </div>
    </section>
  );
}
