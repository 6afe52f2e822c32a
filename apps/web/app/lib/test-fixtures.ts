import type { CartLine, OptionGroup, Order, Product, ProductPhoto, PublicPromotion, PublicRestaurant, SavedAddress, User } from '@platter/domain';
import { PLATFORM_THEME, TIP_DEFAULTS } from '@platter/domain';
import { vi } from 'vitest';
import type { LiveSocket, LiveSocketOptions } from './live-socket.ts';

/** Shared by the web tests (not shipped: only *.test files import it). */

export function testProduct(overrides: Partial<Product> & Pick<Product, '_id' | 'name' | 'price'>): Product {
  return {
    restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e',
    description: '',
    imageUrl: null,
    thumbnailUrl: null,
    photo: null,
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

/** An uploaded photo as the catalogue lists it: AVIF and WebP at 320, 640 and 800 px. */
export function testPhoto(id = '5b0c3f1e-2f4a-4c47-9d55-0f3e2a1b7c9d'): ProductPhoto {
  const url = `/api/v1/media/photos/${id}-0123456789abcdef`;
  return {
    url,
    width: 800,
    height: 600,
    placeholder: 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA',
    sources: [320, 640, 800].flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({ format, type: `image/${format}`, width, url: `${url}/${width}.${format}` })),
    ),
  };
}

/** An option group; each value is `[_id, label, priceAdjustment, isDefault]`. */
export function testOptionGroup(
  group: Pick<OptionGroup, '_id' | 'name' | 'minSelections' | 'maxSelections'>,
  values: readonly (readonly [_id: string, label: string, priceAdjustment: number, isDefault: boolean])[],
): OptionGroup {
  return { ...group, values: values.map(([_id, label, priceAdjustment, isDefault]) => ({ _id, label, priceAdjustment, isDefault })) };
}

export const sauces = testOptionGroup({ _id: '5144eea7-e7bd-47c8-82d2-bb5d031a8390', name: 'Sauces', minSelections: 1, maxSelections: 2 }, [
  ['17b86b02-0b2e-4e95-8703-4c9f36635570', 'House Burger Sauce', 0, true],
  ['d64ad876-bbef-435e-81b9-5db57b77767b', 'Ketchup', 0, false],
  ['3206284c-1a5f-44cc-8a5e-70309a877640', 'Smoky BBQ', 0, false],
  ['d522fc05-efb6-4642-8498-dc3b1abbd8e1', 'Chipotle Mayo', 0.5, false],
]);

export const burger = testProduct({ _id: '11aaa7b0-947c-49fe-8d11-f89268ac0bc2', name: 'The Golden Burger', price: 15.5, options: [sauces] });
export const chips = testProduct({ _id: 'fecf432a-93a3-4533-801a-e6bbd536d7fb', name: 'Triple-Cooked Chips', price: 4.5 });

/** The Golden Fork as the cart and checkout read it: London time, open 12:00–22:30 Tuesday to Sunday. */
export function testRestaurant(overrides: Partial<PublicRestaurant> = {}): PublicRestaurant {
  const lunchAndDinner = { open: '12:00', close: '22:30', isClosed: false };
  return {
    _id: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e',
    name: 'The Golden Fork',
    slug: 'golden-fork',
    currency: { code: 'GBP', symbol: '£' },
    timeZone: 'Europe/London',
    languages: { default: 'en-GB', offered: ['en-GB'] },
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
    deliverySettings: { delivery: { fee: 2.5, allowsCollection: true, minimumOrder: 0 } },
    paymentMethods: [
      { methodName: 'Cash on Delivery', isEnabled: true },
      { methodName: 'Online Payment', isEnabled: true },
      { methodName: 'Card on Delivery', isEnabled: false },
    ],
    addressSearch: false,
    tips: { ...TIP_DEFAULTS, presets: [...TIP_DEFAULTS.presets], orderTypes: [...TIP_DEFAULTS.orderTypes] },
    ...overrides,
  } as PublicRestaurant; // only the fields the cart and checkout read
}

/**
 * The whole public restaurant as the API answers it (GET /restaurants/public/…, PATCH
 * /staff/restaurant/ordering): `testRestaurant` with every field its contract requires, for a
 * stubbed answer the client checks.
 */
export function answeredRestaurant(overrides: Partial<PublicRestaurant> = {}): PublicRestaurant {
  return testRestaurant({
    description: '',
    logoUrl: null,
    coverImageUrl: null,
    themeSettings: { faviconUrl: null },
    theme: PLATFORM_THEME,
    contact: { phone: '020 7946 0000', email: 'hello@golden-fork.example' },
    specialDates: [],
    socialMediaLinks: {},
    isAcceptingOrders: true,
    guestCheckout: false,
    pointsPerCurrencyUnit: 0,
    averageRating: 0,
    totalReviews: 0,
    aboutContent: { teaser: null, fullPage: null },
    signInProviders: [],
    ...overrides,
  });
}

export const goldenForkCart = { restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e', restaurantName: 'The Golden Fork', restaurantSlug: 'golden-fork' };

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

/** A public promotion (GET /promotions/public): by default an offer with no code, no minimum, every day. */
let promotionCount = 0;
export function testPromotion(overrides: Partial<PublicPromotion> = {}): PublicPromotion {
  promotionCount += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(900_000 + promotionCount).padStart(12, '0')}`,
    name: 'Pizza Tuesday',
    description: '20% off selected pizzas.',
    type: 'PercentageDiscountProduct',
    discountValue: 20,
    couponCode: null,
    minOrderValue: null,
    applicableProductIds: [],
    pointsCost: 0,
    buyQuantity: null,
    getQuantity: null,
    validFrom: null,
    validUntil: null,
    activeDays: [],
    displayToCustomers: true,
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

/** A pickup order of two curries at The Golden Fork, Pending Confirmation (GET /orders/{id} data.order). */
export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    orderNumber: 'GF-000042',
    createdAt: '2026-11-25T13:05:00.000Z',
    updatedAt: '2026-11-25T13:05:00.000Z',
    status: 'Pending Confirmation',
    subtotal: 29,
    discountAmount: 0,
    deliveryFee: 0,
    serviceFee: 0,
    taxes: 0,
    tipAmount: 0,
    totalAmount: 29,
    appliedPromotion: null,
    discounts: [],
    currency: { code: 'GBP', symbol: '£' },
    orderType: 'Pickup',
    isASAP: true,
    scheduledAt: null,
    pickupTimeEstimate: null,
    deliveryAddress: null,
    customerName: 'Demo Diner',
    contactPhone: '07700 900123',
    customerNotes: '',
    restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e',
    restaurant: { _id: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e', name: 'The Golden Fork', address: { street: '12 Fleet Street', city: 'London', postalCode: 'EC4Y 1AA', country: 'United Kingdom' } },
    paymentDetails: { method: 'Cash on Delivery', paymentStatus: 'Pending', paidAt: null },
    statusHistory: [{ status: 'Pending Confirmation', changedAt: '2026-11-25T13:05:00.000Z', notes: null }],
    items: [
      {
        _id: 'c1d2e3f4-0000-4000-8000-000000000001',
        productId: '35b5b298-aff9-4764-858d-81f12b41b52b',
        productName: 'Chickpea & Spinach Curry',
        productImage: null,
        quantity: 2,
        unitPrice: 14.5,
        itemSubtotal: 29,
        selectedOptions: [],
      },
    ],
    pointsSpent: 0,
    pointsEarned: 0,
    ...overrides,
  };
}

/** A JSON answer for a stubbed `fetch`. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type ApiCall = { method: string; path: string; body: unknown };

/** Stubs `fetch` with `answer(call)` (restore with `vi.unstubAllGlobals()`); returns the calls made (path relative to /api/v1). */
export function stubApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', path: url.replace(/^\/api\/v1/, ''), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

/** A socket.io-client socket with no server, for the live channels' tests: the test fires its events. */
export class FakeLiveSocket implements LiveSocket {
  auth: object;
  /** What the client emitted (`join_user_room`, …). */
  readonly emitted: [string, string][] = [];
  connects = 0;
  disconnected = false;
  private readonly handlers = new Map<string, ((payload: never) => void)[]>();
  private readonly managerHandlers = new Map<string, (() => void)[]>();
  readonly io = {
    on: (event: string, listener: () => void) => this.managerHandlers.set(event, [...(this.managerHandlers.get(event) ?? []), listener]),
  };

  constructor(readonly options: LiveSocketOptions) {
    this.auth = options.auth;
  }
  on(event: string, listener: (payload: never) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }
  emit(event: string, payload: string) {
    this.emitted.push([event, payload]);
  }
  connect() {
    this.connects += 1;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The server (or the client library) fires `event`. */
  fire(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) (handler as (payload: unknown) => void)(payload);
  }
  /** The socket's Manager fires `event` ('reconnect_attempt', 'reconnect_failed'). */
  manager(event: 'reconnect_attempt' | 'reconnect_failed') {
    for (const handler of this.managerHandlers.get(event) ?? []) handler();
  }
}

/** GET /slots as the API answers it: `slots` [startsAt, available] pairs of 15 minutes, and the ASAP estimate. */
export function testSlots(slots: [string, boolean][] = [], asap: { available: boolean; readyAt: string | null } = { available: true, readyAt: null }) {
  return {
    data: {
      slots: slots.map(([startsAt, available]) => ({ startsAt, endsAt: new Date(new Date(startsAt).getTime() + 15 * 60_000).toISOString(), available })),
      asap,
    },
  };
}
