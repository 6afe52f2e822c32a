import { describe, expect, it } from 'vitest';
import { artworkSvg } from './artwork.ts';

/** The background's colours and the dish's pieces (their colours and shapes, in order). */
function identity(svg: string) {
  const stops = [...svg.matchAll(/<stop offset="[01]" stop-color="(#[0-9a-f]{6})"\/>/g)].slice(0, 2).map((m) => m[1]);
  const pieces = [...svg.matchAll(/<(circle|path)[^>]*fill="(#[0-9a-f]{6})"/g)]
    .filter((m) => m[2] !== '#fff' && m[2] !== '#ffffff')
    .map((m) => `${m[1]}:${m[2]}`);
  return { stops, pieces };
}

describe('artworkSvg', () => {
  it("draws a dish's photo and its thumbnail as the same plate (the art belongs to the dish, not to where it is shown)", () => {
    for (const name of ['Margherita', 'Beer-Battered Fish & Chips', 'Francesinha']) {
      const photo = identity(artworkSvg('product', name));
      const thumb = identity(artworkSvg('thumb', name));
      expect(photo.pieces.length, name).toBeGreaterThan(3);
      expect(thumb, name).toEqual(photo);
    }
  });

  it('draws different dishes differently, the same dish the same every time', () => {
    expect(artworkSvg('thumb', 'Margherita')).toBe(artworkSvg('thumb', 'Margherita'));
    expect(identity(artworkSvg('thumb', 'Margherita'))).not.toEqual(identity(artworkSvg('thumb', 'Francesinha')));
  });
});
