/**
 * HEIC (an iPhone's photo) to pixels, for the photo pipeline. sharp's prebuilt libheif reads AVIF
 * only (no HEVC decoder), so HEIC goes through `heic-decode`: libheif and libde265 compiled to
 * WebAssembly (libheif-js, LGPL-3.0, used unmodified), loaded only when a HEIC arrives.
 *
 * - `readHeicSize`: parses the container (no pixels decoded) for the primary image's size, with
 *   its rotation/mirror transforms applied, so a decompression bomb is refused before decoding.
 * - `decodeHeic`: the image as RGBA, decoded in a worker thread that exits afterwards. libheif
 *   applies the container's irot/imir transforms, so the pixels come out upright; the EXIF item is
 *   never read (the pipeline re-encodes these raw pixels, so it is gone).
 *
 * Why a worker: a WebAssembly memory only ever grows, so a 12 MP decode in the server's own thread
 * would keep ~50 MB of wasm heap (and ~90 MB of RSS) for good; a worker that exits returns it
 * (measured in docs/reference/media.md). It also keeps a wasm abort or a stray rejection inside
 * libheif-js away from the server. Starting one costs little next to the decode (1.5 to 2 s for
 * 12 MP on this machine); decodes run one at a time (photo-queue.ts).
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

/** heic-decode's API (it ships no types): `all` parses only; each image's `decode` makes the pixels. */
interface HeicDecodeModule {
  all(input: { buffer: Uint8Array }): Promise<Array<HeicSize & { decode(): Promise<HeicSize & { data: Uint8ClampedArray }> }> & { dispose(): void }>;
}

const requireHere = createRequire(import.meta.url);
let loaded: Promise<HeicDecodeModule> | undefined;

/**
 * heic-decode, loaded at the first HEIC (it compiles ~1.4 MB of WebAssembly). Required (it is
 * CommonJS and ships no types), so `HeicDecodeModule` above is the one description of it.
 */
function heicDecode(): Promise<HeicDecodeModule> {
  loaded ??= Promise.resolve().then(() => requireHere('heic-decode') as HeicDecodeModule);
  return loaded;
}

/** The primary (first top-level) image's size as shown. Throws for a file libheif cannot parse. */
export async function readHeicSize(bytes: Buffer): Promise<HeicSize> {
  const images = await (await heicDecode()).all({ buffer: bytes });
  try {
    const first = images[0];
    if (!first) throw new Error('no image in this HEIF file');
    return { width: first.width, height: first.height };
  } finally {
    images.dispose();
  }
}

/** The worker: decodes the first image (refusing one over `maxPixels` before decoding) and posts its pixels. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.modulePath);
(async () => {
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const first = images[0];
    if (!first) throw new Error('no image in this HEIF file');
    if (first.width * first.height > workerData.maxPixels) throw new Error('too many pixels');
    const { width, height, data } = await first.decode();
    let opaque = true;
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) { opaque = false; break; }
    parentPort.postMessage({ width, height, opaque, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((err) => parentPort.postMessage({ error: String(err && err.message || err) }));
`;

interface WorkerAnswer {
  width?: number;
  height?: number;
  opaque?: boolean;
  data?: Uint8ClampedArray;
  error?: string;
}

/** The first image's pixels, decoded in a worker that exits afterwards (its wasm memory with it). Throws when it cannot be decoded. */
export function decodeHeic(bytes: Buffer, maxPixels: number): Promise<HeicPixels> {
  return new Promise<HeicPixels>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { modulePath: requireHere.resolve('heic-decode'), bytes: new Uint8Array(bytes), maxPixels },
    });
    let settled = false;
    const settle = (run: () => void) => {
      if (settled) return;
      settled = true;
      run();
      void worker.terminate();
    };
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() => {
        const { width, height, data, opaque } = answer;
        if (answer.error || !data || !width || !height || data.length !== width * height * 4) {
          reject(new Error(answer.error ?? 'HEIC decode gave no pixels'));
        } else {
          resolve({ width, height, opaque: opaque ?? false, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) });
        }
      }),
    );
    worker.once('error', (err) => settle(() => reject(err)));
    worker.once('exit', (code) => settle(() => reject(new Error(`HEIC decoder exited (${code}) without an answer`))));
  });
}
