import type { Language } from '@platter/domain';
import { cataloguesReady, registerCatalogues, registeredNamespaces, setCatalogueFetcher } from './index.ts';

/**
 * The browser's loader of catalogues in languages other than en-GB: one small chunk per
 * namespace and language, fetched only when a page in that language needs it (never in a page's
 * initial JavaScript). en-GB is bundled with the code that uses it.
 */
const files = import.meta.glob<Record<string, unknown>>(['./*/*.json', '!./en-GB/*.json'], { import: 'default' });

function fetchCatalogue(language: Language, namespace: string): Promise<void> | undefined {
  const file = `./${language}/${namespace}.json`;
  const load = files[file];
  if (!load) return undefined;
  return load().then(
    (strings) => registerCatalogues({ [file]: strings }),
    // Offline or a failed chunk: the page reads in English rather than breaking.
    () => undefined,
  );
}

/** Before hydration: every namespace the page's modules registered, in the page's language. */
export async function loadPageLanguage(language: Language): Promise<void> {
  setCatalogueFetcher(fetchCatalogue);
  await cataloguesReady(language, registeredNamespaces());
}
