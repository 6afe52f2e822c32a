import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { apiErrorSchema, orderResponse, type ApiErrorCode, type PlaceOrderBody } from '@platter/domain';
import { API_PREFIX } from '../../../app.ts';
import {
  orderItems,
  orderNumberCounters,
  orderStatusHistory,
  orders,
  products,
  promotionRedemptions,
  restaurantFulfilment,
  savedAddresses,
} from '../../../db/schema.ts';
import { loginAs, registerDiner, type Session } from '../../../test/auth.ts';
import { describeEachDatabase, type TestApp } from '../../../test/test-app.ts';
import { DEMO_CUSTOMER, DEMO_OWNER } from '../../../provisioning/demo-seed/index.ts';
import { loadStorefront, orderBody, type Storefront } from '../../../test/orders.ts';

const GOLDEN_FORK = 'localhost';
const TASCA = 'tasca-do-porto.localhost';
// Tuesday 2 June 2026, 14:00 in London (BST): The Golden Fork is open 12:00–22:30 on Tuesdays.
const TUESDAY_2PM = new Date('2026-06-02T13:00:00Z');
let now = TUESDAY_2PM;

function place(t: TestApp, session: Session | null, body: unknown, options: { key?: string | null; host?: string } = {}) {
  const headers: Record<string, string> = { host: options.host ?? GOLDEN_FORK, ...(session ? session.headers : {}) };
  const key = options.key === undefined ? randomUUID() : options.key;
  if (key !== null) headers['idempotency-key'] = key;
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/orders`,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** The refusal's status, its code (what went wrong, for a client to tell refusals apart) and its message. */
function expectError(res: { statusCode: number; json(): unknown; body: string }, status: number, code: ApiErrorCode, message: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const error = apiErrorSchema.parse(res.json());
  expect(error.code).toBe(code);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
  return error;
}

describeEachDatabase(
  'POST /orders',
  (t) => {
    let gf: Storefront;
    let tasca: Storefront;
    let diner: Session;

    beforeAll(async () => {
      gf = await loadStorefront(t.app, GOLDEN_FORK);
      tasca = await loadStorefront(t.app, TASCA);
      diner = await registerDiner(t.app);
    });
    beforeEach(() => {
      now = TUESDAY_2PM;
    });

    const margherita = () => ({ product: gf.byName('Margherita'), quantity: 2, choose: ['Large 12"', 'Pepperoni'] });

    it('places a delivery order priced by the server, with its items, first status and number', async () => {
      const body = orderBody(gf, {
        lines: [margherita(), { product: gf.byName('Coca-Cola') }],
        customerNotes: '  Ring the bell  ',
      });
      // Margherita £11 + Large £2 + Pepperoni £1.20 = £14.20 × 2 = £28.40; Coca-Cola £3. On a Tuesday
      // Pizza Tuesday takes 20% off the pizzas (£5.68), and over £25 Free Delivery waives the £2.50 fee.
      expect(body).toMatchObject({ subtotal: 31.4, discountAmount: 5.68, deliveryFee: 0, totalAmount: 25.72 });
      const res = await place(t, diner, body);
      expect(res.statusCode, res.body).toBe(201);
      const { data, message } = orderResponse.parse(res.json());
      const order = data.order;
      expect(message).toBe(`Order #${order.orderNumber} placed successfully!`);
      expect(order.orderNumber).toMatch(/^GF-\d{6}$/);
      expect(order).toMatchObject({
        status: 'Pending Confirmation',
        orderType: 'Delivery',
        isASAP: true,
        scheduledAt: null,
        subtotal: 31.4,
        discountAmount: 5.68,
        deliveryFee: 0,
        serviceFee: 0,
        taxes: 0,
        totalAmount: 25.72,
        currency: { code: 'GBP', symbol: '£' },
        contactPhone: '07700 900123',
        customerNotes: 'Ring the bell',
        restaurantId: gf.restaurant._id,
        restaurant: { _id: gf.restaurant._id, name: 'The Golden Fork', address: { street: '12 Fleet Street', city: 'London' } },
        deliveryAddress: {
          street: '10 Downing Street',
          city: 'London',
          postalCode: 'SW1A 2AA',
          country: 'United Kingdom',
          deliveryInstructions: '',
        },
        paymentDetails: { method: 'Cash on Delivery', paymentStatus: 'Pending', paidAt: null },
        appliedPromotion: null,
        pointsSpent: 0,
        pointsEarned: 0,
        createdAt: TUESDAY_2PM.toISOString(),
      });
      expect(order.discounts.map((d) => [d.name, d.kind, d.amount, d.automatic])).toEqual([
        ['Pizza Tuesday', 'discount', 5.68, true],
        ['Free Delivery', 'freeDelivery', 2.5, true],
      ]);
      expect(order.statusHistory).toEqual([
        { status: 'Pending Confirmation', changedAt: TUESDAY_2PM.toISOString(), notes: null },
      ]);
      expect(order.items).toHaveLength(2);
      expect(order.items[0]).toMatchObject({
        productId: gf.byName('Margherita')._id,
        productName: 'Margherita',
        quantity: 2,
        unitPrice: 14.2,
        itemSubtotal: 28.4,
        selectedOptions: [
          { optionName: 'Size', valueLabel: 'Large 12"', priceAdjustment: 2 },
          { optionName: 'Extra Toppings', valueLabel: 'Pepperoni', priceAdjustment: 1.2 },
        ],
      });

      const [stored] = await t.db.select().from(orders).where(eq(orders.id, order._id));
      expect(stored).toMatchObject({
        userId: diner.user._id,
        subtotalMinor: 3140,
        discountMinor: 568,
        totalMinor: 2572,
        deliveryFeeMinor: 0,
        status: 'Pending Confirmation',
      });
      // Each offer's use is counted, like a code's, so a usage limit on an offer holds.
      expect(
        (await t.db.select({ promotionId: promotionRedemptions.promotionId }).from(promotionRedemptions).where(eq(promotionRedemptions.orderId, order._id))).length,
      ).toBe(2);
      expect(await t.db.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, order._id))).toEqual([{ n: 2 }]);
      expect(
        await t.db
          .select({ status: orderStatusHistory.status })
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, order._id)),
      ).toEqual([{ status: 'Pending Confirmation' }]);
    });

    it('numbers orders per restaurant without gaps: GF-… and TDP-…', async () => {
      const first = orderResponse.parse(
        (await place(t, diner, orderBody(gf, { lines: [{ product: gf.byName('Onion Rings') }] }))).json(),
      ).data.order;
      const second = orderResponse.parse(
        (await place(t, diner, orderBody(gf, { lines: [{ product: gf.byName('Onion Rings') }] }))).json(),
      ).data.order;
      expect(Number(second.orderNumber.slice(3))).toBe(Number(first.orderNumber.slice(3)) + 1);
      const tascaOrder = await place(
        t,
        diner,
        orderBody(tasca, { lines: [{ product: tasca.products[0]! }], orderType: 'Pickup' }),
        { host: TASCA },
      );
      expect(tascaOrder.statusCode, tascaOrder.body).toBe(201);
      expect(orderResponse.parse(tascaOrder.json()).data.order.orderNumber).toBe('TDP-000001');
      // Orders stored before the counter existed: numbering continues after the highest one.
      await t.db.update(orders).set({ orderNumber: 'TDP-000041' }).where(eq(orders.restaurantId, tasca.restaurant._id));
      await t.db.delete(orderNumberCounters).where(eq(orderNumberCounters.restaurantId, tasca.restaurant._id));
      const next = await place(t, diner, orderBody(tasca, { lines: [{ product: tasca.products[0]! }], orderType: 'Pickup' }), { host: TASCA });
      expect(orderResponse.parse(next.json()).data.order.orderNumber).toBe('TDP-000042');
    });

    it('places a pickup order with no fee and no address', async () => {
      const res = await place(
        t,
        diner,
        orderBody(gf, { lines: [margherita()], orderType: 'Pickup', paymentMethod: 'Cash on Delivery' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(orderResponse.parse(res.json()).data.order).toMatchObject({
        orderType: 'Pickup',
        deliveryFee: 0,
        // Pizza Tuesday: 20% off £28.40.
        discountAmount: 5.68,
        totalAmount: 22.72,
        deliveryAddress: null,
        paymentDetails: { method: 'Cash on Delivery' },
      });
    });

    it("uses the diner's own saved address, and refuses another diner's", async () => {
      const demo = await loginAs(t.app, DEMO_CUSTOMER);
      const [home] = await t.db.select().from(savedAddresses).where(eq(savedAddresses.userId, demo.user._id));
      const mine = await place(
        t,
        demo,
        orderBody(gf, { lines: [margherita()], deliveryAddress: { _id: home!.id, street: 'ignored', city: '', country: '' } }),
      );
      expect(mine.statusCode, mine.body).toBe(201);
      expect(orderResponse.parse(mine.json()).data.order.deliveryAddress).toEqual({
        street: '48 Doughty Street',
        city: 'London',
        postalCode: 'WC1N 2LX',
        country: 'United Kingdom',
        deliveryInstructions: 'Blue door, ring twice.',
      });
      const theirs = await place(
        t,
        diner,
        orderBody(gf, {
          lines: [margherita()],
          deliveryAddress: { _id: home!.id, ...{ street: 'x', city: 'y', postalCode: 'z', country: 'UK' } },
        }),
      );
      expectError(theirs, 400, 'DELIVERY_ADDRESS_INVALID', 'Please select a valid delivery address.');
    });

    it('refuses an incomplete delivery address', async () => {
      const res = await place(
        t,
        diner,
        orderBody(gf, {
          lines: [margherita()],
          deliveryAddress: { street: '1 High St', city: 'London', postalCode: '', country: 'United Kingdom' },
        }),
      );
      expectError(res, 400, 'DELIVERY_ADDRESS_INVALID', 'Please ensure the new address is complete and valid.');
      const none = await place(t, diner, { ...orderBody(gf, { lines: [margherita()] }), deliveryAddress: null });
      expectError(none, 400, 'DELIVERY_ADDRESS_INVALID', 'Please ensure the new address is complete and valid.');
    });

    it("answers 'Valid order data, items, and restaurantId are required.' for an empty body or no items", async () => {
      expectError(await place(t, diner, undefined), 400, 'BAD_REQUEST', 'Valid order data, items, and restaurantId are required.');
      expectError(await place(t, diner, {}), 400, 'BAD_REQUEST', 'Valid order data, items, and restaurantId are required.');
      expectError(
        await place(t, diner, { ...orderBody(gf, { lines: [margherita()] }), items: [] }),
        400,
        'BAD_REQUEST',
        'Valid order data, items, and restaurantId are required.',
      );
      const { restaurantId: _omit, ...noRestaurant } = orderBody(gf, { lines: [margherita()] });
      expectError(await place(t, diner, noRestaurant), 400, 'BAD_REQUEST', 'Valid order data, items, and restaurantId are required.');
    });

    it('needs a signed-in diner', async () => {
      expectError(await place(t, null, orderBody(gf, { lines: [margherita()] })), 401, 'UNAUTHORIZED', 'User not authenticated.');
    });

    it('needs the restaurant of this site in the body (else 404)', async () => {
      const body = { ...orderBody(gf, { lines: [margherita()] }), restaurantId: tasca.restaurant._id };
      expectError(await place(t, diner, body), 404, 'NOT_FOUND', 'Restaurant not found.');
    });

    it('needs an Idempotency-Key header', async () => {
      const res = await place(t, diner, orderBody(gf, { lines: [margherita()] }), { key: null });
      expectError(res, 400, 'VALIDATION_ERROR', /Idempotency-Key header is required/);
      expectError(
        await place(t, diner, orderBody(gf, { lines: [margherita()] }), { key: '   ' }),
        400,
        'VALIDATION_ERROR',
        /Idempotency-Key header is required/,
      );
    });

    it('answers a retry with the same key with the same order, and a different body with 422', async () => {
      const key = randomUUID();
      const body = orderBody(gf, { lines: [margherita()] });
      const first = await place(t, diner, body, { key });
      const again = await place(t, diner, body, { key });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      const rows = await t.db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.userId, diner.user._id), eq(orders.idempotencyKey, key)));
      expect(rows).toEqual([{ n: 1 }]);

      const other = await place(t, diner, { ...body, customerNotes: 'No onions' }, { key });
      expectError(other, 422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different order. Use a new key for a new order.');
      // Another diner's key space is their own.
      const stranger = await registerDiner(t.app);
      expect((await place(t, stranger, body, { key })).statusCode).toBe(201);
    });

    it('answers a retry with its order even when the menu has changed since (the product now unavailable)', async () => {
      const key = randomUUID();
      const body = orderBody(gf, { lines: [{ product: gf.byName('Onion Rings') }] });
      const first = await place(t, diner, body, { key });
      expect(first.statusCode, first.body).toBe(201);
      // Sold out as the kitchen marks it (which clears the menu an order is priced against, in every process).
      const owner = await loginAs(t.app, DEMO_OWNER);
      const soldOut = (isAvailable: boolean) =>
        t.app.inject({
          method: 'PATCH',
          url: `${API_PREFIX}/staff/products/${gf.byName('Onion Rings')._id}/availability`,
          headers: { host: GOLDEN_FORK, ...owner.headers },
          payload: { isAvailable },
        });
      expect((await soldOut(false)).statusCode).toBe(200);
      try {
        const again = await place(t, diner, body, { key });
        expect(again.statusCode, again.body).toBe(200);
        expect(again.json()).toEqual(first.json());
        // A new key for the same body is a new order, and that one is refused.
        expect((await place(t, diner, body)).statusCode).toBe(409);
        // The same key with another body is still a 422, whatever else is wrong with it.
        const other = await place(t, diner, { ...body, customerNotes: 'Extra napkins' }, { key });
        expectError(other, 422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different order. Use a new key for a new order.');
      } finally {
        expect((await soldOut(true)).statusCode).toBe(200);
      }
    });

    it('creates exactly one order for 20 concurrent identical requests', async () => {
      const key = randomUUID();
      const body = orderBody(gf, { lines: [margherita(), { product: gf.byName('Eton Mess'), quantity: 3 }] });
      const answers = await Promise.all(Array.from({ length: 20 }, () => place(t, diner, body, { key })));
      for (const res of answers) expect([200, 201], res.body).toContain(res.statusCode);
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
      const ids = new Set(answers.map((r) => orderResponse.parse(r.json()).data.order._id));
      expect(ids.size).toBe(1);
      const rows = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, diner.user._id), eq(orders.idempotencyKey, key)));
      expect(rows.map((r) => r.id)).toEqual([...ids]);
      expect(await t.db.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, rows[0]!.id))).toEqual([{ n: 2 }]);
    });

    it('refuses a tampered unit price with 409 naming the item, and stores nothing', async () => {
      const before = await t.db.select({ n: count() }).from(orders);
      const body = orderBody(gf, { lines: [margherita(), { product: gf.byName('Coca-Cola') }] });
      const cheap: PlaceOrderBody = {
        ...body,
        items: body.items.map((item, i) => (i === 0 ? { ...item, unitPrice: 1, itemSubtotal: 2 } : item)),
      };
      const error = expectError(
        await place(t, diner, cheap),
        409,
        'PRICES_CHANGED',
        'Prices have changed since you added these items (Margherita). Please review your cart.',
      );
      expect(error.errors).toEqual([{ field: 'items.0.unitPrice', message: 'Margherita now costs £14.20 each.' }]);
      expect(await t.db.select({ n: count() }).from(orders)).toEqual(before);
    });

    it('refuses a tampered option adjustment, line subtotal, subtotal, discount, fee or total (409)', async () => {
      // One pizza (£14.20): Pizza Tuesday takes £2.84; under £25 the £2.50 fee stays.
      const body = orderBody(gf, { lines: [{ ...margherita(), quantity: 1 }] });
      expect(body).toMatchObject({ discountAmount: 2.84, deliveryFee: 2.5 });
      const item = body.items[0]!;
      const options = item.selectedOptions!;
      const freeTopping = {
        ...body,
        items: [{ ...item, selectedOptions: [options[0]!, { ...options[1]!, priceAdjustment: 0 }] }],
      };
      expectError(await place(t, diner, freeTopping), 409, 'PRICES_CHANGED', /^Prices have changed since you added these items \(Margherita\)/);
      expectError(await place(t, diner, { ...body, items: [{ ...item, itemSubtotal: 1 }] }), 409, 'PRICES_CHANGED', /Margherita/);
      expectError(
        await place(t, diner, { ...body, subtotal: 1 }),
        409,
        'PRICES_CHANGED',
        'Prices have changed since you added these items. Please review your cart.',
      );
      const discount = expectError(
        await place(t, diner, { ...body, discountAmount: 5, totalAmount: body.totalAmount - 5 }),
        409,
        'DISCOUNT_CHANGED',
        'The discount has changed since it was applied. Please review your order.',
      );
      expect(discount.errors).toContainEqual({ field: 'discountAmount', message: 'Discount is £2.84.' });
      // A checkout that ignored the automatic offers would charge what the menu did not promise.
      const ignoringOffers = orderBody(gf, { lines: [{ ...margherita(), quantity: 1 }], offers: [] });
      expectError(await place(t, diner, ignoringOffers), 409, 'DISCOUNT_CHANGED', 'The discount has changed since it was applied. Please review your order.');
      expectError(
        await place(t, diner, { ...body, deliveryFee: 0, totalAmount: body.totalAmount - 2.5 }),
        409,
        'DELIVERY_FEE_CHANGED',
        'The delivery fee has changed. Please review your order.',
      );
      expectError(
        await place(t, diner, { ...body, totalAmount: 0.01 }),
        409,
        'PRICES_CHANGED',
        'Prices have changed since you added these items. Please review your cart.',
      );
      expectError(
        await place(t, diner, { ...body, serviceFee: 1, totalAmount: body.totalAmount + 1 }),
        409,
        'PRICES_CHANGED',
        /Prices have changed/,
      );
    });

    it("refuses another restaurant's product like an unknown one, and inactive or unavailable products", async () => {
      const nata = orderBody(tasca, { lines: [{ product: tasca.products[0]! }], orderType: 'Pickup' });
      const foreign = { ...orderBody(gf, { lines: [margherita()] }), items: nata.items };
      expectError(
        await place(t, diner, foreign),
        409,
        'ITEM_UNAVAILABLE',
        `${tasca.products[0]!.name} is no longer on the menu. Please review your cart.`,
      );
      const unknown = { ...orderBody(gf, { lines: [margherita()] }) };
      unknown.items = [{ ...unknown.items[0]!, productId: randomUUID(), productName: 'Ghost Pizza' }];
      expectError(await place(t, diner, unknown), 409, 'ITEM_UNAVAILABLE', 'Ghost Pizza is no longer on the menu. Please review your cart.');

      const [wellington] = await t.db.select().from(products).where(eq(products.name, 'Beef Wellington'));
      const unavailable = orderBody(gf, {
        lines: [
          { product: { ...gf.byName('Margherita'), _id: wellington!.id, name: 'Beef Wellington', price: 34, options: [] } },
        ],
      });
      expectError(await place(t, diner, unavailable), 409, 'ITEM_UNAVAILABLE', 'Beef Wellington is currently unavailable. Please review your cart.');
      const [pie] = await t.db.select().from(products).where(eq(products.name, 'Seasonal Game Pie'));
      const inactive = orderBody(gf, {
        lines: [{ product: { ...gf.byName('Margherita'), _id: pie!.id, name: 'Seasonal Game Pie', price: 19.5, options: [] } }],
      });
      expectError(await place(t, diner, inactive), 409, 'ITEM_UNAVAILABLE', 'Seasonal Game Pie is no longer on the menu. Please review your cart.');
    });

    it('refuses choices that do not exist on the product or break its limits', async () => {
      const pizza = gf.byName('Margherita');
      const body = orderBody(gf, { lines: [{ product: pizza }] });
      const item = body.items[0]!;
      const burgerSauce = gf.byName('The Golden Burger').options[0]!;
      const foreignValue = {
        ...item,
        selectedOptions: [
          ...item.selectedOptions!,
          { optionId: burgerSauce._id, valueId: burgerSauce.values[0]!._id, priceAdjustment: 0 },
        ],
      };
      expectError(
        await place(t, diner, { ...body, items: [foreignValue] }),
        409,
        'OPTIONS_CHANGED',
        'Some options chosen for Margherita are no longer available. Please review your cart.',
      );

      const noSize = { ...item, selectedOptions: [] };
      expectError(await place(t, diner, { ...body, items: [noSize] }), 409, 'OPTIONS_CHANGED', 'Please select at least 1 size for Margherita.');

      const fourToppings = orderBody(gf, {
        lines: [{ product: pizza, choose: ['Buffalo Mozzarella', 'Pepperoni', 'Rocket', 'Jalapeños'] }],
      });
      expectError(await place(t, diner, fourToppings), 409, 'OPTIONS_CHANGED', 'You can select up to 3 extra toppings for Margherita.');
    });

    it.each([
      [0, 'Quantity must be at least 1.'],
      [100, 'Quantity must be at most 99.'],
      [1.5, 'Quantity must be a whole number.'],
    ])('refuses quantity %s', async (quantity, message) => {
      const body = orderBody(gf, { lines: [{ product: gf.byName('Onion Rings') }] });
      expectError(await place(t, diner, { ...body, items: [{ ...body.items[0]!, quantity }] }), 400, 'VALIDATION_ERROR', message);
    });

    it('accepts 99 of one line', async () => {
      const res = await place(t, diner, orderBody(gf, { lines: [{ product: gf.byName('Onion Rings'), quantity: 99 }] }));
      expect(res.statusCode, res.body).toBe(201);
    });

    it('refuses an order type the restaurant does not offer', async () => {
      const res = await place(t, diner, orderBody(tasca, { lines: [{ product: tasca.products[0]! }], orderType: 'Delivery' }), {
        host: TASCA,
      });
      expectError(res, 400, 'ORDER_TYPE_NOT_OFFERED', 'This restaurant currently only offers pickup.');
      await t.db.update(restaurantFulfilment).set({ allowsCollection: false }).where(eq(restaurantFulfilment.restaurantId, gf.restaurant._id));
      t.app.restaurants.invalidate();
      try {
        expectError(
          await place(t, diner, orderBody(gf, { lines: [margherita()], orderType: 'Pickup' })),
          400,
          'ORDER_TYPE_NOT_OFFERED',
          'This restaurant currently only offers delivery.',
        );
      } finally {
        await t.db.update(restaurantFulfilment).set({ allowsCollection: true }).where(eq(restaurantFulfilment.restaurantId, gf.restaurant._id));
        t.app.restaurants.invalidate();
      }
    });

    it('refuses a payment method that is switched off or unknown', async () => {
      const off = orderBody(tasca, {
        lines: [{ product: tasca.products[0]! }],
        orderType: 'Pickup',
        paymentMethod: 'Online Payment',
      });
      expectError(
        await place(t, diner, off, { host: TASCA }),
        400,
        'PAYMENT_METHOD_UNAVAILABLE',
        'This payment method is not available. Please select a payment method.',
      );
      expectError(
        await place(t, diner, orderBody(gf, { lines: [margherita()], paymentMethod: 'Bitcoin' })),
        400,
        'PAYMENT_METHOD_UNAVAILABLE',
        'This payment method is not available. Please select a payment method.',
      );
      const missing = { ...orderBody(gf, { lines: [margherita()] }), paymentDetails: { method: ' ' } };
      expectError(await place(t, diner, missing), 400, 'VALIDATION_ERROR', 'Please select a payment method.');
    });

    it.each([
      ['', 'This field is required.'],
      ['12345', 'Valid phone number required.'],
      ['call me maybe', 'Valid phone number required.'],
    ])('refuses contact phone %j', async (contactPhone, message) => {
      expectError(await place(t, diner, orderBody(gf, { lines: [margherita()], contactPhone })), 400, 'VALIDATION_ERROR', message);
    });

    it('takes ASAP orders only while open (closed on Monday)', async () => {
      now = new Date('2026-06-01T13:00:00Z');
      expectError(
        await place(t, diner, orderBody(gf, { lines: [margherita()] })),
        400,
        'RESTAURANT_CLOSED',
        "We're currently closed, so we can't take an order for as soon as possible. Please schedule your order.",
      );
    });

    it('schedules at least 15 minutes and at most 7 days ahead, inside the opening hours', async () => {
      const at = (iso: string) => orderBody(gf, { lines: [margherita()], isASAP: false, scheduledAt: iso });
      const ahead = (minutes: number) => new Date(TUESDAY_2PM.getTime() + minutes * 60_000).toISOString();
      expectError(await place(t, diner, at(ahead(10))), 400, 'SCHEDULE_TOO_SOON', 'Please schedule your order at least 15 minutes from now.');
      expectError(await place(t, diner, at(ahead(8 * 24 * 60))), 400, 'SCHEDULE_TOO_FAR', 'You can schedule up to 7 days in advance.');
      // Tuesday 23:00 BST: after closing.
      expectError(
        await place(t, diner, at('2026-06-02T22:00:00Z')),
        400,
        'SCHEDULE_OUTSIDE_HOURS',
        "We're closed at the time you chose. Please pick a time within our opening hours.",
      );
      // Monday: closed all day.
      expectError(
        await place(t, diner, at('2026-06-08T12:00:00Z')),
        400,
        'SCHEDULE_OUTSIDE_HOURS',
        "We're closed at the time you chose. Please pick a time within our opening hours.",
      );
      expectError(await place(t, diner, { ...at(ahead(60)), scheduledAt: null }), 400, 'SCHEDULE_REQUIRED', 'Please choose a scheduled date/time.');

      const ok = await place(t, diner, at(ahead(15)));
      expect(ok.statusCode, ok.body).toBe(201);
      expect(orderResponse.parse(ok.json()).data.order).toMatchObject({ isASAP: false, scheduledAt: ahead(15) });
      // Saturday 00:30 BST: Friday's 17:00–01:00 hours spill past midnight.
      const late = await place(t, diner, at('2026-06-05T23:30:00Z'));
      expect(late.statusCode, late.body).toBe(201);
    });

    it('while closed, accepts a time at the next opening (Monday → Tuesday noon)', async () => {
      now = new Date('2026-06-01T13:00:00Z');
      const res = await place(
        t,
        diner,
        orderBody(gf, { lines: [margherita()], isASAP: false, scheduledAt: '2026-06-02T11:00:00Z' }),
      );
      expect(res.statusCode, res.body).toBe(201);
    });
  },
  // A few diners place many orders here; the per-diner throttle has its own suite.
  { clock: () => now, env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000' } },
);
