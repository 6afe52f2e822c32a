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
    if (name === LANGUAGE_COOKIE) return decodeURIComponent(value.join('='));
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
