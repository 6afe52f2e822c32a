/**
 * The messages of the domain's zod schemas in other languages than English (issue 31). A schema
 * writes its messages in English (the spec's texts, word for word), and they are read where no
 * key travels with them: the API's validation answers and the browser's forms. So a catalogue per
 * other language holds their translations by exact English text (`messages`), a message per
 * error code for any text it does not hold yet (`codes`), and a validation error's generic text
 * with the field path. The API's own messages are looked up by key instead (api-messages.ts); a
 * catalogue's `messages` also reads them by their English text, for the few callers that hold a
 * sentence (a success answer's `message`, a form showing a text the API sent).
 *
 * A `messages` key may be a template: `{{name}}` placeholders in it match any text (the back
 * office's rules write their bounds and types into their messages: 'must be at most {{max}}
 * characters'), and its translation reuses them ('deve ter no máximo {{max}} caracteres'). An
 * exact key always wins; otherwise the template with the most literal text that matches the
 * whole message does (so 'must be at most {{max}} characters' before 'must be at most {{max}}').
 */
import type { Message } from './api-messages.ts';
import type { Language } from './languages.ts';
import { fillPlaceholders } from './translate.ts';

export interface MessageCatalogue {
  messages: Record<string, string>;
  codes: Record<string, string>;
  validation: { field: string; request: string };
  /**
   * An order's status inside a message: its name ('Pronta para levantamento', the glossary's, as
   * the pages show it) and the state it reads as after 'the order …' ('está confirmada', 'saiu
   * para entrega'), so a sentence stays grammatical whatever the status.
   */
  orderStatuses: { names: Record<string, string>; states: Record<string, string> };
}

/** Each language's catalogue, loaded once: its templates are compiled once per catalogue object. */
const LOADED = new Map<Language, Promise<MessageCatalogue | undefined>>();

/** `language`'s catalogue (none for English, the messages' own language), loaded at the first ask. */
export function messageCatalogue(language: Language): Promise<MessageCatalogue | undefined> {
  let loaded = LOADED.get(language);
  if (!loaded) {
    loaded = loadCatalogue(language);
    LOADED.set(language, loaded);
  }
  return loaded;
}

async function loadCatalogue(language: Language): Promise<MessageCatalogue | undefined> {
  if (language !== 'pt-PT') return undefined;
  const [schema, { API_MESSAGES_EN_GB }, api] = await Promise.all([
    import('./messages/pt-PT.json', { with: { type: 'json' } }),
    import('./messages/api/en-GB.ts'),
    import('./messages/api/pt-PT.json', { with: { type: 'json' } }),
  ]);
  const byKey: Record<string, string> = api.default;
  // The API's messages by their English text too (a key's template reads as a template key here).
  const byEnglish = Object.fromEntries(Object.entries(API_MESSAGES_EN_GB).flatMap(([key, english]) => (byKey[key] ? [[english, byKey[key]]] : [])));
  return { ...schema.default, messages: { ...byEnglish, ...schema.default.messages } };
}

/** A template key's placeholder: a plain name (no dots: the captured text is filled back as is). */
const TEMPLATE_PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** A template key compiled: the whole-message pattern, the placeholder each group captures, and its translation. */
interface MessageTemplate {
  pattern: RegExp;
  names: string[];
  translation: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A key's placeholders in order, for the catalogue check (a repeated name counts once). */
export function templatePlaceholders(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(TEMPLATE_PLACEHOLDER), (match) => match[1]!))];
}

/**
 * `key` as a RegExp anchored at both ends: each placeholder's first use captures any text
 * (non-greedy), a repeated one must match the same text again; the literal parts are escaped.
 */
export function compileTemplate(key: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of key.matchAll(TEMPLATE_PLACEHOLDER)) {
    source += escapeRegExp(key.slice(last, match.index));
    const name = match[1]!;
    const earlier = names.indexOf(name);
    if (earlier >= 0) source += `\\${earlier + 1}`;
    else {
      names.push(name);
      source += '([\\s\\S]*?)';
    }
    last = match.index + match[0].length;
  }
  source += escapeRegExp(key.slice(last));
  return { pattern: new RegExp(`^${source}$`), names };
}

/** Literal characters of a template key: the more, the more specific. */
const literalLength = (key: string) => key.replace(TEMPLATE_PLACEHOLDER, '').length;

/** Each catalogue's template keys, compiled once, most specific first. */
const TEMPLATES = new WeakMap<MessageCatalogue, MessageTemplate[]>();

function templatesOf(catalogue: MessageCatalogue): MessageTemplate[] {
  let templates = TEMPLATES.get(catalogue);
  if (!templates) {
    templates = Object.entries(catalogue.messages)
      .filter(([key]) => templatePlaceholders(key).length > 0)
      .map(([key, translation], order) => ({ key, translation, order, literal: literalLength(key) }))
      .sort((a, b) => b.literal - a.literal || a.order - b.order)
      .map(({ key, translation }) => ({ ...compileTemplate(key), translation }));
    TEMPLATES.set(catalogue, templates);
  }
  return templates;
}

/** The catalogue's translation of `message`: by its exact text, else by the first template it matches whole; undefined when it holds none. */
export function translateMessage(catalogue: MessageCatalogue, message: string): string | undefined {
  const exact = Object.hasOwn(catalogue.messages, message) ? catalogue.messages[message] : undefined;
  if (exact !== undefined) return exact;
  if (!message) return undefined;
  for (const { pattern, names, translation } of templatesOf(catalogue)) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    return fillPlaceholders(translation, values);
  }
  return undefined;
}

/** A message whose values depend on the language (a time, a status's name): a message by key (api-messages.ts). */
export type TemplateMessage = Message;

/** A message in the catalogue's language: its own translation, else its code's, else as written. */
export function localiseMessage(catalogue: MessageCatalogue | undefined, message: string, code?: string): string {
  if (!catalogue) return message;
  return translateMessage(catalogue, message) ?? (code ? catalogue.codes[code] : undefined) ?? message;
}

/** A validation error's message: a translation of its text, else the generic one naming the field. */
export function localiseValidation(catalogue: MessageCatalogue | undefined, message: string, field: string | undefined): string {
  if (!catalogue) return message;
  const known = translateMessage(catalogue, message);
  if (known) return known;
  return field ? fillPlaceholders(catalogue.validation.field, { field }) : catalogue.validation.request;
}

/** An order status's name in the catalogue's language ('Confirmada'); English: the status itself. */
export function orderStatusName(catalogue: MessageCatalogue | undefined, status: string): string {
  return catalogue?.orderStatuses.names[status] ?? status;
}

/** An order status as a state after 'the order' ('está confirmada', 'saiu para entrega'); English: the status itself. */
export function orderStatusState(catalogue: MessageCatalogue | undefined, status: string): string {
  return catalogue?.orderStatuses.states[status] ?? status;
}
