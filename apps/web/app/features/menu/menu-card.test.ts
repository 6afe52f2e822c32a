import { describe, expect, it } from 'vitest';
import { menuCard } from './menu-card.ts';
import { testPhoto } from '../../lib/test-fixtures.ts';
import { optionGroup, product } from './menu-test-fixtures.ts';

describe('menuCard', () => {
  it('keeps what the menu reads and drops the option groups', () => {
    const dish = product({ name: 'Garlic Bread', options: [optionGroup({ minSelections: 0 })] });
    const card = menuCard(dish);
    expect(Object.keys(card).sort()).toEqual(
      [
        '_id',
        'allergens',
        'categories',
        'description',
        'dietaryLabels',
        'displayOrder',
        'imageUrl',
        'isActive',
        'isAvailable',
        'isFeatured',
        'name',
        'photo',
        'price',
        'quickAdd',
        'restaurantId',
        'thumbnailUrl',
      ].sort(),
    );
    expect(card).not.toHaveProperty('options');
  });

  it("keeps only the photo's renditions a thumbnail can use (up to 640 px wide)", () => {
    const photo = testPhoto();
    const card = menuCard(product({ photo }));
    expect(card.photo?.sources.map((s) => `${s.width}.${s.format}`)).toEqual(['320.avif', '320.webp', '640.avif', '640.webp']);
    expect(card.photo).toMatchObject({ url: photo.url, width: 800, height: 600, placeholder: photo.placeholder });
    expect(menuCard(product()).photo).toBeNull();
  });

  it("carries what '+' adds: the free defaults, or nothing", () => {
    const size = optionGroup({ name: 'Size', minSelections: 0 });
    const [small] = size.values;
    expect(menuCard(product({ options: [size] })).quickAdd).toEqual([
      { optionId: size._id, valueId: small?._id, optionName: 'Size', valueLabel: 'Small', priceAdjustment: 0 },
    ]);
    expect(menuCard(product({ options: [] })).quickAdd).toEqual([]);
  });

  it('is null when the dish must be chosen on its page', () => {
    expect(menuCard(product({ options: [optionGroup({ minSelections: 1 })] })).quickAdd).toBeNull();
    const paidDefault = optionGroup({
      values: [{ _id: '00000000-0000-4000-8000-0000000000aa', label: 'Large', priceAdjustment: 2, isDefault: true }],
    });
    expect(menuCard(product({ options: [paidDefault] })).quickAdd).toBeNull();
  });
});
