/**
 * The API's messages by key (issue 41): an error (or a success answer) carries a message key and
 * its values, and its text in a language is looked up by that key, never by its English sentence.
 * English is `messages/api/en-GB.ts`, every other language `messages/api/<language>.json`, with
 * the same keys and the same `{{placeholders}}` (api-messages.test.ts). The API loads them once
 * (apps/api/src/platform/messages.ts); the browser never needs them.
 */
import type { Language } from './languages.ts';
import { API_MESSAGES_EN_GB, type MessageKey } from './messages/api/en-GB.ts';
import { fillPlaceholders } from './translate.ts';

export { API_MESSAGES_EN_GB, type MessageKey };

/** A message's values: names its text writes as `{{name}}`. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message by key: what an AppError carries instead of a sentence. */
export interface Message {
  readonly key: MessageKey;
  readonly values?: MessageValues;
}

/** A language's texts of the API's messages, by key. */
export type ApiMessageCatalogue = Readonly<Record<MessageKey, string>>;

/** The message `key` with its `values`. */
export function apiMessage(key: MessageKey, values?: MessageValues): Message {
  return values ? { key, values } : { key };
}

/** Whether `value` is a message by key (rather than a sentence). */
export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string' && Object.hasOwn(API_MESSAGES_EN_GB, (value as { key: string }).key);
}

/** `language`'s catalogue of the API's messages, loaded at the first ask (English is always at hand). */
export async function apiMessageCatalogue(language: Language): Promise<ApiMessageCatalogue> {
  if (language === 'pt-PT') return (await import('./messages/api/pt-PT.json', { with: { type: 'json' } })).default as ApiMessageCatalogue;
  return API_MESSAGES_EN_GB;
}

/** A message's text from `catalogue` (English when the catalogue lacks the key), its values filled in. */
export function messageText(message: Message, catalogue: ApiMessageCatalogue = API_MESSAGES_EN_GB): string {
  const text = Object.hasOwn(catalogue, message.key) ? catalogue[message.key] : API_MESSAGES_EN_GB[message.key];
  return fillPlaceholders(text, message.values ?? {});
}
