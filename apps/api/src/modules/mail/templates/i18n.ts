/**
 * The e-mails' texts: a catalogue per language (../en-GB.json, ../pt-PT.json), looked up and
 * filled by the domain's translate.ts, as the storefront's are. A message is rendered in one
 * language (`inLanguage`): the diner's for their order e-mails, the restaurant's default for
 * staff e-mails. Rendering is synchronous, so the language in force is set around it and
 * nothing else renders meanwhile.
 */
import { DEFAULT_LANGUAGE, findText, renderText, type Language, type RestaurantNameForms } from '@platter/domain';
import english from '../en-GB.json' with { type: 'json' };
import portuguese from '../pt-PT.json' with { type: 'json' };

type Catalogue = { readonly [key: string]: string | Catalogue };

const CATALOGUES: Record<Language, Catalogue> = { 'en-GB': english, 'pt-PT': portuguese };

/** A value: text, a number, or the restaurant's name with its Portuguese forms (`{{restaurant.em}}`). */
export type Translate = (key: string, values?: Record<string, string | number | RestaurantNameForms>) => string;

let current: Language = DEFAULT_LANGUAGE;

/** The language the message being rendered is written in. */
export function mailLanguage(): Language {
  return current;
}

/** Renders `render` (synchronous) with the texts of `language`. */
export function inLanguage<T>(language: Language, render: () => T): T {
  const previous = current;
  current = language;
  try {
    return render();
  } finally {
    current = previous;
  }
}

/** A missing key is a programming error: it throws rather than mailing a key name. */
export function translator(tree?: Catalogue): Translate {
  return (key, values = {}) => {
    const language = tree ? DEFAULT_LANGUAGE : current;
    const text = renderText(findText(tree ?? CATALOGUES[language], key, values, language), values);
    if (typeof text !== 'string') throw new Error(`Missing mail text: ${key}`);
    return text;
  };
}

export const t: Translate = translator();
