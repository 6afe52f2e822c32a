/**
 * Deterministic SVG artwork for dishes, covers, hero slides and logos, drawn by the app itself
 * so the storefront depends on no third-party image host. Same name → same picture, in every frame.
 */

export const ARTWORK_KINDS = ['product', 'thumb', 'cover', 'highlight', 'logo', 'about'] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

const SIZES: Record<ArtworkKind, { width: number; height: number }> = {
  product: { width: 800, height: 600 },
  thumb: { width: 320, height: 320 },
  cover: { width: 1600, height: 700 },
  highlight: { width: 1600, height: 700 },
  logo: { width: 256, height: 256 },
  about: { width: 1200, height: 800 },
};

/** [from, to] background gradient and a contrasting accent. */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#f6d365', '#fda085', '#7a2e0e'],
  ['#ff9a8b', '#ff6a88', '#5c1a2b'],
  ['#a1c4fd', '#c2e9fb', '#1f3b63'],
  ['#84fab0', '#8fd3f4', '#144d3a'],
  ['#fccb90', '#d57eeb', '#3e1c4f'],
  ['#e0c3fc', '#8ec5fc', '#2d2a6e'],
  ['#f093fb', '#f5576c', '#4a0d2a'],
  ['#fbc2eb', '#a6c1ee', '#3b2b5a'],
  ['#fdcbf1', '#e6dee9', '#5a3d55'],
  ['#d4fc79', '#96e6a1', '#234d20'],
  ['#ffecd2', '#fcb69f', '#6b2f1a'],
  ['#c79081', '#dfa579', '#3d1f12'],
];

const FOOD_COLOURS = ['#e4572e', '#4caf50', '#f6c445', '#8d5524', '#f3e9d2', '#c0392b', '#6a994e', '#ffb703'];

/** FNV-1a, 32 bit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small deterministic sequence of numbers in [0, 1) seeded by the name. */
function randomFrom(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** 'fish-and-chips' → 'Fish and Chips'; a name with spaces is kept as written. */
export function displayName(raw: string): string {
  const text = raw.trim();
  if (/\s/.test(text) || !text.includes('-')) return text;
  const small = new Set(['and', 'of', 'with', 'the', 'de', 'do', 'da', 'e', 'a', 'à', 'in', 'on']);
  return text
    .split('-')
    .filter(Boolean)
    .map((word, i) => (i > 0 && small.has(word.toLowerCase()) ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ');
}


const SERIF = "Georgia, 'Iowan Old Style', 'Times New Roman', serif";


function defs(from: string, to: string, angle: number): string {
  return `<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="plate" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ece7df"/></radialGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="6" flood-color="#000" flood-opacity=".28"/></filter>
</defs>`;
}

/** Soft translucent circles that give the flat gradient some depth. */
function bokeh(random: () => number, width: number, height: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = Math.round((0.08 + random() * 0.22) * Math.min(width, height));
    out += `<circle cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" r="${r}" fill="#fff" opacity="${(0.06 + random() * 0.1).toFixed(2)}"/>`;
  }
  return out;
}

/** A plate seen from above with a composed dish on it, and cutlery on either side. */
function plate(random: () => number, cx: number, cy: number, r: number, accent: string): string {
  let food = '';
  const pieces = 4 + Math.floor(random() * 4);
  for (let i = 0; i < pieces; i++) {
    const angle = random() * Math.PI * 2;
    const distance = random() * r * 0.42;
    const size = r * (0.14 + random() * 0.16);
    const colour = FOOD_COLOURS[Math.floor(random() * FOOD_COLOURS.length)]!;
    const x = (cx + Math.cos(angle) * distance).toFixed(1);
    const y = (cy + Math.sin(angle) * distance).toFixed(1);
    food +=
      i % 3 === 2
        ? `<path d="M0 ${-size} C ${size * 0.9} ${-size * 0.4} ${size * 0.9} ${size * 0.4} 0 ${size} C ${-size * 0.9} ${size * 0.4} ${-size * 0.9} ${-size * 0.4} 0 ${-size} Z" transform="translate(${x} ${y}) rotate(${Math.round(random() * 180)})" fill="${colour}"/>`
        : `<circle cx="${x}" cy="${y}" r="${size.toFixed(1)}" fill="${colour}" stroke="#00000018" stroke-width="2"/>`;
  }
  const forkX = cx - r * 1.35;
  const knifeX = cx + r * 1.35;
  const top = cy - r * 0.9;
  const length = r * 1.8;
  return `<g filter="url(#shadow)">
<rect x="${forkX - 7}" y="${top}" width="14" height="${length}" rx="7" fill="#fff" opacity=".9"/>
<rect x="${forkX - 18}" y="${top}" width="36" height="${r * 0.45}" rx="10" fill="#fff" opacity=".9"/>
<path d="M${knifeX - 9} ${top} q 26 ${r * 0.5} 9 ${r * 0.95} v ${length - r * 0.95} h -18 z" fill="#fff" opacity=".9"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#plate)"/>
</g>
<circle cx="${cx}" cy="${cy}" r="${r * 0.76}" fill="none" stroke="${accent}" stroke-opacity=".12" stroke-width="3"/>
${food}`;
}

/**
 * The picture of `rawName` in the `kind`'s frame. The name alone picks the colours and the dish
 * (its own random sequence), so a dish's photo and its thumbnail show the same plate wherever
 * the page shows it (menu card, cart, dish page); the kind only sizes the frame and its
 * background decoration.
 */
export function artworkSvg(kind: ArtworkKind, rawName: string): string {
  const name = displayName(rawName).slice(0, 80) || 'Platter';
  const seed = hash(name);
  const random = randomFrom(seed);
  const dish = randomFrom(hash(`dish:${name}`));
  const backdrop = randomFrom(hash(`${kind}:${name}`));
  const [from, to, accent] = PALETTES[seed % PALETTES.length]!;
  const { width, height } = SIZES[kind];
  const angle = 20 + Math.round(random() * 120);
  let body = `<rect width="${width}" height="${height}" fill="url(#bg)"/>`;

  switch (kind) {
    case 'product':
      body += bokeh(backdrop, width, height, 5);
      // No caption: the page prints the dish name beside the picture, and text in an image
      // collides with overlays (hero titles) and cannot be translated.
      body += plate(dish, width / 2, height / 2, 170, accent);
      break;
    case 'thumb':
      body += bokeh(backdrop, width, height, 3);
      body += plate(dish, width / 2, height / 2, 100, accent);
      break;
    case 'logo': {
      const initials = name
        .split(/\s+/)
        .filter((w) => /^\p{Lu}/u.test(w))
        .slice(0, 2)
        .map((w) => w[0])
        .join('');
      body = `<circle cx="128" cy="128" r="124" fill="url(#bg)"/><circle cx="128" cy="128" r="108" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>`;
      body += `<text x="128" y="152" text-anchor="middle" font-family="${SERIF}" font-size="84" font-weight="700" fill="#fff" filter="url(#shadow)">${escapeXml(initials || name[0] || 'P')}</text>`;
      break;
    }
    default: {
      body += bokeh(backdrop, width, height, 9);
      body += plate(dish, width * 0.78, height * 0.52, Math.min(width, height) * 0.3, accent);
    }
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">${defs(from, to, angle)}${body}</svg>`;
}

/** The spec's placeholder image service: a neutral frame reading 'Image not available'. */
export function placeholderSvg(width: number, height: number): string {
  const icon = Math.round(Math.min(width, height) * 0.28);
  const cx = width / 2;
  const cy = height / 2 - icon * 0.25;
  const fontSize = Math.max(10, Math.round(Math.min(width / 14, height / 8)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Image not available">
<rect width="${width}" height="${height}" fill="#eceff1"/>
<g transform="translate(${cx - icon / 2} ${cy - icon / 2}) scale(${icon / 24})" fill="#b0bec5"><path d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2M8.5 13.5l2.5 3 3.5-4.5 4.5 6H5z"/></g>
<text x="${cx}" y="${cy + icon / 2 + fontSize * 1.4}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" fill="#78909c">Image not available</text>
</svg>`;
}
