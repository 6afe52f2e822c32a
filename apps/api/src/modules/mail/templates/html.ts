/**
 * HTML for e-mails, escaped by construction: the `html` tag escapes every interpolated value
 * unless it is already `SafeHtml` (the result of another `html` template), so no dish name,
 * diner name, note or subject line can become markup.
 */

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** What may stand in `${…}`: text is escaped, SafeHtml kept, lists joined, null/undefined/false dropped. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

function interpolate(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(interpolate).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += interpolate(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Text with its line breaks kept (a diner's message, a reason): escaped, then `<br>` per line. */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(text.split(/\r\n|\r|\n/).map(escapeHtml).join('<br>'));
}

/** An http(s) URL for an href or src, or null (a `javascript:` or relative value never reaches the markup). */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A #rrggbb colour for a style attribute, or the fallback. */
export function safeColour(colour: string | null | undefined, fallback: string): string {
  return colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : fallback;
}
