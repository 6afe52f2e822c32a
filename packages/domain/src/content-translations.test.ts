import { describe, expect, it } from 'vitest';
import { compactTranslations, localized, localizedText, translationsSchema } from './content-translations.ts';
import { menuText } from './contracts/menu-rules.ts';

const dish = {
  name: 'Sardinhas assadas',
  description: 'Com pimentos e batata cozida.',
  price: 13.5,
  translations: { 'en-GB': { name: 'Grilled sardines', description: '' } },
};

describe('localized', () => {
  it('shows the translated text in its language', () => {
    expect(localized(dish, 'en-GB', ['name', 'description']).name).toBe('Grilled sardines');
  });

  it('falls back to the default language for a blank or missing field', () => {
    const shown = localized(dish, 'en-GB', ['name', 'description']);
    expect(shown.description).toBe('Com pimentos e batata cozida.');
    expect(localized({ ...dish, translations: { 'en-GB': { name: '   ' } } }, 'en-GB', ['name']).name).toBe('Sardinhas assadas');
  });

  it('keeps the row as it is in a language it has no translation for, or without translations', () => {
    expect(localized(dish, 'pt-PT', ['name', 'description'])).toBe(dish);
    const plain = { name: 'Fish pie', translations: null };
    expect(localized(plain, 'pt-PT', ['name'])).toBe(plain);
  });

  it('changes only the fields named, and never other fields', () => {
    const shown = localized({ ...dish, translations: { 'en-GB': { name: 'Grilled sardines', price: '1' } as never } }, 'en-GB', ['name']);
    expect(shown).toMatchObject({ name: 'Grilled sardines', price: 13.5 });
  });

  it('localizedText: one field by the same rule', () => {
    expect(localizedText('Sopa', { 'en-GB': { name: 'Soup' } }, 'en-GB', 'name')).toBe('Soup');
    expect(localizedText('Sopa', { 'en-GB': { name: '' } }, 'en-GB', 'name')).toBe('Sopa');
    expect(localizedText('Sopa', undefined, 'en-GB', 'name')).toBe('Sopa');
  });
});

describe('translationsSchema', () => {
  const schema = translationsSchema({ name: menuText(200), description: menuText(50) });

  it('accepts known languages with some of the fields', () => {
    expect(schema.parse({ 'en-GB': { name: 'Soup' } })).toEqual({ 'en-GB': { name: 'Soup' } });
    expect(schema.parse({})).toEqual({});
  });

  it('refuses a language the domain does not know, and a field the row has not', () => {
    const unknown = schema.safeParse({ 'fr-FR': { name: 'Soupe' } });
    expect(unknown.success).toBe(false);
    expect(JSON.stringify(unknown.error?.issues)).toContain('fr-FR');
    expect(schema.safeParse({ 'en-GB': { price: 'x' } }).success).toBe(false);
  });

  it('applies the field rules (length)', () => {
    expect(schema.safeParse({ 'en-GB': { description: 'x'.repeat(51) } }).success).toBe(false);
  });
});

describe('compactTranslations', () => {
  it('drops blank texts and languages left empty', () => {
    expect(compactTranslations({ 'en-GB': { name: ' ', description: 'Soup' }, 'pt-PT': { name: '' } })).toEqual({ 'en-GB': { description: 'Soup' } });
    expect(compactTranslations(null)).toEqual({});
  });
});
