import { LANGUAGE_COOKIE, LANGUAGE_NAMES, type Language } from '@platter/domain';
import { useTranslation, useLanguage } from '../i18n/react.tsx';
import { useRestaurant } from '../lib/restaurant.ts';
import { cx } from '../ui/cx.ts';

/** Remembers the diner's choice for a year and reloads the page in it (its texts and the restaurant's content come from the server). */
export function chooseLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  const url = new URL(window.location.href);
  // An hreflang alternate's `?lang=` would outrank the cookie.
  url.searchParams.delete('lang');
  window.location.assign(url.href);
}

/** The restaurant's languages when it offers more than one, else none (the switch is not shown). */
function useOfferedLanguages(): readonly Language[] {
  const offered = useRestaurant()?.languages.offered ?? [];
  return offered.length > 1 ? offered : [];
}

/** The header's switch: the other language's short name ('EN', 'PT'), named in its own language. */
export function HeaderLanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const offered = useOfferedLanguages();
  const others = offered.filter((language) => language !== current);
  if (others.length === 0) return null;
  return (
    <div className={cx('flex items-center', className)} role="group" aria-label={t('language.label')}>
      {others.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-label={LANGUAGE_NAMES[language]}
          title={LANGUAGE_NAMES[language]}
          onClick={() => chooseLanguage(language)}
          className="inline-flex h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm font-semibold tracking-wide text-text/80 hover:bg-text/8 hover:text-text"
        >
          {language.slice(0, 2).toUpperCase()}
        </button>
      ))}
    </div>
  );
}

/** The drawer's switch: every offered language by its own name, the current one marked. */
export function DrawerLanguageSwitch() {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const offered = useOfferedLanguages();
  if (offered.length === 0) return null;
  return (
    <>
      <p id="drawer-language" className="mb-2 mt-7 px-4 text-xs font-bold tracking-[0.14em] text-text-muted">
        {t('language.heading')}
      </p>
      <ul className="flex flex-wrap gap-2 px-4" aria-labelledby="drawer-language">
        {offered.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              aria-pressed={language === current}
              onClick={() => (language === current ? undefined : chooseLanguage(language))}
              className={cx(
                'inline-flex h-11 items-center rounded-full border px-4 text-[0.9375rem] font-medium',
                language === current ? 'border-primary bg-primary/10 text-primary dark:border-accent dark:bg-text/10 dark:text-accent' : 'border-border text-text hover:bg-text/5',
              )}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
