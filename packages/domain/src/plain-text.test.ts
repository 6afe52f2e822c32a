import { describe, expect, it } from 'vitest';
import { controlCharacterFields, hasControlCharacters } from './plain-text.ts';

describe('plain text', () => {
  it.each([
    ['NUL', 'Fish\u0000Chips', true],
    ['escape', '\u001b[31mred', true],
    ['DEL', 'a\u007fb', true],
    ['C1 control', 'a\u0085b', true],
    ['vertical tab', 'a\u000bb', true],
    ['line breaks and tabs', 'Ring twice.\r\nLeave at door\tthanks', false],
    ['accents and emoji', 'Crème brûlée 🍮 — £4.50', false],
    ['a lone low surrogate (half an emoji)', "'M`]^G\udc24(-9f", true],
    ['a lone high surrogate at the end', 'Pudding \ud83c', true],
    ['a whole emoji at the end', 'Pudding \ud83c\udf6e', false],
    ['empty', '', false],
  ])('%s → %s', (_name, text, refused) => {
    expect(hasControlCharacters(text)).toBe(refused);
  });

  it('names every field, key and array item holding a control character', () => {
    const body = {
      name: 'Ann\u0000',
      items: [{ productName: 'ok' }, { productName: 'bad\u0007' }],
      deliveryAddress: { street: '1 High St', 'ci\u0000ty': 'x' },
      quantity: 2,
      notes: null,
    };
    expect(controlCharacterFields(body)).toEqual(['name', 'items.1.productName', 'deliveryAddress.ci\u0000ty']);
    expect(controlCharacterFields('\u0000')).toEqual(['']);
    expect(controlCharacterFields({ fine: 'yes', list: ['a', 'b'] })).toEqual([]);
  });

  it('stops at the limit and at a nesting depth an honest client never sends', () => {
    expect(controlCharacterFields(Array.from({ length: 50 }, () => '\u0000'), 3)).toHaveLength(3);
    let deep: unknown = '\u0000';
    for (let i = 0; i < 1000; i++) deep = [deep];
    expect(controlCharacterFields(deep)).toEqual([]);
  });
});
