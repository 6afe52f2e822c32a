/**
 * The language a request is answered in (issue 31; docs/reference/languages.md): the diner's
 * explicit choice (the `platter_lang` cookie) when the restaurant offers it, else the best
 * Accept-Language match among the offered, else the restaurant's default. Pages and the API agree
 * because the web's server-side calls forward the page request's cookie and Accept-Language.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_RESTAURANT_LANGUAGES, LANGUAGE_COOKIE, negotiateLanguage, type Language, type RestaurantLanguages } from '@platter/domain';

/** The `platter_lang` cookie's value, read from the raw header (the cookie plugin may not have run, as in the error handler). */
export function languageChoiceOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null; // not even percent-encoding ('%E0'): no choice, never a 500
    }
  }
  return null;
}

/** The request's language among a restaurant's languages. */
export function languageAmong(request: Pick<FastifyRequest, 'headers'>, languages: RestaurantLanguages): Language {
  return negotiateLanguage({
    choice: languageChoiceOf(request.headers.cookie),
    acceptLanguage: request.headers['accept-language'],
    languages,
  });
}

/** The language this request is answered in; en-GB when it names no restaurant. */
export async function requestLanguage(request: FastifyRequest): Promise<Language> {
  let languages = DEFAULT_RESTAURANT_LANGUAGES;
  try {
    languages = (await request.tenant()).languages ?? DEFAULT_RESTAURANT_LANGUAGES;
  } catch {
    // No restaurant for this host (or it cannot be read now): the product's default.
  }
  return languageAmong(request, languages);
}

/** How long an error's answer waits for its restaurant's languages before answering in the default's. */
const ERROR_LANGUAGE_WAIT_MS = 100;

/**
 * The language of an error's answer: as `requestLanguage`, but an answer never waits on a
 * restaurant it cannot read at once (the database down or slow, whose own answer is a 503 within
 * seconds): after a moment it speaks the product's default.
 */
export async function errorLanguage(request: FastifyRequest): Promise<Language> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, ERROR_LANGUAGE_WAIT_MS, null);
  });
  // (Through a promise: an app without the tenant plugin, or a throw before the lookup, is no restaurant.)
  const known = Promise.resolve()
    .then(() => request.tenant())
    .then((tenant) => tenant.languages ?? null, () => null);
  const languages = await Promise.race([known, late]);
  clearTimeout(timer);
  return languageAmong(request, languages ?? DEFAULT_RESTAURANT_LANGUAGES);
}
