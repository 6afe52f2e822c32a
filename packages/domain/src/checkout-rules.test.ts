import { describe, expect, it } from 'vitest';
import {
  checkoutProblems,
  deliveryMinimumShortfall,
  isCashOnCollection,
  isSameAddress,
  isPaidOnHandover,
  checkoutTermsOf,
  defaultOrderType,
  enabledPaymentMethods,
  matchPaymentMethod,
  missingItemOf,
  type CheckoutDraft,
  type CheckoutProblemKind,
  type CheckoutTerms,
} from './checkout-rules.ts';
import { checkoutFormSchema } from './contracts/checkout-form.ts';
import { deliveryMinimumRefusal } from './order-refusals.ts';
import type { OpeningHours } from './contracts/restaurant.ts';
import { fromZonedInputValue, toZonedInputValue } from './zoned-time.ts';

const day = { open: '12:00', close: '22:00', isClosed: false };
const HOURS: OpeningHours = {
  monday: { open: '00:00', close: '00:00', isClosed: true },
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: day,
  sunday: day,
};
const TERMS: CheckoutTerms = {
  deliveryOffered: true,
  pickupOffered: true,
  deliveryMinimumMinor: 0,
  paymentMethods: [
    { methodName: 'Cash on Delivery', isEnabled: true },
    { methodName: 'Online Payment', isEnabled: false },
  ],
  openingHours: HOURS,
  timeZone: 'Europe/London',
};
// Tuesday 2 June 2026, 14:00 in London; Monday 1 June is closed.
const TUESDAY_2PM = new Date('2026-06-02T13:00:00Z');
const MONDAY_2PM = new Date('2026-06-01T13:00:00Z');
const address = { street: '1 High Street', city: 'London', postalCode: 'SW1A 1AA', country: 'United Kingdom' };

const DRAFT: CheckoutDraft = {
  orderType: 'Delivery',
  deliveryAddress: { kind: 'new', address },
  contactPhone: '07700 900123',
  paymentMethod: 'Cash on Delivery',
  isASAP: true,
  scheduledAt: null,
};
const kinds = (terms: CheckoutTerms, draft: Partial<CheckoutDraft>, now = TUESDAY_2PM): CheckoutProblemKind[] =>
  checkoutProblems(terms, { ...DRAFT, ...draft }, now).map((p) => p.kind);

describe('checkoutProblems', () => {
  it.each<[string, Partial<CheckoutTerms>, Partial<CheckoutDraft>, CheckoutProblemKind[], Date?]>([
    ['a complete delivery order', {}, {}, []],
    ['pickup', {}, { orderType: 'Pickup', deliveryAddress: null }, []],
    ['delivery where only pickup is offered', { deliveryOffered: false }, {}, ['deliveryNotOffered']],
    ['pickup where only delivery is offered', { pickupOffered: false }, { orderType: 'Pickup' }, ['pickupNotOffered']],
    ['delivery with no address', {}, { deliveryAddress: null }, ['addressIncomplete']],
    ['a new address without a post code', {}, { deliveryAddress: { kind: 'new', address: { ...address, postalCode: ' ' } } }, ['addressIncomplete']],
    ['a saved address that is not the diner’s', {}, { deliveryAddress: { kind: 'saved', exists: false } }, ['addressUnknown']],
    ['a saved address of the diner', {}, { deliveryAddress: { kind: 'saved', exists: true } }, []],
    ['pickup ignores the address', {}, { orderType: 'Pickup', deliveryAddress: { kind: 'saved', exists: false } }, []],
    ['no phone', {}, { contactPhone: '  ' }, ['phoneMissing']],
    ['a phone that is not one', {}, { contactPhone: '12' }, ['phoneInvalid']],
    ['no payment method', {}, { paymentMethod: '' }, ['paymentMethodMissing']],
    ['a switched-off method', {}, { paymentMethod: 'Online Payment' }, ['paymentMethodUnavailable']],
    ['an unknown method', {}, { paymentMethod: 'Bitcoin' }, ['paymentMethodUnavailable']],
    ['the method in another case, with spaces', {}, { paymentMethod: '  cash ON delivery ' }, []],
    ['cash on delivery, taken for deliveries only', { paymentMethods: [{ methodName: 'Cash on Delivery', isEnabled: true, orderTypes: ['Delivery'] }] }, {}, []],
    [
      'cash at collection where cash is taken on delivery only',
      { paymentMethods: [{ methodName: 'Cash on Delivery', isEnabled: true, orderTypes: ['Delivery'] }] },
      { orderType: 'Pickup', deliveryAddress: null },
      ['paymentMethodUnavailable'],
    ],
    ['cash at collection, taken at collection only', { paymentMethods: [{ methodName: 'Cash on Delivery', isEnabled: true, orderTypes: ['Pickup'] }] }, { orderType: 'Pickup' }, []],
    ['ASAP while closed', {}, {}, ['closedForAsap'], MONDAY_2PM],
    ['scheduled with no time', {}, { isASAP: false }, ['scheduleMissing']],
    ['scheduled in 30 minutes', {}, { isASAP: false, scheduledAt: new Date('2026-06-02T13:30:00Z') }, []],
    ['scheduled while closed, at the next opening', {}, { isASAP: false, scheduledAt: new Date('2026-06-02T11:00:00Z') }, [], MONDAY_2PM],
    ['several problems, in the spec’s order', {}, { deliveryAddress: null, contactPhone: '', paymentMethod: '', isASAP: false }, ['addressIncomplete', 'phoneMissing', 'paymentMethodMissing', 'scheduleMissing']],
  ])('%s', (_name, terms, draft, expected, now) => {
    expect(kinds({ ...TERMS, ...terms }, draft, now)).toEqual(expected);
  });

  it('tells a refused time apart: too soon while open, past while closed, too far, outside the hours, no hours', () => {
    const refused = (at: string, now = TUESDAY_2PM, terms = TERMS) =>
      checkoutProblems(terms, { ...DRAFT, isASAP: false, scheduledAt: new Date(at) }, now);
    expect(refused('2026-06-02T13:05:00Z')).toEqual([{ kind: 'scheduleRefused', problem: 'tooSoon', openNow: true }]);
    expect(refused('2026-06-01T12:00:00Z', MONDAY_2PM)).toEqual([{ kind: 'scheduleRefused', problem: 'tooSoon', openNow: false }]);
    expect(refused('2026-06-10T13:00:00Z')).toEqual([{ kind: 'scheduleRefused', problem: 'tooFar', openNow: true }]);
    expect(refused('2026-06-02T22:30:00Z')).toEqual([{ kind: 'scheduleRefused', problem: 'closed', openNow: true }]);
    expect(refused('2026-06-02T15:00:00Z', TUESDAY_2PM, { ...TERMS, openingHours: {} })).toEqual([
      { kind: 'scheduleRefused', problem: 'unavailable', openNow: false },
    ]);
  });

  it('names what is missing for the Place Order warning', () => {
    const missing = (draft: Partial<CheckoutDraft>) =>
      checkoutProblems(TERMS, { ...DRAFT, ...draft }, TUESDAY_2PM).map((p) => missingItemOf(p, { ...DRAFT, ...draft }));
    expect(missing({ deliveryAddress: { kind: 'new', address: { ...address, city: '' } } })).toEqual(['newAddress']);
    expect(missing({ deliveryAddress: { kind: 'saved', exists: false } })).toEqual(['selectedAddress']);
    expect(missing({ contactPhone: 'abc', paymentMethod: '', isASAP: false })).toEqual(['phone', 'payment', 'schedule']);
    expect(missing({})).toEqual([]);
  });
});

describe('checkout terms', () => {
  it('come from the public restaurant: delivery needs a fee (0 is free delivery)', () => {
    const restaurant = {
      deliverySettings: { delivery: { fee: 0, allowsCollection: false } },
      paymentMethods: TERMS.paymentMethods,
      openingHours: HOURS,
      timeZone: 'Europe/London',
    };
    expect(checkoutTermsOf(restaurant)).toMatchObject({ deliveryOffered: true, pickupOffered: false });
    const pickupOnly = checkoutTermsOf({ ...restaurant, deliverySettings: { delivery: { fee: null, allowsCollection: true } } });
    expect(defaultOrderType(pickupOnly)).toBe('Pickup');
    expect(defaultOrderType(TERMS)).toBe('Delivery');
  });

  it('match a payment method trimmed and case-insensitively, answering the restaurant’s spelling', () => {
    expect(matchPaymentMethod(TERMS, ' CASH on delivery')).toBe('Cash on Delivery');
    expect(matchPaymentMethod(TERMS, 'Online Payment')).toBeNull();
    expect(matchPaymentMethod(TERMS, '')).toBeNull();
  });

  it('offer each order type the methods taken for it: a method naming no order type is taken for both', () => {
    const terms = {
      paymentMethods: [
        { methodName: 'Cash on Delivery', isEnabled: true, orderTypes: ['Delivery' as const] },
        { methodName: 'Online Payment', isEnabled: true },
        { methodName: 'Card on Collection', isEnabled: false, orderTypes: ['Pickup' as const] },
      ],
    };
    expect(enabledPaymentMethods(terms, 'Delivery')).toEqual(['Cash on Delivery', 'Online Payment']);
    expect(enabledPaymentMethods(terms, 'Pickup')).toEqual(['Online Payment']);
    expect(enabledPaymentMethods(terms)).toEqual(['Cash on Delivery', 'Online Payment']);
    expect(matchPaymentMethod(terms, 'cash on delivery', 'Pickup')).toBeNull();
    expect(matchPaymentMethod(terms, 'cash on delivery', 'Delivery')).toBe('Cash on Delivery');
  });
});

describe('the minimum order for delivery', () => {
  const terms = checkoutTermsOf({
    deliverySettings: { delivery: { fee: 2.5, allowsCollection: true, minimumOrder: 15 } },
    paymentMethods: TERMS.paymentMethods,
    openingHours: HOURS,
    timeZone: 'Europe/London',
  });

  it('is read from the public restaurant in minor units (absent: none)', () => {
    expect(terms.deliveryMinimumMinor).toBe(1500);
    expect(checkoutTermsOf({ ...TERMS, deliverySettings: { delivery: { fee: 2.5, allowsCollection: true } }, openingHours: HOURS }).deliveryMinimumMinor).toBe(0);
  });

  it('asks a delivery for what is missing on the items’ subtotal, and never a pickup', () => {
    expect(deliveryMinimumShortfall(terms, 'Delivery', 1150)).toBe(350);
    expect(deliveryMinimumShortfall(terms, 'Delivery', 1500)).toBe(0);
    expect(deliveryMinimumShortfall(terms, 'Delivery', 2000)).toBe(0);
    expect(deliveryMinimumShortfall(terms, 'Pickup', 100)).toBe(0);
    expect(deliveryMinimumShortfall(TERMS, 'Delivery', 0)).toBe(0);
  });

  it('is refused with its own code, saying how much more', () => {
    expect(deliveryMinimumRefusal(350, '£')).toEqual({
      code: 'DELIVERY_MINIMUM_NOT_MET',
      message: 'Add £3.50 more for delivery, or choose pickup.',
      field: 'orderType',
    });
  });
});

describe('datetime-local in the restaurant’s zone', () => {
  it('round-trips a wall time, in summer and winter', () => {
    expect(toZonedInputValue(new Date('2026-06-02T13:00:00Z'), 'Europe/London')).toBe('2026-06-02T14:00');
    expect(fromZonedInputValue('2026-06-02T14:00', 'Europe/London')?.toISOString()).toBe('2026-06-02T13:00:00.000Z');
    expect(fromZonedInputValue('2026-12-02T14:00', 'Europe/London')?.toISOString()).toBe('2026-12-02T14:00:00.000Z');
    expect(fromZonedInputValue('2026-06-02T14:00', 'Europe/Lisbon')?.toISOString()).toBe('2026-06-02T13:00:00.000Z');
  });

  it('reads a time skipped in spring as the moment the clocks jump, a repeated one as its first occurrence', () => {
    expect(fromZonedInputValue('2026-03-29T01:30', 'Europe/London')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(fromZonedInputValue('2026-10-25T01:30', 'Europe/London')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is not a datetime-local value', () => {
    for (const bad of ['', '2026-06-02', '2026-13-02T10:00', '2026-06-02T24:00', 'soon']) expect(fromZonedInputValue(bad, 'Europe/London')).toBeNull();
  });
});

describe('the checkout form schema', () => {
  const form = {
    orderType: 'Delivery' as const,
    addressId: null,
    newAddress: { ...address, stateOrRegion: '' },
    contactPhone: '07700 900123',
    savePhone: true,
    saveAddress: true,
    isASAP: true,
    scheduledLocal: '',
    paymentMethod: 'Cash on Delivery',
    customerNotes: '',
  };
  const messages = (value: object) => {
    const parsed = checkoutFormSchema.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts a complete form, and a delivery to a saved address without the new-address fields', () => {
    expect(messages(form)).toEqual([]);
    expect(messages({ ...form, addressId: 'a1', newAddress: { street: '', city: '', stateOrRegion: '', postalCode: '', country: '' } })).toEqual([]);
  });

  it('says what is wrong in the spec’s words', () => {
    expect(messages({ ...form, contactPhone: '' })).toEqual(['contactPhone: This field is required.']);
    expect(messages({ ...form, contactPhone: '12' })).toEqual(['contactPhone: Valid phone number required.']);
    expect(messages({ ...form, paymentMethod: '' })).toEqual(['paymentMethod: Please select a payment method.']);
    expect(messages({ ...form, newAddress: { ...form.newAddress, city: '' } })).toEqual(['newAddress.city: This field is required.']);
    expect(messages({ ...form, isASAP: false })).toEqual(['scheduledLocal: This field is required.']);
    // An empty phone does not hide the other problems: the page shows them all at once.
    expect(messages({ ...form, contactPhone: '', isASAP: false, newAddress: { ...form.newAddress, street: '' } })).toEqual([
      'contactPhone: This field is required.',
      'newAddress.street: This field is required.',
      'scheduledLocal: This field is required.',
    ]);
  });
});

describe('isPaidOnHandover', () => {
  it('settles cash when the food is handed over, not online payment', () => {
    expect(isPaidOnHandover('Cash on Delivery')).toBe(true);
    expect(isPaidOnHandover(' cash on collection')).toBe(true);
    expect(isPaidOnHandover('Online Payment')).toBe(false);
    expect(isPaidOnHandover('Cashless card')).toBe(false);
  });
});

describe('isCashOnCollection', () => {
  it('names cash on a pickup, not on a delivery, and never online payment', () => {
    expect(isCashOnCollection('Cash on Delivery', 'Pickup')).toBe(true);
    expect(isCashOnCollection('Cash on Delivery', 'Delivery')).toBe(false);
    expect(isCashOnCollection('Online Payment', 'Pickup')).toBe(false);
  });
});

describe('isSameAddress: a typed address the diner already has is not saved again (issue 24, finding 21c)', () => {
  const home = { street: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'United Kingdom' };
  it.each([
    ['the same', home, true],
    ['other case and spaces', { street: ' 10  downing street ', city: 'LONDON', postalCode: 'sw1a2aa', country: 'united kingdom' }, true],
    ['a trailing dot', { ...home, street: '10 Downing Street.' }, true],
    ['another number', { ...home, street: '11 Downing Street' }, false],
    ['another post code', { ...home, postalCode: 'SW1A 2AB' }, false],
    ['another city', { ...home, city: 'Leeds' }, false],
    ['another country', { ...home, country: 'Portugal' }, false],
  ])('%s: %s', (_case, other, same) => {
    expect(isSameAddress(home, other)).toBe(same);
  });
});
