/**
 * Restaurant content in more than one language (issue 31). A row's own fields (a dish's name and
 * description, an option's label, an offer's name…) are written in the restaurant's default
 * language; the other languages live beside them in `translations`:
 * `{ "en-GB": { "name": "Grilled sardines", "description": "" } }`. A field missing or left
 * blank in a language falls back to the row's own (default-language) text, field by field.
 * `localized` is the one place that decides it; every presenter calls it.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from './languages.ts';

/** Per language, some of the row's text fields. */
export type Translations<F extends string = string> = Partial<Record<Language, Partial<Record<F, string>>>>;

const languageKey = z.enum(LANGUAGES, { message: `must be one of ${LANGUAGES.join(', ')}` });

/**
 * The `translations` of a row with these text fields (each the same rule as the field itself,
 * optional): a language the domain does not know, or a field the row has not, is refused.
 */
export function translationsSchema<F extends string>(fields: Record<F, z.ZodString>) {
  const shape = Object.fromEntries(Object.entries<z.ZodString>(fields).map(([name, rule]) => [name, rule.optional()])) as {
    [K in F]: z.ZodOptional<z.ZodString>;
  };
  return z.partialRecord(languageKey, z.strictObject(shape)).meta({
    description: `Texts in other languages than the restaurant's default, per language (${LANGUAGES.join(', ')}) and field; a field left out or blank shows the default language's text.`,
  });
}

/** The row with its translatable `fields` in `language`: each translated text when written, else the row's own. */
export function localized<R extends { translations?: Translations | null }, F extends keyof R & string>(
  row: R,
  language: Language,
  fields: readonly F[],
): R {
  const texts = row.translations?.[language];
  if (!texts) return row;
  const out = { ...row };
  for (const field of fields) {
    const text = texts[field];
    if (typeof text === 'string' && text.trim() !== '') (out as Record<string, unknown>)[field] = text;
  }
  return out;
}

/** One text of a row in `language` (the same rule as `localized`, for one field). */
export function localizedText(own: string, translations: Translations | null | undefined, language: Language, field: string): string {
  const text = translations?.[language]?.[field];
  return typeof text === 'string' && text.trim() !== '' ? text : own;
}

/**
 * Drops blank texts and languages left with none, so that stored translations and exports hold
 * only what was written (an editor's cleared field is "use the default", not an empty name).
 */
export function compactTranslations<F extends string>(translations: Translations<F> | null | undefined): Translations<F> {
  const out: Translations<F> = {};
  for (const language of LANGUAGES) {
    const texts = translations?.[language];
    if (!texts) continue;
    const kept = Object.fromEntries(Object.entries(texts).filter(([, text]) => typeof text === 'string' && text.trim() !== '')) as Partial<Record<F, string>>;
    if (Object.keys(kept).length > 0) out[language] = kept;
  }
  return out;
}
