/**
 * The e-mails' texts: the en-GB catalogue (../en-GB.json), looked up by dotted key with
 * `{{name}}` placeholders, as the web's i18next catalogues are written. A second language is a
 * second file of the same keys.
 */
import catalogue from '../en-GB.json' with { type: 'json' };

type Catalogue = { readonly [key: string]: string | Catalogue };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

function lookup(tree: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A missing key is a programming error: it throws rather than mailing a key name. */
export function translator(tree: Catalogue = catalogue): Translate {
  return (key, values = {}) => {
    const text = lookup(tree, key);
    if (text === undefined) throw new Error(`Missing mail text: ${key}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}

export const t: Translate = translator();
