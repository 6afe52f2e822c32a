import { describe, expect, it } from 'vitest';
import { defaultLanguageOf, translationLanguages } from './translation-languages.ts';

describe('translationLanguages', () => {
  it('offers every other language beyond the default', () => {
    expect(translationLanguages({ address: { country: 'United Kingdom' } })).toEqual(['pt-PT']);
    expect(translationLanguages({ address: { country: 'Portugal' } })).toEqual(['en-GB']);
    expect(defaultLanguageOf(null)).toBe('en-GB');
  });

  it("follows the restaurant's languages once it carries them", () => {
    expect(translationLanguages({ languages: { default: 'en-GB', offered: ['en-GB'] } })).toEqual([]);
    expect(translationLanguages({ address: { country: 'Portugal' }, languages: { default: 'en-GB', offered: ['en-GB', 'pt-PT'] } })).toEqual(['pt-PT']);
  });
});
