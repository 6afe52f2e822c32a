import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every visible text lives in a catalogue under ./<language>/<namespace>.json, the spec's
 * texts verbatim. A second language is a folder of the same files, not a rewrite.
 * Catalogues are bundled (no fetch), so server and browser render the same text.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

const resources: Resource = {};
for (const [file, strings] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  resources[language] ??= {};
  resources[language][namespace] = strings;
}

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
