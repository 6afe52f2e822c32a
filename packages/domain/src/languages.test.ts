import { describe, expect, it } from 'vitest';
import { formatPrice } from './money.ts';
import { isLanguage, negotiateLanguage, parseAcceptLanguage, type RestaurantLanguages } from './languages.ts';
import { restaurantLanguagesSchema } from './contracts/languages.ts';

const tasca: RestaurantLanguages = { default: 'pt-PT', offered: ['pt-PT', 'en-GB'] };
const goldenFork: RestaurantLanguages = { default: 'en-GB', offered: ['en-GB'] };

describe('negotiateLanguage', () => {
  it.each([
    ['an offered choice wins over the browser', { choice: 'en-GB', acceptLanguage: 'pt-PT' }, tasca, 'en-GB'],
    ['a choice not offered is ignored', { choice: 'pt-PT', acceptLanguage: 'en-GB' }, goldenFork, 'en-GB'],
    ['an unknown choice is ignored', { choice: 'fr-FR', acceptLanguage: 'en-GB,en;q=0.9' }, tasca, 'en-GB'],
    ['the browser language when offered', { acceptLanguage: 'en-GB,en;q=0.9' }, tasca, 'en-GB'],
    ['`pt` matches pt-PT', { acceptLanguage: 'pt' }, { default: 'en-GB', offered: ['en-GB', 'pt-PT'] }, 'pt-PT'],
    ['`en` and `en-US` match en-GB', { acceptLanguage: 'en-US,en;q=0.9' }, tasca, 'en-GB'],
    ['q-values order the browser languages', { acceptLanguage: 'pt;q=0.4, en;q=0.8' }, tasca, 'en-GB'],
    ['a language the restaurant does not offer is skipped', { acceptLanguage: 'fr-FR, pt;q=0.5' }, tasca, 'pt-PT'],
    ['q=0 refuses a language', { acceptLanguage: 'en;q=0, fr' }, tasca, 'pt-PT'],
    ['no match: the default', { acceptLanguage: 'de-DE,fr;q=0.5' }, tasca, 'pt-PT'],
    ['nothing: the default', {}, goldenFork, 'en-GB'],
    ['a wildcard is the default', { acceptLanguage: '*' }, tasca, 'pt-PT'],
  ] as const)('%s', (_name, request, languages, expected) => {
    expect(negotiateLanguage({ ...request, languages: languages as RestaurantLanguages })).toBe(expected);
  });
});

describe('parseAcceptLanguage', () => {
  it('sorts by weight, keeps the order of ties, drops empty and malformed parts', () => {
    expect(parseAcceptLanguage('en;q=0.5, pt-PT, ,fr;q=abc, de;q=0.5')).toEqual([
      { tag: 'pt-pt', q: 1 },
      { tag: 'en', q: 0.5 },
      { tag: 'de', q: 0.5 },
    ]);
  });
});

describe('restaurantLanguagesSchema', () => {
  it('needs the default among the offered', () => {
    expect(restaurantLanguagesSchema.safeParse({ default: 'pt-PT', offered: ['en-GB'] }).success).toBe(false);
    expect(restaurantLanguagesSchema.safeParse({ default: 'en-GB', offered: [] }).success).toBe(false);
    expect(restaurantLanguagesSchema.safeParse({ default: 'en-GB', offered: ['en-GB', 'en-GB'] }).success).toBe(false);
    expect(restaurantLanguagesSchema.safeParse({ default: 'fr-FR', offered: ['fr-FR'] }).success).toBe(false);
    expect(restaurantLanguagesSchema.parse(tasca)).toEqual(tasca);
  });

  it('knows its languages', () => {
    expect(isLanguage('pt-PT')).toBe(true);
    expect(isLanguage('pt')).toBe(false);
  });
});

describe('formatPrice by language', () => {
  it('writes prices as each language does', () => {
    expect(formatPrice(13.5, '€', 'pt-PT')).toBe('13,50\u00a0€');
    expect(formatPrice(12345.5, '€', 'pt-PT')).toBe('12\u00a0345,50\u00a0€');
    expect(formatPrice(13.5, '£', 'en-GB')).toBe('£13.50');
    expect(formatPrice(13.5, '£')).toBe('£13.50');
  });
});
