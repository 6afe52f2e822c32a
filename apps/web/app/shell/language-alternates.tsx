import type { Language } from '@platter/domain';
import { useLocation } from 'react-router';

/**
 * `hreflang` alternates of this page, one per offered language (`?lang=` picks it for that page
 * alone, platform/web.ts) and `x-default` without it (the browser's language, else the default).
 */
export function LanguageAlternates({ origin, offered }: { origin: string; offered: readonly Language[] }) {
  const { pathname, search } = useLocation();
  if (offered.length < 2) return null;
  const href = (language: Language | null) => {
    const params = new URLSearchParams(search);
    params.delete('lang');
    if (language) params.set('lang', language);
    const query = params.toString();
    return `${origin}${pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <>
      {offered.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={href(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href(null)} />
    </>
  );
}
