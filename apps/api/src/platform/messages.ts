/**
 * The API's messages in the request's language (issue 31): the domain's catalogues
 * (packages/domain/src/message-catalogues.ts), loaded once when the API starts. en-GB answers as
 * before.
 */
import { LANGUAGES, orderStatusName as statusNameIn, orderStatusState as statusStateIn, localiseTemplate as localiseTemplateWith, localiseMessage as localiseWith, localiseValidation as localiseValidationWith, messageCatalogue, translateMessage, type Language, type MessageCatalogue, type TemplateMessage } from '@platter/domain';

const CATALOGUES = new Map<Language, MessageCatalogue>();
for (const language of LANGUAGES) {
  const catalogue = await messageCatalogue(language);
  if (catalogue) CATALOGUES.set(language, catalogue);
}

/** An error's message in `language`: its own translation, else its code's, else as written. */
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

/** A template message (its key and values) in `language`. */
export function localiseTemplate(message: TemplateMessage, language: Language): string {
  return localiseTemplateWith(CATALOGUES.get(language), message);
}

/** An order status's name in `language` ('Entregue'), for a message's values. */
export function orderStatusName(status: string, language: Language): string {
  return statusNameIn(CATALOGUES.get(language), status);
}

/** An order status as the state after 'the order' in `language` ('está confirmada', 'saiu para entrega'). */
export function orderStatusState(status: string, language: Language): string {
  return statusStateIn(CATALOGUES.get(language), status);
}
