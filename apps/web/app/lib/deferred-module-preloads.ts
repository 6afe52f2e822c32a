/**
 * Scripts wait for the first paint (issue 14, measured by bench/lighthouse.bench.ts).
 *
 * React hoists the route's `<link rel="modulepreload">` tags to the top of `<head>`, ahead of the
 * stylesheets, so on a slow connection about 140 KB of JavaScript shares the bandwidth with the
 * CSS that the first paint waits for: Home painted 0.7 s later than the same HTML without
 * scripts. This rewrites the document as it streams out: the preload tags are taken out of the
 * head, and a small inline script that adds them back goes just before the body's first script.
 * - A parser-inserted script runs only once the stylesheets before it have loaded, and the
 *   browser's preload scanner does not see links a script makes, so the JavaScript starts
 *   downloading when the CSS is in, not before.
 * - Placed in the body (not at the end of the head, where it stopped the parser until the CSS
 *   came), it lets the page's markup be parsed while the stylesheets load, as a page without
 *   scripts is: the first paint then lays out the whole page once instead of part of it twice.
 * - The body's first script blocks the parser until the CSS is in anyway, so nothing after it
 *   (the route modules' import script included) is fetched earlier than the preloads.
 * - The script removes itself once it has run, so hydration meets only what React rendered.
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

const SCRIPT_START = '<script';

/** The module preloads taken out of `head` (the document up to and including `</head>`), with the hrefs they named. */
function withoutModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const without = head.replace(MODULE_PRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (href) hrefs.push(unescapeAttribute(href));
    return '';
  });
  return { head: hrefs.length > 0 ? without : head, hrefs };
}

/** The inline script that adds the preloads back. */
function preloadScript(hrefs: readonly string[], nonce: string | undefined): string {
  // JSON inside a script: '<' escaped so no href can close the element.
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  return (
    `<script${nonce ? ` nonce="${nonce}"` : ''}>` +
    `${list}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});` +
    // Gone before hydration: React finds the body exactly as it rendered it (an extra script among
    // its own would be taken for one of them, and the document client-rendered again).
    'document.currentScript.remove()' +
    '</script>'
  );
}

/**
 * The rewrite as text arrives: `push` gives back what can go out so far, `end` the rest. Reading
 * the head (held back whole), then the body up to its first script (the script to place waits,
 * with the few characters that could begin '<script'), then passing through.
 */
function preloadRewriter(nonce: string | undefined): { push(text: string): string; end(): string } {
  let phase: 'head' | 'body' | 'through' = 'head';
  let held = '';
  let script = '';

  function push(text: string): string {
    held += text;
    if (phase === 'head') {
      const end = held.indexOf(HEAD_END);
      if (end === -1) {
        if (held.length <= MAX_HEAD_BYTES) return '';
        phase = 'through';
      } else {
        const cut = end + HEAD_END.length;
        const { head, hrefs } = withoutModulePreloads(held.slice(0, cut));
        held = held.slice(cut);
        if (hrefs.length === 0) {
          phase = 'through';
          const out = head + held;
          held = '';
          return out;
        }
        script = preloadScript(hrefs, nonce);
        phase = 'body';
        return head + push('');
      }
    }
    if (phase === 'body') {
      const at = held.indexOf(SCRIPT_START);
      if (at === -1) {
        // Keep what could be the start of '<script' split across chunks.
        const keep = Math.min(held.length, SCRIPT_START.length - 1);
        const out = held.slice(0, held.length - keep);
        held = held.slice(held.length - keep);
        return out;
      }
      phase = 'through';
      const out = held.slice(0, at) + script + held.slice(at);
      held = '';
      return out;
    }
    const out = held;
    held = '';
    return out;
  }

  return {
    push,
    end() {
      // No script in the body: the script goes last (the parser still runs it, in the body).
      const out = held + (phase === 'body' ? script : '');
      held = '';
      return out;
    },
  };
}

/** A whole `document` with its head's module preloads made by a script just before the body's first script. */
export function deferModulePreloads(document: string, nonce: string | undefined): string {
  const rewriter = preloadRewriter(nonce);
  return rewriter.push(document) + rewriter.end();
}

/** A pass-through stream that applies `deferModulePreloads` as the document streams, holding back at most the head. */
export function deferModulePreloadsStream(nonce: string | undefined): Transform {
  // Text throughout: a character split between two chunks is joined before it is passed on.
  const decoder = new StringDecoder('utf8');
  const rewriter = preloadRewriter(nonce);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const out = rewriter.push(typeof chunk === 'string' ? chunk : decoder.write(chunk));
      callback(null, out || undefined);
    },
    flush(callback) {
      const out = rewriter.push(decoder.end()) + rewriter.end();
      callback(null, out || undefined);
    },
  });
}
