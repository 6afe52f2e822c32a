/**
 * The languages the product ships complete: every storefront text, e-mail and API message. A
 * restaurant offers some of them and names its default; a diner's explicit choice (the
 * `platter_lang` cookie) wins when offered, else the browser's Accept-Language among the offered,
 * else the default (docs/reference/languages.md).
 */
export const LANGUAGES = ['en-GB', 'pt-PT'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en-GB';

/** The cookie that keeps a diner's explicit choice. */
export const LANGUAGE_COOKIE = 'platter_lang';

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

// The zod schemas (`languageSchema`, `restaurantLanguagesSchema`) live in contracts/languages.ts,
// so the storefront's shell, which needs only the functions below, does not carry zod.

/** A restaurant's languages: the offered ones, and the default among them. */
export interface RestaurantLanguages {
  default: Language;
  offered: Language[];
  /** In Portuguese, the article the name takes (restaurant-name.ts); none: the name reads bare. */
  nameArticle?: 'a' | 'o' | 'as' | 'os' | null;
}

export const DEFAULT_RESTAURANT_LANGUAGES: RestaurantLanguages = { default: 'en-GB', offered: ['en-GB'] };

/** `pt-PT;q=0.8, en;q=0.5, *` → tags with weights, best first (ties keep the header's order). */
export function parseAcceptLanguage(header: string | null | undefined): { tag: string; q: number }[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [rawTag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: rawTag.trim().toLowerCase(), q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag, q }) => ({ tag, q }));
}

/** The offered language a tag means: an exact match, else the same primary language (`pt`, `pt-BR` → `pt-PT`). */
function matchTag(tag: string, offered: readonly Language[]): Language | undefined {
  if (tag === '*') return undefined;
  const exact = offered.find((language) => language.toLowerCase() === tag);
  if (exact) return exact;
  const primary = tag.split('-')[0];
  return offered.find((language) => language.toLowerCase().split('-')[0] === primary);
}

/**
 * The language a page or an answer is in: the diner's explicit choice if offered, else the best
 * Accept-Language match among the offered (q-values honoured), else the restaurant's default.
 */
export function negotiateLanguage({
  choice,
  acceptLanguage,
  languages,
}: {
  choice?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
  languages: RestaurantLanguages;
}): Language {
  const offered = languages.offered.length ? languages.offered : [languages.default];
  if (isLanguage(choice) && offered.includes(choice)) return choice;
  for (const { tag } of parseAcceptLanguage(acceptLanguage)) {
    const match = matchTag(tag, offered);
    if (match) return match;
  }
  return languages.default;
}

/** A language's own name, as the switch shows it (each in its own language). */
export const LANGUAGE_NAMES: Record<Language, string> = { 'en-GB': 'English', 'pt-PT': 'Português' };
