/**
 * A restaurant's home-screen icons, drawn from its logo with sharp: plain squares at 192 and 512,
 * a maskable 512 whose logo sits inside the centre safe zone (the inner 80% circle) on the
 * restaurant's background, and a 180 apple-touch icon (iOS shows transparency as black, so it
 * has the background too). Without a logo, or when the logo cannot be read, the restaurant's
 * initial on its primary colour. Drawn once per look and kept (their URLs carry the look's hash).
 */
import sharp from 'sharp';
import { ICON_FILES, type IconFile, type IconSource } from './manifest.ts';

/** A logo's bytes (a picture on this site), or null when there is none to read. */
export type LogoReader = (url: string) => Promise<Buffer | null>;

const MAX_KEPT = 64;
/** Of the icon's side: the logo in a maskable icon (a circle of 80% holds a square of 57%, a round logo of 80%). */
const MASKABLE_LOGO = 0.6;
const APPLE_LOGO = 0.8;
const MAX_LOGO_PIXELS = 4096 * 4096;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The initial on the primary colour; full bleed when the platform masks it, rounded otherwise. */
export function initialTileSvg(source: IconSource, size: number, rounded: boolean): string {
  const radius = rounded ? Math.round(size * 0.18) : 0;
  const fontSize = Math.round(size * 0.46);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${source.primary}"/>
<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="${source.onPrimary}">${escapeXml(source.initial)}</text>
</svg>`;
}

async function logoSquare(logo: Buffer, side: number): Promise<Buffer> {
  return sharp(logo, { limitInputPixels: MAX_LOGO_PIXELS, density: 300 })
    .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

async function onBackground(logo: Buffer, size: number, share: number, background: string): Promise<Buffer> {
  const side = Math.round(size * share);
  const inset = Math.round((size - side) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await logoSquare(logo, side), left: inset, top: inset }])
    .png()
    .toBuffer();
}

export async function drawIcon(source: IconSource, file: IconFile, readLogo: LogoReader): Promise<Buffer> {
  const { size, purpose } = ICON_FILES[file];
  const logo = source.logoUrl ? await readLogo(source.logoUrl).catch(() => null) : null;
  if (logo) {
    try {
      if (purpose === 'any') return await logoSquare(logo, size);
      return await onBackground(logo, size, purpose === 'maskable' ? MASKABLE_LOGO : APPLE_LOGO, source.background);
    } catch {
      // Not a picture sharp can read: the initial instead.
    }
  }
  return sharp(Buffer.from(initialTileSvg(source, size, purpose === 'any'))).png().toBuffer();
}

/** Drawn icons by look and file, a few dozen at most (one look per restaurant is current). */
export class IconCache {
  private readonly kept = new Map<string, Promise<Buffer>>();

  get(version: string, file: IconFile, draw: () => Promise<Buffer>): Promise<Buffer> {
    const key = `${version}/${file}`;
    let icon = this.kept.get(key);
    if (!icon) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear();
      icon = draw();
      this.kept.set(key, icon);
      icon.catch(() => this.kept.delete(key));
    }
    return icon;
  }
}
