/**
 * The server refuses exactly the checkouts the domain's `checkoutProblems` reports (the function
 * the checkout page uses to block Place Order), with the first problem's message and field, and
 * accepts the others. Each row states the problem it expects, so the table cannot pass by both
 * sides drifting together.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  API_ERROR_STATUS,
  addressResponse,
  apiErrorSchema,
  checkoutProblems,
  checkoutRefusal,
  checkoutTermsOf,
  matchPaymentMethod,
  orderResponse,
  type AddressFields,
  type CheckoutDraft,
  type CheckoutProblemKind,
  type OrderType,
} from '@platter/domain';
import { API_PREFIX } from '../../../app.ts';
import { savedAddresses } from '../../../db/schema.ts';
import { DEMO_CUSTOMER } from '../../../provisioning/demo-seed/index.ts';
import { loginAs, registerDiner, type Session } from '../../../test/auth.ts';
import { loadStorefront, orderBody, TEST_ADDRESS, type Storefront } from '../../../test/orders.ts';
import { describeEachDatabase } from '../../../test/test-app.ts';

const GOLDEN_FORK = 'localhost';
const TASCA = 'tasca-do-porto.localhost';
// Tuesday 2 June 2026, 14:00 in London and Lisbon: both restaurants are open. Monday: both closed.
const TUESDAY_2PM = new Date('2026-06-02T13:00:00Z');
const MONDAY_2PM = new Date('2026-06-01T13:00:00Z');
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000).toISOString();
let now = TUESDAY_2PM;

interface Case {
  name: string;
  host: typeof GOLDEN_FORK | typeof TASCA;
  at?: Date;
  orderType?: OrderType;
  /** A typed address, the diner's own saved one, another diner's, or none; TEST_ADDRESS by default. */
  address?: AddressFields | 'own saved' | "another diner's saved" | null;
  paymentMethod?: string;
  isASAP?: boolean;
  scheduledAt?: string | null;
  /** The first problem the domain reports; null: the order may be placed. */
  expected: CheckoutProblemKind | null;
}

const CASES: Case[] = [
  { name: 'a complete delivery order', host: GOLDEN_FORK, expected: null },
  { name: 'delivery at a pickup-only restaurant', host: TASCA, expected: 'deliveryNotOffered' },
  { name: 'pickup at a pickup-only restaurant', host: TASCA, orderType: 'Pickup', expected: null },
  {
    name: 'a payment method the restaurant has switched off',
    host: TASCA,
    orderType: 'Pickup',
    paymentMethod: 'online payment',
    expected: 'paymentMethodUnavailable',
  },
  { name: 'the same method, enabled, in another case and spacing', host: GOLDEN_FORK, paymentMethod: '  cash ON delivery ', expected: null },
  // No card-payment provider here: the online method is not offered, enabled or not.
  { name: 'card payment without a provider', host: GOLDEN_FORK, paymentMethod: 'Online Payment', expected: 'paymentMethodUnavailable' },
  { name: 'a payment method the restaurant does not know', host: GOLDEN_FORK, paymentMethod: 'Bitcoin', expected: 'paymentMethodUnavailable' },
  { name: 'ASAP while closed', host: GOLDEN_FORK, at: MONDAY_2PM, expected: 'closedForAsap' },
  {
    name: 'a typed address without a post code',
    host: GOLDEN_FORK,
    address: { ...TEST_ADDRESS, postalCode: '' },
    expected: 'addressIncomplete',
  },
  { name: 'delivery with no address', host: GOLDEN_FORK, address: null, expected: 'addressIncomplete' },
  { name: "the diner's own saved address", host: GOLDEN_FORK, address: 'own saved', expected: null },
  { name: "another diner's saved address", host: GOLDEN_FORK, address: "another diner's saved", expected: 'addressUnknown' },
  { name: 'scheduled with no time', host: GOLDEN_FORK, isASAP: false, scheduledAt: null, expected: 'scheduleMissing' },
  {
    name: 'scheduled 10 minutes ahead while open',
    host: GOLDEN_FORK,
    isASAP: false,
    scheduledAt: minutesAfter(TUESDAY_2PM, 10),
    expected: 'scheduleRefused',
  },
  {
    name: 'scheduled for a time already past while closed',
    host: GOLDEN_FORK,
    at: MONDAY_2PM,
    isASAP: false,
    scheduledAt: minutesAfter(MONDAY_2PM, -60),
    expected: 'scheduleRefused',
  },
  {
    name: 'scheduled 8 days ahead',
    host: GOLDEN_FORK,
    isASAP: false,
    scheduledAt: minutesAfter(TUESDAY_2PM, 8 * 24 * 60),
    expected: 'scheduleRefused',
  },
  {
    name: 'scheduled after closing (Tuesday 23:00)',
    host: GOLDEN_FORK,
    isASAP: false,
    scheduledAt: '2026-06-02T22:00:00Z',
    expected: 'scheduleRefused',
  },
  { name: 'scheduled 15 minutes ahead', host: GOLDEN_FORK, isASAP: false, scheduledAt: minutesAfter(TUESDAY_2PM, 15), expected: null },
  {
    name: 'several problems: the order type is told first',
    host: TASCA,
    at: MONDAY_2PM,
    address: null,
    paymentMethod: 'Online Payment',
    expected: 'deliveryNotOffered',
  },
  {
    name: 'several problems: the address before the payment method and the time',
    host: GOLDEN_FORK,
    at: MONDAY_2PM,
    address: { ...TEST_ADDRESS, city: '' },
    paymentMethod: 'Bitcoin',
    expected: 'addressIncomplete',
  },
];

describeEachDatabase(
  'POST /orders refuses what checkoutProblems reports',
  (t) => {
    const stores = new Map<string, Storefront>();
    let diner: Session;
    let ownAddressId: string;
    let othersAddressId: string;

    beforeAll(async () => {
      for (const host of [GOLDEN_FORK, TASCA]) stores.set(host, await loadStorefront(t.app, host));
      diner = await registerDiner(t.app);
      const saved = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/users/me/addresses`,
        headers: { host: GOLDEN_FORK, ...diner.headers },
        payload: { street: '1 Bank Street', city: 'London', postcode: 'E14 5JP', country: 'United Kingdom' },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      ownAddressId = addressResponse.parse(saved.json()).data.address._id;
      const demo = await loginAs(t.app, DEMO_CUSTOMER);
      const [theirs] = await t.db.select().from(savedAddresses).where(eq(savedAddresses.userId, demo.user._id));
      othersAddressId = theirs!.id;
    });

    it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      const store = stores.get(c.host)!;
      const orderType = c.orderType ?? 'Delivery';
      const address = c.address === undefined ? TEST_ADDRESS : c.address;
      const paymentMethod = c.paymentMethod ?? 'Cash on Delivery';
      const isASAP = c.isASAP ?? true;
      now = c.at ?? TUESDAY_2PM;

      // The domain's verdict, on the checkout as the page describes it.
      const terms = checkoutTermsOf(store.restaurant);
      const draft: CheckoutDraft = {
        orderType,
        deliveryAddress:
          address === null
            ? null
            : address === 'own saved'
              ? { kind: 'saved', exists: true }
              : address === "another diner's saved"
                ? { kind: 'saved', exists: false }
                : { kind: 'new', address },
        contactPhone: '07700 900123',
        paymentMethod,
        isASAP,
        scheduledAt: c.scheduledAt ? new Date(c.scheduledAt) : null,
      };
      const problems = checkoutProblems(terms, draft, now);
      expect(problems[0]?.kind ?? null).toBe(c.expected);

      // The server's verdict, on the body the checkout sends for it.
      const lineProduct = c.host === TASCA ? store.products[0]! : store.byName('House Salad');
      const body = orderBody(store, {
        lines: [{ product: lineProduct }],
        orderType,
        ...(address === null
          ? {}
          : {
              deliveryAddress:
                address === 'own saved'
                  ? { _id: ownAddressId }
                  : address === "another diner's saved"
                    ? { _id: othersAddressId }
                    : address,
            }),
        paymentMethod,
        isASAP,
        scheduledAt: c.scheduledAt ?? null,
      });
      if (address === null) body.deliveryAddress = null;
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/orders`,
        // An English diner: Tasca's default language is Portuguese (issue 31; the refusals' texts are the domain's English).
        headers: { host: c.host, 'accept-language': 'en-GB', 'idempotency-key': randomUUID(), ...diner.headers },
        payload: body,
      });

      const [first] = problems;
      if (!first) {
        expect(res.statusCode, res.body).toBe(201);
        const order = orderResponse.parse(res.json()).data.order;
        // The restaurant's own spelling of the method is stored.
        expect(order.paymentDetails.method).toBe(matchPaymentMethod(terms, paymentMethod));
        return;
      }
      expect(res.statusCode, res.body).toBe(400);
      const { code, message, field } = checkoutRefusal(first);
      // Each rule's own code, not only the HTTP word: a 400 the client tells apart by `code`.
      expect(API_ERROR_STATUS[code]).toBe(400);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({ code, message, errors: [{ field, message }] });
    });
  },
  { clock: () => now, env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000' } },
);
