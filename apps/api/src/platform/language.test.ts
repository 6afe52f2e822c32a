import { describe, expect, it } from 'vitest';
import { languageAmong, languageChoiceOf } from './language.ts';

describe('the request language', () => {
  it('reads the platter_lang choice, and takes a cookie that is not even percent-encoding as no choice (never a throw)', () => {
    expect(languageChoiceOf('a=1; platter_lang=pt-PT')).toBe('pt-PT');
    expect(languageChoiceOf('platter_lang=%E0%A4')).toBeNull();
    expect(languageChoiceOf(undefined)).toBeNull();
    const tasca = { default: 'pt-PT' as const, offered: ['pt-PT' as const, 'en-GB' as const] };
    expect(languageAmong({ headers: { cookie: 'platter_lang=%E0', 'accept-language': 'en-GB,en;q=0.9' } }, tasca)).toBe('en-GB');
  });
});
