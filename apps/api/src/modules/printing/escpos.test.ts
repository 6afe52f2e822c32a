/**
 * ESC/POS text in Windows-1252 (code table 16): the euro, dashes, curly quotes and the ellipsis go
 * out as their own bytes on both paper widths, never as '?' (issue 40: Node's TextDecoder reads
 * 0x80–0x9F as Latin-1 since 20.18, and the old table, built from it, lost them).
 */
import { describe, expect, it } from 'vitest';
import { testPageLines, TICKET_COLUMNS, type PaperWidth } from '@platter/domain';
import { decodeEscPos } from '../../test/printer-stand-in.ts';
import { encodeTicket, toCp1252 } from './escpos.ts';

describe('ESC/POS text', () => {
  it('writes every Windows-1252 character as its byte, and only what it lacks as ?', () => {
    expect(toCp1252('€ — – “ ” ‘ ’ … • ™')).toEqual([0x80, 0x20, 0x97, 0x20, 0x96, 0x20, 0x93, 0x20, 0x94, 0x20, 0x91, 0x20, 0x92, 0x20, 0x85, 0x20, 0x95, 0x20, 0x99]);
    expect(toCp1252('£ á ç ã õ ê Ü ñ')).toEqual([0xa3, 0x20, 0xe1, 0x20, 0xe7, 0x20, 0xe3, 0x20, 0xf5, 0x20, 0xea, 0x20, 0xdc, 0x20, 0xf1]);
    // Decomposed accents are composed first; what the code table lacks prints as '?', never breaks the ticket.
    expect(toCp1252('ça\u0303')).toEqual([0xe7, 0xe3]);
    expect(toCp1252('→ ✓ 🍕')).toEqual([0x3f, 0x20, 0x3f, 0x20, 0x3f]);
  });

  for (const paperWidth of [58, 80] as PaperWidth[]) {
    it(`prints € — “ ” … and a Portuguese amount on ${paperWidth} mm paper as they are written`, () => {
      const lines = testPageLines({ restaurantName: 'Tasca do Porto', printerName: 'Cozinha', paperWidth, at: new Date('2026-11-25T19:05:00Z'), timeZone: 'Europe/Lisbon', language: 'pt-PT', currencySymbol: '€' });
      const bytes = encodeTicket(lines);
      for (const byte of [0x80, 0x97, 0x93, 0x94, 0x85]) expect(bytes.includes(byte), `0x${byte.toString(16)}`).toBe(true);
      const [printed] = decodeEscPos(bytes).tickets;
      expect(printed).toBe(lines.map((line) => line.text).join('\n'));
      expect(printed).not.toContain('?');
      expect(printed).toContain('€ £ — – “ ” ‘ ’ …');
      expect(printed).toMatch(new RegExp(`^Valor +1234,50\u00a0€$`, 'm'));
      for (const line of printed!.split('\n')) expect(line.length).toBeLessThanOrEqual(TICKET_COLUMNS[paperWidth]);
    });
  }
});
