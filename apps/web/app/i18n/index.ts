import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every visible text lives in a catalogue under ./<language>/<namespace>.json, the spec's
 * texts verbatim. A second language is a folder of the same files, not a rewrite.
 * Catalogues are bundled (no fetch), so server and browser render the same text. Only the
 * shell's `common` namespace loads with every page; a route registers its own namespaces
 * with `registerCatalogues`, so long texts (the legal pages) ship in that route's chunk only.
 */
type CatalogueFiles = Record<string, Record<string, unknown>>;

function resourcesOf(files: CatalogueFiles): Resource {
  const resources: Resource = {};
  for (const [file, strings] of Object.entries(files)) {
    const [, language, namespace] = /([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    resources[language] ??= {};
    resources[language][namespace] = strings;
  }
  return resources;
}

const resources = resourcesOf(
  import.meta.glob<Record<string, unknown>>('./*/common.json', { eager: true, import: 'default' }),
);

export const DEFAULT_LANGUAGE = 'en-GB';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources,
  ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Adds a route's catalogues: `registerCatalogues(import.meta.glob('../i18n/*\/legal.json', { eager: true, import: 'default' }))`. */
export function registerCatalogues(files: CatalogueFiles): void {
  for (const [language, namespaces] of Object.entries(resourcesOf(files))) {
    for (const [namespace, strings] of Object.entries(namespaces)) {
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, strings);
    }
  }
}
