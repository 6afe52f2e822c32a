/**
 * The domain's and the API's messages in other languages than English (issue 31). Messages are
 * written in English where they are raised (the spec's texts, word for word); a catalogue per
 * other language holds their translations by exact English text (`messages`), a message per
 * error code for any text it does not hold yet (`codes`), and a validation error's generic text
 * with the field path. The API localises its answers with them; the browser localises the same
 * schemas' messages in its forms, fetching a language's catalogue only on that language's pages.
 */
import type { Language } from './languages.ts';
import { fillPlaceholders } from './translate.ts';

export interface MessageCatalogue {
  messages: Record<string, string>;
  codes: Record<string, string>;
  validation: { field: string; request: string };
}

/** `language`'s catalogue (none for English, the messages' own language), loaded at the first ask. */
export async function messageCatalogue(language: Language): Promise<MessageCatalogue | undefined> {
  if (language === 'pt-PT') return (await import('./messages/pt-PT.json', { with: { type: 'json' } })).default;
  return undefined;
}

/** A message in the catalogue's language: its own translation, else its code's, else as written. */
export function localiseMessage(catalogue: MessageCatalogue | undefined, message: string, code?: string): string {
  if (!catalogue) return message;
  return catalogue.messages[message] ?? (code ? catalogue.codes[code] : undefined) ?? message;
}

/** A validation error's message: a translation of its text, else the generic one naming the field. */
export function localiseValidation(catalogue: MessageCatalogue | undefined, message: string, field: string | undefined): string {
  if (!catalogue) return message;
  const known = catalogue.messages[message];
  if (known) return known;
  return field ? fillPlaceholders(catalogue.validation.field, { field }) : catalogue.validation.request;
}
