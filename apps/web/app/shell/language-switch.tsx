import { LANGUAGE_NAMES, type Language } from '@platter/domain';
import { useLocation } from 'react-router';
import { useTranslation, useLanguage } from '../i18n/react.tsx';
import { useRestaurant } from '../lib/restaurant.ts';
import { cx } from '../ui/cx.ts';

/** The restaurant's languages when it offers more than one, else none (the switch is not shown). */
export function useOfferedLanguages(): readonly Language[] {
  const offered = useRestaurant()?.languages.offered ?? [];
  return offered.length > 1 ? offered : [];
}

/**
 * This page in another language: a plain link (a whole page load, no script) to `?lang=`, which
 * the server renders in that language and remembers in the `platter_lang` cookie (platform/web.ts).
 */
export function useLanguageHref(): (language: Language) => string {
  const { pathname, search } = useLocation();
  return (language) => {
    const params = new URLSearchParams(search);
    params.set('lang', language);
    return `${pathname}?${params.toString()}`;
  };
}

/** The header's switch: the other language's short name ('EN', 'PT'), its full name in its own language for screen readers. */
export function HeaderLanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const href = useLanguageHref();
  const others = useOfferedLanguages().filter((language) => language !== current);
  if (others.length === 0) return null;
  return (
    <nav className={cx('flex items-center', className)} aria-label={t('language.label')}>
      {others.map((language) => (
        <a
          key={language}
          href={href(language)}
          hrefLang={language}
          lang={language}
          title={LANGUAGE_NAMES[language]}
          className="inline-flex h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm font-semibold tracking-wide text-text/80 hover:bg-text/8 hover:text-text"
        >
          {language.slice(0, 2).toUpperCase()}
          {/* Named in its own language, the short name first (the visible text is part of the name). */}
          <span className="sr-only"> {LANGUAGE_NAMES[language]}</span>
        </a>
      ))}
    </nav>
  );
}
