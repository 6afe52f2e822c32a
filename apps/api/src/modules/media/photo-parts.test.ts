/** The photo pipeline's small parts, without a database: sniffing, widths, Accept, picking, the queue. */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { heicClaiming, heicLike, plainWebp, realHeic, SCRIPT_AS_JPG, SVG_WITH_SCRIPT, truncatedHeic } from '../../test/photos.ts';
import { inspectPhoto, PHOTO_MESSAGES, renderPhoto, sniffPhoto, widthsFor } from './photo-pipeline.ts';
import { PhotoQueue } from './photo-queue.ts';
import { acceptsAvif } from './photo-routes.ts';
import { pickVariant } from './photo-service.ts';
import type { PhotoRecord } from './photo-urls.ts';

const code = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
};

describe('photo parts', () => {
  it('sniffs the format from the bytes alone', async () => {
    expect(sniffPhoto(await plainWebp(8, 8))).toBe('webp');
    expect(sniffPhoto(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniffPhoto(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    for (const bytes of [SCRIPT_AS_JPG, SVG_WITH_SCRIPT, Buffer.from('  \uFEFF<svg onload="x()">'), Buffer.from('GIF89a'), Buffer.alloc(0), Buffer.from('RIFF\0\0\0\0WAVE')]) {
      expect(code(() => sniffPhoto(bytes))).toBe('PHOTO_TYPE_NOT_ACCEPTED');
    }
    expect(sniffPhoto(heicLike())).toBe('heif');
    expect(sniffPhoto(realHeic())).toBe('heif');
    // AVIF (the same container, AV1 inside) is refused, as before.
    const avif = Buffer.from(realHeic());
    avif.write('avif', 8, 'latin1');
    expect(code(() => sniffPhoto(avif))).toBe('PHOTO_TYPE_NOT_ACCEPTED');
  });

  it('reads a HEIC’s header with libheif (sharp cannot), and refuses a damaged one or a bomb before decoding', async () => {
    await expect(inspectPhoto(realHeic())).resolves.toEqual({ format: 'heif', width: 640, height: 480 });
    // Stored 480 × 640, shown (irot) as 640 × 480: the size is the shown one, as sharp's is after .rotate().
    await expect(inspectPhoto(realHeic('irot'))).resolves.toEqual({ format: 'heif', width: 640, height: 480 });
    await expect(inspectPhoto(heicLike())).rejects.toMatchObject({ code: 'PHOTO_DAMAGED', message: PHOTO_MESSAGES.damaged });
    await expect(inspectPhoto(heicClaiming(20_000, 20_000))).rejects.toMatchObject({ code: 'PHOTO_TOO_MANY_PIXELS', message: PHOTO_MESSAGES.tooManyPixels(20_000, 20_000) });
    // A truncated file is refused by its header or, at the latest, when its pixels are decoded.
    const truncated = truncatedHeic();
    await expect(inspectPhoto(truncated).then((header) => renderPhoto(truncated, header))).rejects.toMatchObject({ code: 'PHOTO_DAMAGED' });
  });

  it('stores each standard width below the photo’s own, then its own, at most 1280', () => {
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280]);
    expect(widthsFor(1280)).toEqual([320, 640, 960, 1280]);
    expect(widthsFor(800)).toEqual([320, 640, 800]);
    expect(widthsFor(320)).toEqual([320]);
    expect(widthsFor(100)).toEqual([100]);
  });

  it('reads Accept for AVIF, honouring q=0', () => {
    expect(acceptsAvif('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe(true);
    expect(acceptsAvif('IMAGE/AVIF;q=0.5')).toBe(true);
    expect(acceptsAvif('image/avif;q=0, image/webp')).toBe(false);
    expect(acceptsAvif('image/webp,*/*')).toBe(false);
    expect(acceptsAvif(undefined)).toBe(false);
  });

  it('picks the narrowest rendition at least as wide as asked, else the widest', () => {
    const variant = (width: number, format: 'avif' | 'webp') => ({ width, format, height: width, byteSize: 1, sha256: `${width}${format}` });
    const record: PhotoRecord = { id: 'x', restaurantId: 'r', sha256: 'h', width: 960, height: 960, placeholder: '', variants: [960, 320, 640].flatMap((w) => [variant(w, 'avif'), variant(w, 'webp')]) };
    expect(pickVariant(record, 'avif', undefined, false)?.width).toBe(960);
    expect(pickVariant(record, 'webp', 500, false)).toMatchObject({ width: 640, format: 'webp' });
    expect(pickVariant(record, 'webp', 2000, false)?.width).toBe(960);
    expect(pickVariant(record, 'avif', 320, true)?.width).toBe(320);
    expect(pickVariant(record, 'avif', 500, true)).toBeNull();
  });

  it('admits up to its capacity, refuses the rest with 503 and Retry-After, and decodes one at a time in order', async () => {
    const queue = new PhotoQueue(3);
    const tickets = [queue.admit(), queue.admit(), queue.admit()];
    let refusal: unknown;
    try {
      queue.admit();
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'PHOTO_UPLOADS_BUSY', retryAfterSeconds: 5 });

    const log: string[] = [];
    let running = 0;
    const work = (name: string, fail = false) => async () => {
      running += 1;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${name}`);
      running -= 1;
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled(tickets.map((t, i) => t.decode(work(String(i), i === 1))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
    for (const t of tickets) {
      t.leave();
      t.leave(); // twice is once
    }
    expect(queue.size).toBe(0);
    queue.admit().leave();
  });
});
