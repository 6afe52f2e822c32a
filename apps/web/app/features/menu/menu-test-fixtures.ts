import type { Category, OptionGroup, Product, PublicPromotion } from '@platter/domain';
import { testProduct, testPromotion } from '../../lib/test-fixtures.ts';
import { menuCard, type MenuCardProduct } from './menu-card.ts';

const RESTAURANT = '00000000-0000-4000-8000-000000000001';
let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function category(overrides: Partial<Category> = {}): Category {
  return { _id: uuid(), name: 'Starters', description: '', displayOrder: 10, isActive: true, ...overrides };
}

/** A whole dish that is also its menu card (`quickAdd` computed from its options), for either use. */
export function product(overrides: Partial<Product> = {}): Product & MenuCardProduct {
  const dish = testProduct({ _id: uuid(), restaurantId: RESTAURANT, name: 'Dish', price: 10, displayOrder: 10, ...overrides });
  return { ...dish, quickAdd: menuCard(dish).quickAdd };
}

export function optionGroup(overrides: Partial<OptionGroup> = {}): OptionGroup {
  const values = [
    { _id: uuid(), label: 'Small', priceAdjustment: 0, isDefault: true },
    { _id: uuid(), label: 'Large', priceAdjustment: 2, isDefault: false },
  ];
  return { _id: uuid(), name: 'Size', minSelections: 0, maxSelections: 1, values, ...overrides };
}

export function promotion(overrides: Partial<PublicPromotion> = {}): PublicPromotion {
  return testPromotion({ _id: uuid(), ...overrides });
}
