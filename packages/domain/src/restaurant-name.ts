/**
 * A restaurant's name inside a sentence (issue 40 item 22). Portuguese puts an article before a
 * name that takes one and contracts it with the preposition: 'Boas-vindas à Tasca do Porto',
 * 'Encomende na Tasca do Porto', 'da Tasca do Porto', 'pela Tasca do Porto'; a name that takes
 * none reads bare ('em The Golden Fork'). The restaurant names its article in its languages
 * setting (`nameArticle`: 'a', 'o', 'as', 'os', or none).
 *
 * A text's `{{restaurant}}` is the name as written; a Portuguese text picks a form with a dotted
 * placeholder: `{{restaurant.o}}` (the article and the name, mid-sentence), `{{restaurant.O}}`
 * (the same, starting a sentence), `{{restaurant.em}}`, `{{restaurant.de}}`, `{{restaurant.a}}`,
 * `{{restaurant.por}}` (the preposition contracted with the article). English texts use only
 * `{{restaurant}}` (docs/reference/languages.md).
 */

export const NAME_ARTICLES = ['a', 'o', 'as', 'os'] as const;
export type NameArticle = (typeof NAME_ARTICLES)[number];

/** The forms a text may pick: a dotted placeholder's last part. */
export const NAME_FORMS = ['o', 'O', 'em', 'de', 'a', 'por'] as const;
export type NameForm = (typeof NAME_FORMS)[number];

/** Each preposition with each article, and bare (no article). */
const CONTRACTIONS: Record<Exclude<NameForm, 'O'>, Record<NameArticle | 'none', string>> = {
  o: { a: 'a', o: 'o', as: 'as', os: 'os', none: '' },
  em: { a: 'na', o: 'no', as: 'nas', os: 'nos', none: 'em' },
  de: { a: 'da', o: 'do', as: 'das', os: 'dos', none: 'de' },
  a: { a: 'à', o: 'ao', as: 'às', os: 'aos', none: 'a' },
  por: { a: 'pela', o: 'pelo', as: 'pelas', os: 'pelos', none: 'por' },
};

/** The name and its sentence forms; it prints as the name itself (`String(value)`), so `{{restaurant}}` still reads the name. */
export type RestaurantNameForms = Record<NameForm, string> & { readonly name: string; toString(): string };

const joined = (word: string, name: string) => (word ? `${word} ${name}` : name);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function restaurantNameForms(name: string, article: NameArticle | null | undefined): RestaurantNameForms {
  const key = article ?? 'none';
  const withArticle = joined(CONTRACTIONS.o[key], name);
  return {
    name,
    o: withArticle,
    O: capitalised(withArticle),
    em: joined(CONTRACTIONS.em[key], name),
    de: joined(CONTRACTIONS.de[key], name),
    a: joined(CONTRACTIONS.a[key], name),
    por: joined(CONTRACTIONS.por[key], name),
    toString: () => name,
  };
}

/** The restaurant's name in its sentence forms, from a restaurant as the API presents it. */
export function restaurantNameOf(restaurant: { name: string; languages?: { nameArticle?: NameArticle | null } | null }): RestaurantNameForms {
  return restaurantNameForms(restaurant.name, restaurant.languages?.nameArticle);
}
