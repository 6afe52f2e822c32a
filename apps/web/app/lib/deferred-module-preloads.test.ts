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

describe('deferModulePreloads', () => {
  it('takes the preload tags out and adds them back from a script after the stylesheets', () => {
    const out = deferModulePreloads(HEAD, 'N1');
    expect(out).not.toContain('rel="modulepreload"');
    // The image preload and the stylesheets stay where they were; the script comes last in the head.
    expect(out).toContain('<link rel="preload" as="image" href="/cover.svg" fetchPriority="high"/>');
    expect(out.indexOf('<script nonce="N1">')).toBeGreaterThan(out.indexOf('href="/styles.css"'));
    expect(out.endsWith('</script></head>')).toBe(true);
    const list = /<script nonce="N1">(\[.*?\])\.forEach/.exec(out)?.[1];
    expect(JSON.parse(list!)).toEqual(['/assets/entry.client-A.js', '/assets/home-B.js?v=1&x=2']);
  });

  it('leaves a head without module preloads as it is', () => {
    const head = '<html><head><title>x</title></head>';
    expect(deferModulePreloads(head, 'N1')).toBe(head);
  });

  it('cannot be made to close its script by an href', () => {
    const out = deferModulePreloads('<head><link rel="modulepreload" href="/a&lt;/script&gt;.js"/></head>', undefined);
    expect(out).toBe('<head><script>["/a\\u003c/script>.js"].forEach(function(h){var l=document.createElement(\'link\');l.rel=\'modulepreload\';l.href=h;document.head.appendChild(l)})</script></head>');
  });
});

describe('deferModulePreloadsStream', () => {
  async function streamed(chunks: Buffer[]): Promise<string> {
    let out = '';
    for await (const piece of Readable.from(chunks).pipe(deferModulePreloadsStream('N1'))) out += String(piece);
    return out;
  }

  it('rewrites the head however the document is cut into chunks, characters split between chunks included', async () => {
    const whole = Buffer.from(HEAD + BODY);
    const expected = deferModulePreloads(HEAD, 'N1') + BODY;
    expect(await streamed([whole])).toBe(expected);
    // Every 7 bytes: tags, '</head>' and the multi-byte characters of the body all cut apart.
    const pieces: Buffer[] = [];
    for (let i = 0; i < whole.length; i += 7) pieces.push(whole.subarray(i, i + 7));
    expect(await streamed(pieces)).toBe(expected);
  });

  it('passes a document without a head through unchanged', async () => {
    expect(await streamed([Buffer.from('<p>no head</p>')])).toBe('<p>no head</p>');
  });
});
