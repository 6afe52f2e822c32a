/**
 * HEIC in a worker thread: the size (rotation applied) and the pixels come back, and a file libheif
 * cannot read is refused with its reason, which libheif-js would otherwise print to the server's
 * stdout (the JSON log's stream).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realHeic, truncatedHeic } from '../../test/photos.ts';
import { decodeHeic, readHeicSize } from './heic-decoder.ts';

describe('the HEIC decoder', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the size as shown, without decoding, and the upright pixels', async () => {
    expect(await readHeicSize(realHeic())).toEqual({ width: 640, height: 480 });
    expect(await readHeicSize(realHeic('irot'))).toEqual({ width: 640, height: 480 });
    const pixels = await decodeHeic(realHeic(), 50_000_000);
    expect({ width: pixels.width, height: pixels.height, bytes: pixels.data.length, opaque: pixels.opaque }).toEqual({ width: 640, height: 480, bytes: 640 * 480 * 4, opaque: true });
    await expect(decodeHeic(realHeic(), 1000)).rejects.toThrow('too many pixels');
  });

  it('refuses a truncated file with libheif’s reason, and writes nothing to stdout', async () => {
    const written = vi.spyOn(process.stdout, 'write');
    await expect(readHeicSize(truncatedHeic())).rejects.toThrow(/Could not parse HEIF file/);
    await expect(decodeHeic(truncatedHeic(), 50_000_000)).rejects.toThrow(/Could not parse HEIF file/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written.mock.calls.map(([chunk]) => String(chunk)).filter((line) => /HEIF/.test(line))).toEqual([]);
  });
});
