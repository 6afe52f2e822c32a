/**
 * The API's messages in the request's language (issue 31). Messages are written in English where
 * they are raised (the spec's texts, word for word); a catalogue per other language holds their
 * translations by exact English text (`messages`), a message per error code for any text it does
 * not hold yet (`codes`), and the validation errors' generic text with the field path. en-GB
 * answers as before.
 */
import { fillPlaceholders, type Language } from '@platter/domain';
import portuguese from './messages/pt-PT.json' with { type: 'json' };

interface MessageCatalogue {
  messages: Record<string, string>;
  codes: Record<string, string>;
  validation: { field: string; request: string };
}

const CATALOGUES: Partial<Record<Language, MessageCatalogue>> = { 'pt-PT': portuguese };

/** An error's message in `language`: its own translation, else its code's, else as written. */
export function localiseMessage(message: string, code: string, language: Language): string {
  const catalogue = CATALOGUES[language];
  if (!catalogue) return message;
  return catalogue.messages[message] ?? catalogue.codes[code] ?? message;
}

/** A validation error's message in `language`: a translation of its text, else the generic one naming the field. */
export function localiseValidation(message: string, field: string | undefined, language: Language): string {
  const catalogue = CATALOGUES[language];
  if (!catalogue) return message;
  const known = catalogue.messages[message];
  if (known) return known;
  return field ? fillPlaceholders(catalogue.validation.field, { field }) : catalogue.validation.request;
}
