import type { Product, PublicRestaurant } from '@platter/domain';

/** Shared by the cart tests (not shipped: only *.test files import it). */
export function testProduct(overrides: Partial<Product> & Pick<Product, '_id' | 'name' | 'price'>): Product {
  return {
    restaurantId: 'r-gf',
    description: '',
    imageUrl: null,
    thumbnailUrl: null,
    categories: [],
    options: [],
    allergens: [],
    dietaryLabels: [],
    isActive: true,
    isFeatured: false,
    isAvailable: true,
    displayOrder: 0,
    ...overrides,
  };
}

export const sauces = {
  _id: 'g-sauce',
  name: 'Sauces',
  minSelections: 1,
  maxSelections: 2,
  values: [
    { _id: 'v-house', label: 'House Burger Sauce', priceAdjustment: 0, isDefault: true },
    { _id: 'v-ketchup', label: 'Ketchup', priceAdjustment: 0, isDefault: false },
    { _id: 'v-bbq', label: 'Smoky BBQ', priceAdjustment: 0, isDefault: false },
    { _id: 'v-chipotle', label: 'Chipotle Mayo', priceAdjustment: 0.5, isDefault: false },
  ],
};

export const burger = testProduct({ _id: 'p-burger', name: 'The Golden Burger', price: 15.5, options: [sauces] });
export const chips = testProduct({ _id: 'p-chips', name: 'Triple-Cooked Chips', price: 4.5 });

export function testRestaurant(overrides: Partial<PublicRestaurant> = {}): PublicRestaurant {
  return {
    _id: 'r-gf',
    name: 'The Golden Fork',
    slug: 'golden-fork',
    currency: { code: 'GBP', symbol: '£' },
    ...overrides,
  } as PublicRestaurant; // only the fields the cart reads
}

export const goldenForkCart = { restaurantId: 'r-gf', restaurantName: 'The Golden Fork', restaurantSlug: 'golden-fork' };
