/**
 * ESC/POS, the command set of thermal receipt printers (Epson's, and nearly every other's): a
 * ticket's lines as the bytes to send on raw TCP port 9100. Text goes out in Windows-1252 (code
 * table 16), which covers the accents of the restaurants' languages and the euro and pound signs;
 * a character it lacks prints as '?' rather than breaking the ticket.
 */
import type { TicketLine } from '@platter/domain';

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

/**
 * Windows-1252's bytes 0x80–0x9F, written out (the rest of 0xA0–0xFF is Latin-1's; 0x81, 0x8D,
 * 0x8F, 0x90 and 0x9D are unassigned). Not from TextDecoder('windows-1252'): Node 20.18 and later
 * decode those bytes as Latin-1's control characters (nodejs/node#56542), which turned every euro
 * into '?' (issue 40).
 */
export const CP1252_HIGH: ReadonlyMap<string, number> = new Map([
  ['€', 0x80],
  ['‚', 0x82],
  ['ƒ', 0x83],
  ['„', 0x84],
  ['…', 0x85],
  ['†', 0x86],
  ['‡', 0x87],
  ['ˆ', 0x88],
  ['‰', 0x89],
  ['Š', 0x8a],
  ['‹', 0x8b],
  ['Œ', 0x8c],
  ['Ž', 0x8e],
  ['‘', 0x91],
  ['’', 0x92],
  ['“', 0x93],
  ['”', 0x94],
  ['•', 0x95],
  ['–', 0x96],
  ['—', 0x97],
  ['˜', 0x98],
  ['™', 0x99],
  ['š', 0x9a],
  ['›', 0x9b],
  ['œ', 0x9c],
  ['ž', 0x9e],
  ['Ÿ', 0x9f],
]);

const CP1252_HIGH_BYTES = new Map([...CP1252_HIGH].map(([char, byte]) => [byte, char]));

/** Windows-1252 bytes as text (what the printer prints; a test's stand-in printer reads tickets with it). */
export function fromCp1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += CP1252_HIGH_BYTES.get(byte) ?? (byte >= 0x80 && byte < 0xa0 ? '?' : String.fromCharCode(byte));
  return text;
}

export function toCp1252(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (code >= 0x20 && code < 0x7f) bytes.push(code);
    else if (code >= 0xa0 && code <= 0xff) bytes.push(code);
    else bytes.push(CP1252_HIGH.get(char) ?? 0x3f);
  }
  return bytes;
}

/** The ticket as ESC/POS: initialise, code table, each line with its alignment, emphasis and size; then feed and cut. */
export function encodeTicket(lines: readonly TicketLine[]): Buffer {
  const bytes: number[] = [ESC, 0x40, ESC, 0x74, 16];
  for (const line of lines) {
    bytes.push(ESC, 0x61, line.center ? 1 : 0);
    bytes.push(ESC, 0x45, line.bold ? 1 : 0);
    bytes.push(GS, 0x21, line.big ? 0x11 : 0x00);
    bytes.push(...toCp1252(line.text), LF);
  }
  // Back to normal, feed past the cutter, partial cut.
  bytes.push(GS, 0x21, 0, ESC, 0x45, 0, ESC, 0x61, 0, ESC, 0x64, 4, GS, 0x56, 66, 0);
  return Buffer.from(bytes);
}
