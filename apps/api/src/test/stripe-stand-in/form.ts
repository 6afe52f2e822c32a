/**
 * Stripe's request encoding, read back: `application/x-www-form-urlencoded` (or a query string)
 * with bracket notation, as the Stripe SDK writes it (`line_items[0][price_data][unit_amount]=1299`,
 * `expand[0]=payment_intent`, `expand[]=line_items`), into nested objects and arrays. Values stay
 * strings, as Stripe receives them; callers convert where they compute.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** Keys that would reach Object.prototype: dropped, never assigned. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][0][]` → ['a', 'b', '0', '']; null when the brackets do not close. */
function splitKey(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open < 0) return [key];
  const parts = [key.slice(0, open)];
  let rest = key.slice(open);
  while (rest.length > 0) {
    const match = /^\[([^\]]*)\]/.exec(rest);
    if (!match) return null;
    parts.push(match[1] ?? '');
    rest = rest.slice(match[0].length);
  }
  return parts;
}

/** Objects whose keys are all indices become arrays, in index order (metadata keys stay keys). */
function arraysFrom(value: FormValue, parentKey: string | null): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = {};
  for (const key of keys) converted[key] = arraysFrom(value[key] as FormValue, key);
  if (parentKey !== 'metadata' && keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k] as FormValue);
  }
  return converted;
}

/** Parses a form body or query string into nested objects and arrays. */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  let appended = 0;
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const segments = splitKey(rawKey);
    if (!segments || segments.some((s) => FORBIDDEN.has(s))) continue;
    let node: FormObject = root;
    segments.forEach((segment, i) => {
      // `[]` appends: give it a fresh index so repeated `expand[]` keys make an array.
      const key = segment === '' ? String(100_000 + appended++) : segment;
      if (i === segments.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
        const child: FormObject = {};
        node[key] = child;
        node = child;
      } else {
        node = next;
      }
    });
  }
  return arraysFrom(root, null) as FormObject;
}
