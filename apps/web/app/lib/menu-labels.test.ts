import { DIETARY_LABELS, UK_ALLERGENS } from '@platter/domain';
import { describe, expect, it } from 'vitest';
import { i18n, registerCatalogues } from '../i18n/index.ts';
import { allergenText, dietaryText } from './menu-labels.ts';

registerCatalogues(import.meta.glob('../i18n/*/menu.json', { eager: true, import: 'default' }));

describe("a dish's dietary labels and allergens in the page's language (issue 31)", () => {
  const english = i18n.getFixedT('en-GB', 'menu');
  const portuguese = i18n.getFixedT('pt-PT', 'menu');

  it('reads in English as the menu stores them (the spec’s words)', () => {
    for (const label of DIETARY_LABELS) expect(dietaryText(english, label)).toBe(label);
    for (const allergen of UK_ALLERGENS) expect(allergenText(english, allergen)).toBe(allergen);
  });

  it('reads in Portuguese on a Portuguese page, every one of them', () => {
    expect(dietaryText(portuguese, 'Vegetarian')).toBe('Vegetariano');
    expect(dietaryText(portuguese, 'Gluten-Free')).toBe('Sem glúten');
    expect(allergenText(portuguese, 'Milk')).toBe('Leite');
    expect(allergenText(portuguese, 'Nuts')).toBe('Frutos de casca rija');
    // Halal and Kosher are the same words in Portuguese; every other one is translated.
    for (const label of DIETARY_LABELS.filter((label) => label !== 'Halal' && label !== 'Kosher')) expect(dietaryText(portuguese, label)).not.toBe(label);
    for (const allergen of UK_ALLERGENS) expect(allergenText(portuguese, allergen)).not.toBe(allergen);
  });

  it('keeps a label it has no text for as it is', () => {
    expect(dietaryText(portuguese, 'Pescatarian')).toBe('Pescatarian');
  });
});
