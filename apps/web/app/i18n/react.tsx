import { cloneElement, Fragment, isValidElement, use, type ReactElement, type ReactNode } from 'react';
import type { Language } from '@platter/domain';
import { cataloguesReady, currentLanguage, i18n, type TFunction } from './index.ts';

/** The language the page is rendered in (the request's on the server, `<html lang>` in the browser). */
export function useLanguage(): Language {
  return currentLanguage();
}

/**
 * The text function for a component's namespaces (the first is searched first), in the page's
 * language; a namespace whose texts in it are still on the way suspends the component (no English flash).
 */
export function useTranslation(namespaces: string | readonly string[] = 'common'): { t: TFunction; i18n: typeof i18n } {
  const language = currentLanguage();
  const ready = cataloguesReady(language, typeof namespaces === 'string' ? [namespaces] : namespaces);
  if (ready) use(ready);
  return { t: i18n.getFixedT(language, namespaces), i18n };
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
