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

/** Windows-1252's bytes 0x80–0x9F, by character (the rest of 0xA0–0xFF is Latin-1's). */
const CP1252_HIGH = new Map<string, number>(
  Array.from({ length: 32 }, (_unused, i) => [new TextDecoder('windows-1252').decode(Uint8Array.of(0x80 + i)), 0x80 + i] as const).filter(
    ([char]) => char.length === 1 && char.charCodeAt(0) > 0xff,
  ),
);

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
