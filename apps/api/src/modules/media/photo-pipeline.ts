/**
 * The photo pipeline (issue 26): what an uploaded file is, judged by its bytes alone (never its
 * name or declared type), and the renditions stored for it.
 *
 * 1. `sniffPhoto`: the magic bytes say JPEG, PNG, WebP or HEIC, else a 415 naming what it is
 *    (an SVG is never decoded: it can carry script; AVIF is refused).
 * 2. `inspectPhoto`: sharp reads the header (for HEIC, libheif via heic-decoder.ts), which must
 *    agree, and the pixel count must stay under 50 MP (a decompression bomb is refused before a
 *    pixel is decoded).
 * 3. `renderPhoto`: one decode (JPEG shrink-on-load; HEIC to RGBA in a worker, upright by its
 *    irot/imir) to at most 1280 px wide, auto-rotated by its EXIF orientation, in sRGB; from that,
 *    AVIF and WebP at each width up to the photo's own, and a 16 px blurred WebP placeholder. No
 *    metadata is written: EXIF and GPS are gone.
 *
 * Decoding is heavy (memory, both cores): callers run `renderPhoto` one at a time (photo-queue.ts).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Metadata, OutputInfo, Sharp, SharpOptions } from 'sharp';
import { apiMessage, messageText, PHOTO_FORMATS, PHOTO_LIMITS, PHOTO_WIDTHS, type Language, type Message, type PhotoFormat, type TemplateMessage } from '@platter/domain';
import { AppError } from '../../platform/errors.ts';
import { decodeHeic, readHeicSize } from './heic-decoder.ts';

// libvips' operation cache would keep decoded images alive between uploads.
sharp.cache(false);

/** What the bytes are: a format the pipeline reads. */
export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'heif';

export const ACCEPTED_FORMATS_TEXT = 'JPEG, PNG, WebP or HEIC';

/** The photo refusals by key (their texts are the API's message catalogues'). */
export const PHOTO_REFUSALS = {
  notAnImage: apiMessage('photo.notAnImage'),
  svg: apiMessage('photo.svg'),
  otherImage: (kind: string) => apiMessage('photo.otherImage', { kind }),
  damaged: apiMessage('photo.damaged'),
  tooLarge: apiMessage('photo.tooLarge', { max: PHOTO_LIMITS.maxBytes / 1024 / 1024 }),
} as const;

/** The same refusals in English. */
export const PHOTO_MESSAGES = {
  notAnImage: messageText(PHOTO_REFUSALS.notAnImage),
  svg: messageText(PHOTO_REFUSALS.svg),
  otherImage: (kind: string) => messageText(PHOTO_REFUSALS.otherImage(kind)),
  damaged: messageText(PHOTO_REFUSALS.damaged),
  tooManyPixels: (width: number, height: number) => messageText(tooManyPixelsText(width, height)('en-GB')),
  tooLarge: messageText(PHOTO_REFUSALS.tooLarge),
} as const;

function refuse(code: 'PHOTO_TYPE_NOT_ACCEPTED' | 'PHOTO_DAMAGED', message: Message): AppError {
  return new AppError(code, message);
}

/** The pixel-count refusal's words, its numbers written in the answer's language ('20,000' in English, '20 000' in Portuguese). */
function tooManyPixelsText(width: number, height: number) {
  return (language: Language): TemplateMessage => ({
    key: 'photo.tooManyPixels',
    values: { width: width.toLocaleString(language), height: height.toLocaleString(language), max: String(PHOTO_LIMITS.maxPixels / 1_000_000) },
  });
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function startsWith(bytes: Buffer, magic: readonly number[], at = 0): boolean {
  return bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);
}

/** The text at the start of the file, if it looks like text: for naming SVG and other markup. */
function leadingText(bytes: Buffer): string {
  return bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
}

/** What the magic bytes say the file is; a 415 for anything but the accepted formats. */
export function sniffPhoto(bytes: Buffer): SourceFormat {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brands = [bytes.toString('latin1', 8, 12)];
    const boxSize = bytes.readUInt32BE(0);
    for (let at = 16; at + 4 <= Math.min(boxSize, 64, bytes.length); at += 4) brands.push(bytes.toString('latin1', at, at + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) throw refuse('PHOTO_TYPE_NOT_ACCEPTED', PHOTO_REFUSALS.otherImage('AVIF'));
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'heif';
  }
  const text = leadingText(bytes);
  if (text.includes('<svg') || (text.startsWith('<') && /<svg[\s>]/.test(bytes.toString('utf8')))) {
    throw refuse('PHOTO_TYPE_NOT_ACCEPTED', PHOTO_REFUSALS.svg);
  }
  if (bytes.toString('latin1', 0, 4) === 'GIF8') throw refuse('PHOTO_TYPE_NOT_ACCEPTED', PHOTO_REFUSALS.otherImage('GIF'));
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    throw refuse('PHOTO_TYPE_NOT_ACCEPTED', PHOTO_REFUSALS.otherImage('TIFF'));
  }
  if (bytes.toString('latin1', 0, 2) === 'BM') throw refuse('PHOTO_TYPE_NOT_ACCEPTED', PHOTO_REFUSALS.otherImage('BMP'));
  throw refuse('PHOTO_TYPE_NOT_ACCEPTED', PHOTO_REFUSALS.notAnImage);
}

/** sharp's options for every read of an upload: the pixel cap, and damage is an error. */
const INPUT_OPTIONS: SharpOptions = { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'error' };

export interface PhotoHeader {
  format: SourceFormat;
  /** As stored, before auto-rotation. */
  width: number;
  height: number;
}

/** The header's format and size: sharp's, or for HEIC libheif's (sharp cannot read HEVC). */
async function readHeader(bytes: Buffer, format: SourceFormat): Promise<Pick<Metadata, 'format' | 'width' | 'height'>> {
  if (format === 'heif') return { format, ...(await readHeicSize(bytes)) };
  // The header only: the pixel cap is checked by the caller, so it can name the size.
  return sharp(bytes, { ...INPUT_OPTIONS, limitInputPixels: false }).metadata();
}

/** The header: it must be the sniffed format and at most 50 MP. Cheap: decodes no pixels. */
export async function inspectPhoto(bytes: Buffer): Promise<PhotoHeader> {
  const format = sniffPhoto(bytes);
  let metadata: Pick<Metadata, 'format' | 'width' | 'height'>;
  try {
    metadata = await readHeader(bytes, format);
  } catch {
    throw refuse('PHOTO_DAMAGED', PHOTO_REFUSALS.damaged);
  }
  const { width, height } = metadata;
  if (metadata.format !== format || !width || !height) throw refuse('PHOTO_DAMAGED', PHOTO_REFUSALS.damaged);
  if (width * height > PHOTO_LIMITS.maxPixels) throw AppError.templated('PHOTO_TOO_MANY_PIXELS', tooManyPixelsText(width, height));
  return { format, width, height };
}

export interface RenderedVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  data: Buffer;
  /** sha256 of `data`, base64url. */
  sha256: string;
}

export interface RenderedPhoto {
  /** sha256 (hex) of the uploaded bytes. */
  sha256: string;
  sourceFormat: SourceFormat;
  sourceBytes: number;
  /** The largest rendition's size. */
  width: number;
  height: number;
  placeholder: string;
  /** Widths ascending, AVIF then WebP at each. */
  variants: RenderedVariant[];
}

export const PLACEHOLDER_WIDTH = 16;
const MAX_WIDTH: number = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 0 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 2 }),
} satisfies Record<PhotoFormat, (image: Sharp) => Sharp>;

/** The stored widths for a photo `width` wide: each standard width below it, then its own (at most the largest). */
export function widthsFor(width: number): number[] {
  const top = Math.min(width, MAX_WIDTH);
  return [...PHOTO_WIDTHS.filter((w) => w < top), top];
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Encodes at once: libuv's pool (4 threads) also runs password hashing and file reads, so a photo
 * leaves it half free; two lanes already keep this machine's two cores busy.
 */
const ENCODE_LANES = 2;

/** `work` over `items`, `lanes` at a time, results in the items' order. */
async function inLanes<T, R>(items: readonly T[], lanes: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  return results;
}

/** The upload as sharp reads it: the file itself, or for HEIC its pixels decoded by libheif (upright, no EXIF). */
async function sourceImage(bytes: Buffer, header: PhotoHeader): Promise<Sharp> {
  if (header.format !== 'heif') return sharp(bytes, INPUT_OPTIONS);
  const { data, width, height, opaque } = await decodeHeic(bytes, PHOTO_LIMITS.maxPixels);
  const image = sharp(data, { ...INPUT_OPTIONS, raw: { width, height, channels: 4 } });
  return opaque ? image.removeAlpha() : image;
}

/** Decodes once and encodes every rendition. A refusal for a file that turns out damaged mid-way. */
export async function renderPhoto(bytes: Buffer, header: PhotoHeader): Promise<RenderedPhoto> {
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await (await sourceImage(bytes, header))
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse('PHOTO_DAMAGED', PHOTO_REFUSALS.damaged);
  }
  const { width, height, channels } = base.info;
  const raw = { raw: { width, height, channels } } as const;
  const resized = (w: number) => sharp(base.data, raw).resize({ width: w });
  const encode = async ([w, format]: readonly [number, PhotoFormat]): Promise<RenderedVariant> => {
    const { data, info } = await ENCODE[format](resized(w)).toBuffer({ resolveWithObject: true });
    return { format, width: info.width, height: info.height, data, sha256: createHash('sha256').update(data).digest('base64url') };
  };
  const renditions = widthsFor(width).flatMap((w) => PHOTO_FORMATS.map((format) => [w, format] as const));
  const placeholder = await sharp(base.data, raw).resize({ width: PLACEHOLDER_WIDTH }).blur(0.8).webp({ quality: 40 }).toBuffer();
  const variants = await inLanes(renditions, ENCODE_LANES, encode);
  return {
    sha256: sha256Hex(bytes),
    sourceFormat: header.format,
    sourceBytes: bytes.length,
    width,
    height,
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
    variants,
  };
}
