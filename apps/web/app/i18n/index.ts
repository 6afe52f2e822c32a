import { findText, renderText, type TextTree, type TranslateOptions } from '@platter/domain';

/**
 * Every visible text lives in a catalogue under ./<language>/<namespace>.json, the spec's
 * texts verbatim. A second language is a folder of the same files, not a rewrite.
 * Catalogues are bundled (no fetch), so server and browser render the same text. Only the
 * shell's `common` namespace loads with every page; a route registers its own namespaces
 * with `registerCatalogues`, so long texts (the legal pages) ship in that route's chunk only.
 * Texts are looked up and filled by the domain's translate.ts (the same rules as the e-mails);
 * `useTranslation` and `Trans` (./react.tsx) bring them to components.
 */
type CatalogueFiles = Record<string, Record<string, unknown>>;

export const DEFAULT_LANGUAGE = 'en-GB';

/** A text function bound to namespaces: `t('key')`, `t('key', { name })`, `t('ns:key')`. */
export interface TFunction {
  (key: string, options?: TranslateOptions & { returnObjects?: false }): string;
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
}

/** language → namespace → texts */
const catalogues = new Map<string, Map<string, TextTree>>();

/** Adds a route's catalogues: `registerCatalogues(import.meta.glob('../i18n/*\/legal.json', { eager: true, import: 'default' }))`. */
export function registerCatalogues(files: CatalogueFiles): void {
  for (const [file, strings] of Object.entries(files)) {
    const [, language, namespace] = /([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    let namespaces = catalogues.get(language);
    if (!namespaces) catalogues.set(language, (namespaces = new Map()));
    if (!namespaces.has(namespace)) namespaces.set(namespace, strings);
  }
}

registerCatalogues(import.meta.glob<Record<string, unknown>>('./*/common.json', { eager: true, import: 'default' }));

/** `ns:key` names its namespace; a plain key is looked for in each of the bound ones in turn. */
function translate(language: string, namespaces: readonly string[], key: string, options: TranslateOptions = {}): unknown {
  const colon = key.indexOf(':');
  const [searched, path] = colon > 0 ? [[key.slice(0, colon)], key.slice(colon + 1)] : [namespaces, key];
  for (const language_ of language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE]) {
    for (const namespace of searched) {
      const text = renderText(findText(catalogues.get(language_)?.get(namespace), path, options, language_), options);
      if (text !== undefined) return text;
    }
  }
  return options.defaultValue ?? path;
}

const boundFunctions = new Map<string, TFunction>();

/** The text function for a language and namespaces; the same function every time (stable for hooks). */
function getFixedT(language: string, namespaces: string | readonly string[] = 'common'): TFunction {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const id = `${language}|${list.join(',')}`;
  let t = boundFunctions.get(id);
  if (!t) {
    t = ((key: string, options?: TranslateOptions) => translate(language, list, key, options)) as TFunction;
    boundFunctions.set(id, t);
  }
  return t;
}

export const i18n = {
  language: DEFAULT_LANGUAGE,
  /** Texts of any namespace by `ns:key` (`common` without a prefix), outside components. */
  t: getFixedT(DEFAULT_LANGUAGE, 'common'),
  getFixedT,
};
