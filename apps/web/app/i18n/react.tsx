import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, i18n, type TFunction } from './index.ts';

/** The text function for a component's namespaces (the first is searched first). */
export function useTranslation(namespaces: string | readonly string[] = 'common'): { t: TFunction; i18n: typeof i18n } {
  return { t: i18n.getFixedT(DEFAULT_LANGUAGE, namespaces), i18n };
}

const TAG = /<(\w+)>([^<]*)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A text with elements in it: `I accept the <terms>Terms</terms>` with
 * `components={{ terms: <Link to="/terms" /> }}` (or `<0>…</0>` with a list), each tag's text
 * becoming the element's children. Tags do not nest; an unknown tag is kept as its text.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement> | readonly ReactElement[];
}): ReactNode {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = match[3] ?? '', inner] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = (components as Record<string, ReactElement | undefined>)[name];
    const key = `${name}-${match.index}`;
    if (!isValidElement(element)) parts.push(inner ?? whole);
    else parts.push(inner === undefined ? cloneElement(element, { key }) : cloneElement(element, { key }, inner));
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
