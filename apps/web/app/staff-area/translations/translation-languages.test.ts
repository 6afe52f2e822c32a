import { describe, expect, it } from 'vitest';
import { defaultLanguageOf, translationLanguages } from './translation-languages.ts';

describe('translationLanguages', () => {
  it("offers the restaurant's other offered languages, none when it offers one", () => {
    expect(translationLanguages({ languages: { default: 'en-GB', offered: ['en-GB'] } })).toEqual([]);
    expect(translationLanguages({ languages: { default: 'en-GB', offered: ['en-GB', 'pt-PT'] } })).toEqual(['pt-PT']);
    expect(translationLanguages({ languages: { default: 'pt-PT', offered: ['pt-PT', 'en-GB'] } })).toEqual(['en-GB']);
    expect(defaultLanguageOf({ languages: { default: 'pt-PT', offered: ['pt-PT', 'en-GB'] } })).toBe('pt-PT');
    expect(defaultLanguageOf(null)).toBe('en-GB');
    expect(translationLanguages(null)).toEqual([]);
  });
});
