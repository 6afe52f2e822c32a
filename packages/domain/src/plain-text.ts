/**
 * Text a diner or client sends is plain text: letters, digits, punctuation, emoji, spaces, tabs
 * and line breaks. Control characters (NUL, escape, backspace, DEL, C1 codes) have no place in a
 * name, note, code or address, and PostgreSQL refuses a NUL outright; nor has half of an emoji (an
 * unpaired surrogate). They are refused at the edge with a message, wherever they appear in a request.
 */

export const CONTROL_CHARACTER_MESSAGE = 'Text cannot contain control characters (such as a NUL byte). Please remove them and try again.';

// C0 controls but tab, line feed and carriage return; DEL; C1 controls.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Half of a UTF-16 surrogate pair with no other half: not a character at all (JSON's `\udc24`
 * escape can send one), and PostgreSQL's json and text refuse it with an error.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Control characters, or a broken (unpaired surrogate) character. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text) || UNPAIRED_SURROGATE.test(text);
}

/** No request schema nests this deep: anything below is stripped or refused by validation, never stored. */
const MAX_DEPTH = 20;

/**
 * The dotted paths ('items.0.productName') of every string, or object key, holding a control
 * character; at most `limit` of them.
 */
export function controlCharacterFields(value: unknown, limit = 10): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string, depth: number): void => {
    if (found.length >= limit || depth > MAX_DEPTH) return;
    if (typeof node === 'string') {
      if (hasControlCharacters(node)) found.push(path);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, path ? `${path}.${index}` : String(index), depth + 1));
      return;
    }
    if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        const child = path ? `${path}.${key}` : key;
        if (hasControlCharacters(key)) found.push(child);
        walk(item, child, depth + 1);
      }
    }
  };
  walk(value, '', 0);
  return found;
}
