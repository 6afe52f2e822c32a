import type { CartLine, OptionGroup, Product, PublicRestaurant, SavedAddress, User } from '@platter/domain';

/** Shared by the web tests (not shipped: only *.test files import it). */

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

/** An option group; each value is `[_id, label, priceAdjustment, isDefault]`. */
export function testOptionGroup(
  group: Pick<OptionGroup, '_id' | 'name' | 'minSelections' | 'maxSelections'>,
  values: readonly (readonly [_id: string, label: string, priceAdjustment: number, isDefault: boolean])[],
): OptionGroup {
  return { ...group, values: values.map(([_id, label, priceAdjustment, isDefault]) => ({ _id, label, priceAdjustment, isDefault })) };
}

export const sauces = testOptionGroup({ _id: 'g-sauce', name: 'Sauces', minSelections: 1, maxSelections: 2 }, [
  ['v-house', 'House Burger Sauce', 0, true],
  ['v-ketchup', 'Ketchup', 0, false],
  ['v-bbq', 'Smoky BBQ', 0, false],
  ['v-chipotle', 'Chipotle Mayo', 0.5, false],
]);

export const burger = testProduct({ _id: 'p-burger', name: 'The Golden Burger', price: 15.5, options: [sauces] });
export const chips = testProduct({ _id: 'p-chips', name: 'Triple-Cooked Chips', price: 4.5 });

/** The Golden Fork as the cart and checkout read it: London time, open 12:00–22:30 Tuesday to Sunday. */
export function testRestaurant(overrides: Partial<PublicRestaurant> = {}): PublicRestaurant {
  const lunchAndDinner = { open: '12:00', close: '22:30', isClosed: false };
  return {
    _id: 'r-gf',
    name: 'The Golden Fork',
    slug: 'golden-fork',
    currency: { code: 'GBP', symbol: '£' },
    timeZone: 'Europe/London',
    address: { street: '12 Fleet Street', city: 'London', postalCode: 'EC4Y 1AA', country: 'United Kingdom', coordinates: { lat: 51.514, lng: -0.108 } },
    openingHours: {
      monday: { open: '12:00', close: '22:30', isClosed: true },
      tuesday: lunchAndDinner,
      wednesday: lunchAndDinner,
      thursday: lunchAndDinner,
      friday: lunchAndDinner,
      saturday: lunchAndDinner,
      sunday: lunchAndDinner,
    },
    deliverySettings: { delivery: { fee: 2.5, allowsCollection: true } },
    paymentMethods: [
      { methodName: 'Cash on Delivery', isEnabled: true },
      { methodName: 'Online Payment', isEnabled: true },
      { methodName: 'Card on Delivery', isEnabled: false },
    ],
    ...overrides,
  } as PublicRestaurant; // only the fields the cart and checkout read
}

export const goldenForkCart = { restaurantId: 'r-gf', restaurantName: 'The Golden Fork', restaurantSlug: 'golden-fork' };

export function testSavedAddress(overrides: Partial<SavedAddress> & Pick<SavedAddress, '_id'>): SavedAddress {
  return {
    label: 'Home',
    street: '1 High St',
    city: 'London',
    state_or_region: '',
    postalCode: 'N1 1AA',
    postcode: 'N1 1AA',
    country: 'United Kingdom',
    location: { type: 'Point', coordinates: [0, 0] },
    placeId: null,
    note: '',
    isDefault: false,
    ...overrides,
  };
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: '66666666-6666-4666-8666-666666666666',
    name: 'Demo Diner',
    email: 'demo@example.com',
    phoneNumber: '07700 900123',
    avatarUrl: null,
    savedAddresses: [],
    restaurantAffiliations: [],
    ...overrides,
  };
}

/** Chicken wings, large (+£1.25), twice: £19.50. */
export const wingsLine: CartLine = {
  productId: '4709ffa9-099f-4fb6-a730-40b67b2771c1',
  name: 'Chicken Wings',
  price: 8.5,
  imageUrl: null,
  quantity: 2,
  selectedOptions: [
    { optionId: '11111111-1111-4111-8111-111111111111', valueId: '22222222-2222-4222-8222-222222222222', optionName: 'Size', valueLabel: 'Large', priceAdjustment: 1.25 },
  ],
  signature: 'x',
  itemSubtotal: 19.5,
};
