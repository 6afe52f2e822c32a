/**
 * The API's messages in the request's language, loaded once when the API starts: its own messages
 * by key (packages/domain/src/api-messages.ts, issue 41), and the schemas' validation messages by
 * their English text (packages/domain/src/message-catalogues.ts, issue 31). en-GB answers as before.
 */
import { LANGUAGES, apiMessageCatalogue, messageText, orderStatusName as statusNameIn, orderStatusState as statusStateIn, localiseMessage as localiseWith, localiseValidation as localiseValidationWith, messageCatalogue, translateMessage, type ApiMessageCatalogue, type Language, type Message, type MessageCatalogue } from '@platter/domain';

const CATALOGUES = new Map<Language, MessageCatalogue>();
const BY_KEY = new Map<Language, ApiMessageCatalogue>();
for (const language of LANGUAGES) {
  const catalogue = await messageCatalogue(language);
  if (catalogue) CATALOGUES.set(language, catalogue);
  BY_KEY.set(language, await apiMessageCatalogue(language));
}

/** A message by key in `language`, its values filled in. */
export function messageIn(message: Message, language: Language): string {
  return messageText(message, BY_KEY.get(language));
}

/** A sentence (an error raised without a key: a framework's, a refusal's) in `language`: its translation, else its code's, else as written. */
export function localiseMessage(message: string, code: string, language: Language): string {
  return localiseWith(CATALOGUES.get(language), message, code);
}

/** A validation error's message in `language`: a translation of its text, else the generic one naming the field. */
export function localiseValidation(message: string, field: string | undefined, language: Language): string {
  return localiseValidationWith(CATALOGUES.get(language), message, field);
}

/** The catalogue's own translation of `message` in `language` (by its text or a template key), or undefined. */
export function translation(message: string, language: Language): string | undefined {
  const catalogue = CATALOGUES.get(language);
  return catalogue ? translateMessage(catalogue, message) : undefined;
}


/** An order status's name in `language` ('Entregue'), for a message's values. */
export function orderStatusName(status: string, language: Language): string {
  return statusNameIn(CATALOGUES.get(language), status);
}

/** An order status as the state after 'the order' in `language` ('está confirmada', 'saiu para entrega'). */
export function orderStatusState(status: string, language: Language): string {
  return statusStateIn(CATALOGUES.get(language), status);
}
