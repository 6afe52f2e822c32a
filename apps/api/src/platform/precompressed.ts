/**
 * Answers that are cached serialised (the menu) are also cached compressed: each body is brotli-
 * and gzip-compressed once, at a higher level than per-request compression can afford, and every
 * later request that accepts it gets those bytes as they are (platform/compression.ts leaves a
 * body that already has a Content-Encoding alone).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The client's preferred coding among ours (RFC 9110 q-values; `*` counts; ties go to brotli). */
export function preferredCoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** A text's compressed forms, each made once (on first use) and kept with it. */
export class CompressedVariants {
  private readonly made = new Map<ContentCoding, Promise<Buffer>>();

  constructor(private readonly text: string) {}

  get(coding: ContentCoding): Promise<Buffer> {
    let variant = this.made.get(coding);
    if (!variant) {
      const input = Buffer.from(this.text, 'utf8');
      variant =
        coding === 'br'
          ? brotli(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: input.length } })
          : gzipAsync(input, { level: 9 });
      this.made.set(coding, variant);
    }
    return variant;
  }
}
