/**
 * HEIC (an iPhone's photo) to pixels, for the photo pipeline. sharp's prebuilt libheif reads AVIF
 * only (no HEVC decoder), so HEIC goes through `heic-decode`: libheif and libde265 compiled to
 * WebAssembly (libheif-js, LGPL-3.0, used unmodified), loaded only when a HEIC arrives.
 *
 * - `readHeicSize`: parses the container (no pixels decoded) for the primary image's size, with
 *   its rotation/mirror transforms applied, so a decompression bomb is refused before decoding.
 * - `decodeHeic`: the image as RGBA. libheif applies the container's irot/imir transforms, so the
 *   pixels come out upright; the EXIF item is never read (the pipeline re-encodes these raw
 *   pixels, so it is gone).
 *
 * Both run in a worker thread that exits afterwards, so libheif is never loaded in the server's
 * own thread: a WebAssembly memory only ever grows, so a 12 MP decode there would keep ~50 MB of
 * wasm heap (and ~90 MB of RSS) for good, and even a header read kept the largest file's heap
 * (up to 15 MB); a worker that exits returns it (measured in docs/reference/media.md). It also
 * keeps a wasm abort, a stray rejection or a console line of libheif-js away from the server.
 * Starting one costs little next to the decode (1.5 to 2 s for 12 MP on this machine); decodes
 * run one at a time (photo-queue.ts).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface HeicSize {
  width: number;
  height: number;
}

export interface HeicPixels extends HeicSize {
  /** RGBA, 4 bytes a pixel, rows top to bottom. */
  data: Buffer;
  /** Every alpha byte is 255: the picture has no transparency. */
  opaque: boolean;
}

const requireHere = createRequire(import.meta.url);

/**
 * The worker: parses the container (heic-decode over libheif-js, which it requires itself, ~1.4 MB
 * of WebAssembly compiled there and gone with it), then reports the first image's size (`size`) or
 * decodes it (`decode`, refusing one over `maxPixels` first) and posts its pixels. libheif-js
 * console.logs why a file cannot be read ('Could not parse HEIF file …'): here that line goes into
 * the answer's error instead of the server's stdout, whose lines are the JSON log.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const said = [];
for (const level of ['log', 'info', 'warn', 'error']) console[level] = (...parts) => { if (said.length < 5) said.push(parts.join(' ').slice(0, 300)); };
const failed = (err) => {
  const message = String((err && err.message) || err);
  parentPort.postMessage({ error: said.length ? message + ' (' + said.join('; ') + ')' : message });
};
(async () => {
  const decode = require(workerData.modulePath);
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const first = images[0];
    if (!first) throw new Error('no image in this HEIF file');
    if (workerData.task === 'size') return parentPort.postMessage({ width: first.width, height: first.height });
    if (first.width * first.height > workerData.maxPixels) throw new Error('too many pixels');
    const { width, height, data } = await first.decode();
    let opaque = true;
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) { opaque = false; break; }
    parentPort.postMessage({ width, height, opaque, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch(failed);
`;

interface WorkerAnswer {
  width?: number;
  height?: number;
  opaque?: boolean;
  data?: Uint8ClampedArray;
  error?: string;
}

/** Runs `task` on `bytes` in a worker that exits afterwards (its wasm memory with it). Rejects with libheif's reason when it cannot. */
function inWorker(task: 'size' | 'decode', bytes: Buffer, maxPixels: number): Promise<WorkerAnswer> {
  return new Promise<WorkerAnswer>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { task, modulePath: requireHere.resolve('heic-decode'), bytes: new Uint8Array(bytes), maxPixels },
    });
    let settled = false;
    const settle = (run: () => void) => {
      if (settled) return;
      settled = true;
      run();
      void worker.terminate();
    };
    worker.once('message', (answer: WorkerAnswer) => settle(() => (answer.error ? reject(new Error(answer.error)) : resolve(answer))));
    worker.once('error', (err) => settle(() => reject(err)));
    worker.once('exit', (code) => settle(() => reject(new Error(`HEIC decoder exited (${code}) without an answer`))));
  });
}

/** The primary (first top-level) image's size as shown (its rotation applied), without decoding pixels. Throws for a file libheif cannot parse. */
export async function readHeicSize(bytes: Buffer): Promise<HeicSize> {
  const { width, height } = await inWorker('size', bytes, 0);
  if (!width || !height) throw new Error('HEIC header gave no size');
  return { width, height };
}

/** The first image's pixels (refusing one over `maxPixels` before decoding). Throws when it cannot be decoded. */
export async function decodeHeic(bytes: Buffer, maxPixels: number): Promise<HeicPixels> {
  const { width, height, data, opaque } = await inWorker('decode', bytes, maxPixels);
  if (!data || !width || !height || data.length !== width * height * 4) throw new Error('HEIC decode gave no pixels');
  return { width, height, opaque: opaque ?? false, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
}
