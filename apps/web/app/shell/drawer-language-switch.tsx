import { LANGUAGE_NAMES } from '@platter/domain';
import { useTranslation, useLanguage } from '../i18n/react.tsx';
import { cx } from '../ui/cx.ts';
import { useLanguageHref, useOfferedLanguages } from './language-switch.tsx';

/** The drawer's switch: every offered language by its own name, the current one marked. */
export function DrawerLanguageSwitch() {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const href = useLanguageHref();
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
            <a
              href={href(language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              className={cx(
                'inline-flex h-11 items-center rounded-full border px-4 text-[0.9375rem] font-medium',
                language === current ? 'border-primary bg-primary/10 text-primary dark:border-accent dark:bg-text/10 dark:text-accent' : 'border-border text-text hover:bg-text/5',
              )}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
