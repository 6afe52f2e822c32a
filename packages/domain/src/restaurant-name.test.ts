import { describe, expect, it } from 'vitest';
import { restaurantNameForms } from './restaurant-name.ts';
import { renderText } from './translate.ts';

describe('a restaurant’s name in a Portuguese sentence', () => {
  it.each([
    ['a', 'Tasca do Porto', ['a Tasca do Porto', 'A Tasca do Porto', 'na Tasca do Porto', 'da Tasca do Porto', 'à Tasca do Porto', 'pela Tasca do Porto']],
    ['o', 'Cantinho', ['o Cantinho', 'O Cantinho', 'no Cantinho', 'do Cantinho', 'ao Cantinho', 'pelo Cantinho']],
    ['as', 'Manas', ['as Manas', 'As Manas', 'nas Manas', 'das Manas', 'às Manas', 'pelas Manas']],
    ['os', 'Compadres', ['os Compadres', 'Os Compadres', 'nos Compadres', 'dos Compadres', 'aos Compadres', 'pelos Compadres']],
    [null, 'The Golden Fork', ['The Golden Fork', 'The Golden Fork', 'em The Golden Fork', 'de The Golden Fork', 'a The Golden Fork', 'por The Golden Fork']],
  ] as const)('contracts the preposition with the article %s', (article, name, expected) => {
    const forms = restaurantNameForms(name, article);
    expect([forms.o, forms.O, forms.em, forms.de, forms.a, forms.por]).toEqual(expected);
  });

  it('fills a text’s dotted form, and the plain placeholder with the name as written', () => {
    const restaurant = restaurantNameForms('Tasca do Porto', 'a');
    expect(renderText('Boas-vindas {{restaurant.a}}', { restaurant })).toBe('Boas-vindas à Tasca do Porto');
    expect(renderText('{{restaurant.O}} confirmou a sua encomenda.', { restaurant })).toBe('A Tasca do Porto confirmou a sua encomenda.');
    expect(renderText('Welcome to {{restaurant}}', { restaurant })).toBe('Welcome to Tasca do Porto');
  });
});
