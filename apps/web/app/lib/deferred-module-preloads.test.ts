import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deferModulePreloads, deferModulePreloadsStream } from './deferred-module-preloads.ts';

const HEAD =
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/cover.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>' +
  '<link rel="modulepreload" href="/assets/home-B.js?v=1&amp;x=2" nonce="N1"/>' +
  '<link nonce="N1" rel="stylesheet" href="/assets/root-C.css"/>' +
  '<link rel="stylesheet" href="/styles.css"/></head>';
const BODY = '<body><h1>Café “Porto”</h1><script type="module" async="" nonce="N1">import "/assets/home-B.js";</script></body></html>';

const SCRIPT = (nonce: string) =>
  `<script nonce="${nonce}">["/assets/entry.client-A.js","/assets/home-B.js?v=1&x=2"].forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});document.currentScript.remove()</script>`;

describe('deferModulePreloads', () => {
  it("takes the preload tags out of the head and adds them back from a script just before the body's first script", () => {
    const out = deferModulePreloads(HEAD + BODY, 'N1');
    expect(out).not.toContain('rel="modulepreload"');
    // The image preload and the stylesheets stay where they were; the head has no script of ours,
    // so the markup before the body's first script is parsed while the stylesheets load.
    expect(out).toContain('<link rel="preload" as="image" href="/cover.svg" fetchPriority="high"/>');
    expect(out).toContain('<link rel="stylesheet" href="/styles.css"/></head><body><h1>Café “Porto”</h1>' + SCRIPT('N1') + '<script type="module"');
  });

  it('leaves a document without module preloads as it is', () => {
    const document = '<html><head><title>x</title></head><body><script>1</script></body></html>';
    expect(deferModulePreloads(document, 'N1')).toBe(document);
  });

  it('puts the script last when the body has none', () => {
    const out = deferModulePreloads(HEAD + '<body><p>x</p></body></html>', 'N1');
    expect(out.endsWith('<p>x</p></body></html>' + SCRIPT('N1'))).toBe(true);
  });

  it('cannot be made to close its script by an href', () => {
    const out = deferModulePreloads('<head><link rel="modulepreload" href="/a&lt;/script&gt;.js"/></head><body><script></script></body>', undefined);
    expect(out).toBe('<head></head><body><script>["/a\\u003c/script>.js"].forEach(function(h){var l=document.createElement(\'link\');l.rel=\'modulepreload\';l.href=h;document.head.appendChild(l)});document.currentScript.remove()</script><script></script></body>');
  });
});

describe('deferModulePreloadsStream', () => {
  async function streamed(chunks: Buffer[]): Promise<string> {
    let out = '';
    for await (const piece of Readable.from(chunks).pipe(deferModulePreloadsStream('N1'))) out += String(piece);
    return out;
  }

  it('rewrites the document however it is cut into chunks, characters split between chunks included', async () => {
    for (const document of [HEAD + BODY, HEAD + '<body><p>no script</p></body></html>']) {
      const whole = Buffer.from(document);
      const expected = deferModulePreloads(document, 'N1');
      expect(await streamed([whole])).toBe(expected);
      // Every n bytes: tags, '</head>', '<script' and the multi-byte characters all cut apart.
      for (const size of [1, 3, 7, 8]) {
        const pieces: Buffer[] = [];
        for (let i = 0; i < whole.length; i += size) pieces.push(whole.subarray(i, i + size));
        expect(await streamed(pieces)).toBe(expected);
      }
    }
  });

  it('passes a document without a head through unchanged', async () => {
    expect(await streamed([Buffer.from('<p>no head</p>')])).toBe('<p>no head</p>');
  });
});
