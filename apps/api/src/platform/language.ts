/**
 * The language a request is answered in. Stand-in until lang merges: the `lang` branch owns this
 * file (the restaurant's offered languages, the same name and signature); this one reads the
 * cookie `platter_lang`, then the first `Accept-Language` tag mapped onto LANGUAGES, else en-GB.
 */
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, isLanguage, type Language } from '@platter/domain';

export const LANGUAGE_COOKIE = 'platter_lang';

/** 'pt', 'pt-BR', 'PT-pt' → 'pt-PT'; 'en-US' → 'en-GB'; unknown → null. */
function mapTag(tag: string): Language | null {
  const wanted = tag.trim().toLowerCase();
  const exact = LANGUAGES.find((language) => language.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0];
  return LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === primary) ?? null;
}

export function requestLanguage(request: FastifyRequest): Language {
  const chosen = (request.cookies as Record<string, string | undefined> | undefined)?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const header = request.headers['accept-language'];
  const first = typeof header === 'string' ? header.split(',')[0]?.split(';')[0] : undefined;
  return (first && mapTag(first)) || 'en-GB';
}
