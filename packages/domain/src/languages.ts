/**
 * The languages Platter ships (issue 31). Stand-in until lang merges: the `lang` branch owns this
 * file (with its names and signatures); the content translations only read `LANGUAGES`,
 * `Language` and `isLanguage`.
 */
export const LANGUAGES = ['en-GB', 'pt-PT'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
