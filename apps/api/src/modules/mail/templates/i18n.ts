/**
 * The e-mails' texts: the en-GB catalogue (../en-GB.json), looked up and filled by the domain's
 * translate.ts, as the storefront's are. A second language is a
 * second file of the same keys.
 */
import { findText, renderText } from '@platter/domain';
import catalogue from '../en-GB.json' with { type: 'json' };

type Catalogue = { readonly [key: string]: string | Catalogue };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A missing key is a programming error: it throws rather than mailing a key name. */
export function translator(tree: Catalogue = catalogue): Translate {
  return (key, values = {}) => {
    const text = renderText(findText(tree, key, values, 'en-GB'), values);
    if (typeof text !== 'string') throw new Error(`Missing mail text: ${key}`);
    return text;
  };
}

export const t: Translate = translator();
