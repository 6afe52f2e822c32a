import { findText, isLanguage, renderText, setFormatLanguage, type Language, type TextTree, type TranslateOptions } from '@platter/domain';

/**
 * Every visible text lives in a catalogue under ./<language>/<namespace>.json, the spec's
 * texts verbatim. A second language is a folder of the same files, not a rewrite.
 * Catalogues are bundled (no fetch), so server and browser render the same text. Only the
 * shell's `common` namespace loads with every page; a route registers its own namespaces
 * with `registerCatalogues`, so long texts (the legal pages) ship in that route's chunk only.
 * Texts are looked up and filled by the domain's translate.ts (the same rules as the e-mails);
 * `useTranslation` and `Trans` (./react.tsx) bring them to components.
 *
 * Languages (issue 31, docs/reference/languages.md): en-GB is bundled with the code that uses it
 * (`registerCatalogues` with an `en-GB/…` glob) and is every text's fallback. The server renders
 * any language (entry.server.tsx registers every catalogue, and says per request which language it
 * renders). The browser ships only the page's language: entry.client.tsx loads the other
 * language's files of the namespaces registered so far before hydrating (./load.ts), and a
 * namespace registered later (a lazily loaded screen) is fetched then, its texts suspending
 * (`use`) until they arrive, so no English flashes in between.
 */
type CatalogueFiles = Record<string, Record<string, unknown>>;

export const DEFAULT_LANGUAGE: Language = 'en-GB';

/** The browser's page language (set once before hydration); the server asks `serverLanguage`. */
let clientLanguage: Language = DEFAULT_LANGUAGE;
let serverLanguage: (() => Language | undefined) | null = null;

/** The language being rendered: the server's request's, else the page's in the browser. */
export function currentLanguage(): Language {
  return serverLanguage?.() ?? clientLanguage;
}

/** The browser: the page's language, read from `<html lang>` before hydration. */
export function setClientLanguage(language: string): void {
  if (isLanguage(language)) clientLanguage = language;
}

/** The server: where the request being rendered keeps its language (an AsyncLocalStorage in entry.server.tsx). */
export function setServerLanguage(source: () => Language | undefined): void {
  serverLanguage = source;
}

// Prices, dates and numbers are written in the page's language unless a call names one.
setFormatLanguage(currentLanguage);

/** A text function bound to namespaces: `t('key')`, `t('key', { name })`, `t('ns:key')`. */
export interface TFunction {
  (key: string, options?: TranslateOptions & { returnObjects?: false }): string;
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
}

/** language → namespace → texts */
const catalogues = new Map<string, Map<string, TextTree>>();

/** Namespaces seen, and a hook that fetches a namespace's texts in another language (./load.ts in the browser). */
const namespacesSeen = new Set<string>();
let fetchMissing: ((language: Language, namespace: string) => Promise<void> | undefined) | null = null;
const pending = new Map<string, Promise<void>>();

export function registeredNamespaces(): string[] {
  return [...namespacesSeen];
}

export function hasCatalogue(language: string, namespace: string): boolean {
  return catalogues.get(language)?.has(namespace) ?? false;
}

/** The browser installs the fetcher of other languages' catalogues (./load.ts). */
export function setCatalogueFetcher(fetcher: (language: Language, namespace: string) => Promise<void> | undefined): void {
  fetchMissing = fetcher;
}

/**
 * Resolves when the namespaces' texts in `language` are in (undefined when they are already):
 * starts the fetch of any missing one. en-GB is always bundled.
 */
export function cataloguesReady(language: Language, namespaces: readonly string[]): Promise<void> | undefined {
  if (language === DEFAULT_LANGUAGE || !fetchMissing) return undefined;
  const waits: Promise<void>[] = [];
  for (const namespace of namespaces) {
    if (hasCatalogue(language, namespace) || !namespacesSeen.has(namespace)) continue;
    const id = `${language}/${namespace}`;
    let wait = pending.get(id);
    if (!wait) {
      const fetched = fetchMissing(language, namespace);
      if (!fetched) continue;
      wait = fetched.finally(() => pending.delete(id));
      pending.set(id, wait);
    }
    waits.push(wait);
  }
  if (waits.length === 0) return undefined;
  const key = `${language}|${namespaces.join(',')}`;
  let all = readiness.get(key);
  if (!all) {
    all = Promise.all(waits).then(() => undefined);
    readiness.set(key, all);
    void all.finally(() => readiness.delete(key));
  }
  return all;
}
const readiness = new Map<string, Promise<void>>();

/** Adds a route's catalogues: `registerCatalogues(import.meta.glob('../i18n/en-GB/legal.json', { eager: true, import: 'default' }))`. */
export function registerCatalogues(files: CatalogueFiles): void {
  for (const [file, strings] of Object.entries(files)) {
    const [, language, namespace] = /([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    let namespaces = catalogues.get(language);
    if (!namespaces) catalogues.set(language, (namespaces = new Map()));
    if (!namespaces.has(namespace)) namespaces.set(namespace, strings);
    if (!namespacesSeen.has(namespace)) {
      namespacesSeen.add(namespace);
      // A screen loaded after hydration: fetch its texts in the page's language at once.
      if (language === DEFAULT_LANGUAGE) void cataloguesReady(currentLanguage(), [namespace]);
    }
  }
}

registerCatalogues(import.meta.glob<Record<string, unknown>>('./en-GB/common.json', { eager: true, import: 'default' }));

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

/** Texts of any namespace by `ns:key` (`common` without a prefix), outside components, in the current language. */
const tCurrent = ((key: string, options?: TranslateOptions) => getFixedT(currentLanguage(), 'common')(key, options as TranslateOptions & { returnObjects?: false })) as TFunction;

export const i18n = {
  get language(): Language {
    return currentLanguage();
  },
  t: tCurrent,
  getFixedT,
};
