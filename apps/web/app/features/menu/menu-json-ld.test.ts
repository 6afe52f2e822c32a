import { describe, expect, it } from 'vitest';
import { buildMenuSections } from './menu-filters.ts';
import { menuJsonLd, suitableForDiet } from './menu-json-ld.ts';
import { category, product } from './menu-test-fixtures.ts';

describe('menu JSON-LD', () => {
  const starters = category({ name: 'Starters', description: 'Small plates.' });
  const soup = product({
    name: 'Soup',
    description: 'Tomato.',
    price: 6.5,
    categories: [starters._id],
    imageUrl: '/api/v1/images/product/Soup.svg',
    dietaryLabels: ['Vegan', 'Gluten-Free', 'Spicy'],
  });
  const gone = product({ name: 'Wellington', price: 30, categories: [starters._id], isAvailable: false, displayOrder: 20 });
  const ld = menuJsonLd({
    name: 'The Golden Fork menu',
    language: 'en-GB',
    currency: { code: 'GBP', symbol: '£' },
    origin: 'https://fork.example',
    sections: buildMenuSections([starters], [soup, gone]),
  });

  it('is a schema.org Menu with a section per category and an item per dish', () => {
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Menu', name: 'The Golden Fork menu', url: 'https://fork.example/menu', inLanguage: 'en-GB' });
    const sections = ld.hasMenuSection as Record<string, unknown>[];
    expect(sections).toHaveLength(1);
    expect(sections[0]).toMatchObject({ '@type': 'MenuSection', name: 'Starters', description: 'Small plates.' });
    expect((sections[0]?.hasMenuItem as unknown[]).length).toBe(2);
  });

  it('gives each dish its absolute image, diets and an Offer with a 2-decimal price', () => {
    const [item, soldOut] = (ld.hasMenuSection as { hasMenuItem: Record<string, unknown>[] }[])[0]!.hasMenuItem;
    expect(item).toMatchObject({
      '@type': 'MenuItem',
      name: 'Soup',
      description: 'Tomato.',
      image: 'https://fork.example/api/v1/images/product/Soup.svg',
      suitableForDiet: ['https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet'],
      offers: { '@type': 'Offer', price: '6.50', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
    });
    expect(soldOut).toMatchObject({ offers: { price: '30.00', availability: 'https://schema.org/OutOfStock' } });
    expect(soldOut?.suitableForDiet).toBeUndefined();
  });

  it('maps only the diets schema.org knows', () => {
    expect(suitableForDiet(['Vegetarian'])).toEqual(['https://schema.org/VegetarianDiet']);
    expect(suitableForDiet(['Spicy', 'Keto'])).toEqual([]);
  });
});
