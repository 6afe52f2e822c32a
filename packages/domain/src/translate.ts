/**
 * Texts from a catalogue, one way for the storefront and the e-mails: a dotted key into a JSON
 * tree, `{{name}}` placeholders (dotted paths reach into objects), plural forms chosen by
 * `count` with the language's own rules (`key_one`, `key_other`, and `key_zero` for 0 when
 * written), and whole sub-trees on request (`returnObjects`). The catalogues are written in
 * i18next's JSON format, so translators' tools read them as they are; this is the part of it the
 * product uses, in about a kilobyte instead of i18next's fifteen in every page's JavaScript.
 */

/** A catalogue: strings, nested groups, and lists (the legal pages' sections). */
export type TextTree = { readonly [key: string]: unknown };

export interface TranslateOptions {
  /** Chooses the plural form and fills `{{count}}`. */
  count?: number;
  /** Returned when the key is missing (otherwise the key itself is). */
  defaultValue?: string;
  /** The sub-tree under the key, its strings filled in, instead of one string. */
  returnObjects?: boolean;
  /** Placeholder values. */
  [name: string]: unknown;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const pluralRulesByLanguage = new Map<string, Intl.PluralRules>();

function pluralRules(language: string): Intl.PluralRules {
  let rules = pluralRulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRulesByLanguage.set(language, rules);
  }
  return rules;
}

/** The node at a dotted path, or undefined. */
export function lookupText(tree: TextTree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Fills `{{name}}` and `{{a.b}}` from `values`; a placeholder without a value stays as written. */
export function fillPlaceholders(text: string, values: Record<string, unknown>): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, path: string) => {
    let value = path.includes('.') ? lookupText(values as TextTree, path) : values[path];
    // A name's form (`{{restaurant.em}}`) given a plain name: the name as written, never the braces.
    if (value === undefined && path.includes('.')) {
      const head = values[path.slice(0, path.indexOf('.'))];
      if (typeof head === 'string') value = head;
    }
    return value === undefined || value === null ? whole : String(value);
  });
}

function fillTree(node: unknown, values: Record<string, unknown>): unknown {
  if (typeof node === 'string') return fillPlaceholders(node, values);
  if (Array.isArray(node)) return node.map((item) => fillTree(item, values));
  if (node !== null && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([name, value]) => [name, fillTree(value, values)]));
  }
  return node;
}

/**
 * The text under `key` in `tree`, or undefined when there is none: the plural form for
 * `options.count` first, then the key itself.
 */
export function findText(tree: TextTree | undefined, key: string, options: TranslateOptions, language: string): unknown {
  const { count } = options;
  if (typeof count === 'number') {
    const forms = count === 0 ? ['zero', pluralRules(language).select(count), 'other'] : [pluralRules(language).select(count), 'other'];
    for (const form of forms) {
      const text = lookupText(tree, `${key}_${form}`);
      if (text !== undefined) return text;
    }
  }
  return lookupText(tree, key);
}

/** Fills a found text (or sub-tree, with `returnObjects`) with the options' values. */
export function renderText(found: unknown, options: TranslateOptions): unknown {
  if (typeof found === 'string') return fillPlaceholders(found, options);
  return options.returnObjects ? fillTree(found, options) : undefined;
}
