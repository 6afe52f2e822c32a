/**
 * Languages (Owner, Manager; issue 31): which languages the storefront offers and its default.
 * Checked by the domain's own schema before sending (the default among the offered); saved whole
 * on its version; the storefront follows at once.
 */
import { LANGUAGE_NAMES, LANGUAGES, languagesSettingsSchema, NAME_ARTICLES, type Language, type LanguagesSettings, type NameArticle } from '@platter/domain';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormSection } from '../../../ui/form-parts.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { SaveBar, SectionHeading, SectionLoadState, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsForm } from '../../../staff-area/use-settings-form.ts';
import { getLanguagesSettings, saveLanguagesSettings } from './languages-api.ts';
import { staffSettingsKeys } from '../../../lib/api/query-keys.ts';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffLanguages.json', { eager: true, import: 'default' }));

export default function LanguagesSettingsPage() {
  const { t } = useTranslation('staffLanguages');
  const name = useRestaurant()?.name ?? '';
  const { section, form, ready, submit, problem, errorAt } = useSettingsForm(
    {
      key: staffSettingsKeys.section('languages'),
      load: getLanguagesSettings,
      save: saveLanguagesSettings,
      texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') },
    },
    languagesSettingsSchema,
    (data): LanguagesSettings => ({ languages: { ...data.settings.languages, offered: [...data.settings.languages.offered] } }),
  );
  const { query } = section;
  const draft = form.watch('languages');

  if (!ready || !query.data || !draft) {
    return <SectionLoadState failed={query.isError && !ready} message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  }

  const set = (next: LanguagesSettings['languages']) => form.setValue('languages', next, { shouldDirty: true });
  const toggle = (language: Language, on: boolean) => {
    const offered = LANGUAGES.filter((l) => (l === language ? on : draft.offered.includes(l)));
    set({ ...draft, offered, default: offered.includes(draft.default) ? draft.default : (offered[0] ?? draft.default) });
  };

  const offeredError = errorAt('languages.offered');
  const defaultError = errorAt('languages.default');
  return (
    <section data-testid="languages-settings">
      <SectionHeading title={t('title')} intro={t('intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <form noValidate onSubmit={submit} className="flex max-w-3xl min-w-0 flex-col gap-4">
        <FormSection title={t('offered')} hint={t('offeredHint')}>
          <ul className="flex flex-col gap-2">
            {LANGUAGES.map((language) => (
              <li key={language}>
                <label className="inline-flex min-h-11 items-center gap-3">
                  <input type="checkbox" className="size-5" checked={draft.offered.includes(language)} onChange={(e) => toggle(language, e.target.checked)} />
                  <span lang={language}>{LANGUAGE_NAMES[language]}</span>
                </label>
              </li>
            ))}
          </ul>
          {offeredError ? <p className="mt-2 text-sm text-error">{offeredError}</p> : null}
        </FormSection>
        <FormSection title={t('default')} hint={t('defaultHint')}>
          <select
            aria-label={t('default')}
            className="h-11 rounded-lg border border-border bg-surface px-3"
            value={draft.default}
            onChange={(e) => set({ ...draft, default: e.target.value as Language })}
          >
            {draft.offered.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
          {defaultError ? <p className="mt-2 text-sm text-error">{defaultError}</p> : null}
        </FormSection>
        {draft.offered.includes('pt-PT') ? (
          <FormSection title={t('article')} hint={t('articleHint')}>
            <select
              aria-label={t('article')}
              className="h-11 rounded-lg border border-border bg-surface px-3"
              value={draft.nameArticle ?? ''}
              onChange={(e) => set({ ...draft, nameArticle: (e.target.value || null) as NameArticle | null })}
            >
              {(['', ...NAME_ARTICLES] as const).map((article) => (
                <option key={article} value={article} lang="pt-PT">
                  {t(`articles.${article || 'none'}`, { name })}
                </option>
              ))}
            </select>
          </FormSection>
        ) : null}
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problem(t('fixErrors'))} />
      </form>
    </section>
  );
}
