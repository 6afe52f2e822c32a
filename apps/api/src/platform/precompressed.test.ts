import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedVariants, preferredCoding } from './precompressed.ts';

describe('preferredCoding', () => {
  it('picks brotli, then gzip, by the client’s q-values, and nothing the client refuses', () => {
    expect(preferredCoding('gzip, deflate, br')).toBe('br');
    expect(preferredCoding('gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*;q=0')).toBeNull();
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding('')).toBeNull();
    expect(preferredCoding(undefined)).toBeNull();
    expect(preferredCoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});

describe('CompressedVariants', () => {
  it('compresses once per coding and gives back the same bytes, which decompress to the text', async () => {
    const text = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ name: `Dish ${i}`, price: i })) });
    const variants = new CompressedVariants(text);
    const br = await variants.get('br');
    expect(await variants.get('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(await variants.get('gzip')).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length / 5);
  });
});
