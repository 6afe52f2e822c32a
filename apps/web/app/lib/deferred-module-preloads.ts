/**
 * Scripts wait for the first paint (issue 14, measured by bench/lighthouse.bench.ts).
 *
 * React hoists the route's `<link rel="modulepreload">` tags to the top of `<head>`, ahead of the
 * stylesheets, so on a slow connection about 140 KB of JavaScript shares the bandwidth with the
 * CSS that the first paint waits for: Home painted 0.7 s later than the same HTML without
 * scripts. This rewrites the document's head as it streams out: the preload tags are taken out,
 * and a small inline script after the stylesheets adds them back. A parser-inserted script runs
 * only once the stylesheets before it have loaded, and the browser's preload scanner does not see
 * links a script makes, so the JavaScript starts downloading when the CSS is in, not before.
 * Everything after `</head>` passes through untouched.
 */
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g;
const HREF = /\bhref="([^"]*)"/;
const HEAD_END = '</head>';
/** A head longer than this is passed on as it is (nothing the app renders comes near it). */
const MAX_HEAD_BYTES = 256 * 1024;

/** React escapes attribute values; the script gets each href back as the browser would read it. */
function unescapeAttribute(value: string): string {
  return value.replace(/&quot;|&#x27;|&#39;|&lt;|&gt;|&amp;/g, (entity) =>
    entity === '&quot;' ? '"' : entity === '&#x27;' || entity === '&#39;' ? "'" : entity === '&lt;' ? '<' : entity === '&gt;' ? '>' : '&',
  );
}

/** `head` (the document up to and including `</head>`) with its module preloads made by a script after the stylesheets. */
export function deferModulePreloads(head: string, nonce: string | undefined): string {
  const hrefs: string[] = [];
  const without = head.replace(MODULE_PRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (href) hrefs.push(unescapeAttribute(href));
    return '';
  });
  if (hrefs.length === 0) return head;
  // JSON inside a script: '<' escaped so no href can close the element.
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  const script =
    `<script${nonce ? ` nonce="${nonce}"` : ''}>` +
    `${list}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})` +
    '</script>';
  const end = without.lastIndexOf(HEAD_END);
  return `${without.slice(0, end)}${script}${without.slice(end)}`;
}

/** A pass-through stream that applies `deferModulePreloads` to the head and leaves the rest alone. */
export function deferModulePreloadsStream(nonce: string | undefined): Transform {
  // Text throughout: a character split between two chunks is joined before it is passed on.
  const decoder = new StringDecoder('utf8');
  let head: string | null = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (head === null) {
        callback(null, text);
        return;
      }
      head += text;
      const end = head.indexOf(HEAD_END);
      if (end !== -1) {
        const cut = end + HEAD_END.length;
        const out = deferModulePreloads(head.slice(0, cut), nonce) + head.slice(cut);
        head = null;
        callback(null, out);
      } else if (head.length > MAX_HEAD_BYTES) {
        const out = head;
        head = null;
        callback(null, out);
      } else {
        callback();
      }
    },
    flush(callback) {
      const rest = (head ?? '') + decoder.end();
      head = null;
      callback(null, rest || undefined);
    },
  });
}
