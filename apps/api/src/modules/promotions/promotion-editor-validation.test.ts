/**
 * The offers section refuses what the tenant file refuses (one set of rules, packages/domain
 * contracts/promotion-rules.ts), each with 400 and the field it is about, and stores nothing;
 * codes are unique whatever their case; of two changes made at once on one version exactly one
 * goes through; and an owner's fuzzed bodies never make a 5xx.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { staffPromotionResponse, staffPromotionsResponse, type EditablePromotion, type PromotionCreate } from '@platter/domain';
import { registerStaff, type Session } from '../../test/auth.ts';
import { GOLDEN_FORK_HOST, TASCA_HOST, callAs } from '../../test/menu-editor.ts';
import { loadStorefront, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { tenantFileSchema } from '../../provisioning/schema.ts';
import { exportTenant } from '../../provisioning/export.ts';

const OFFER: PromotionCreate = { name: 'Rule tester', type: 'PercentageDiscountOrder', discountValue: 10 };

describeEachDatabase('the offers section refuses what the promotion rules forbid', (t) => {
  let owner: Session;
  let gf: Storefront;
  let tasca: Storefront;
  let offer: EditablePromotion;
  const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) => callAs(t.app, ...args);
  const fieldsOf = (res: { json(): unknown }) => (res.json() as { errors?: { field?: string }[] }).errors?.map((e) => e.field);
  const list = async () => staffPromotionsResponse.parse((await call(owner, 'GET', '/staff/promotions')).json()).data.promotions;

  beforeAll(async () => {
    gf = await loadStorefront(t.app, GOLDEN_FORK_HOST);
    tasca = await loadStorefront(t.app, TASCA_HOST);
    owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    const created = await call(owner, 'POST', '/staff/promotions', OFFER);
    expect(created.statusCode, created.body).toBe(201);
    offer = staffPromotionResponse.parse(created.json()).data.promotion;
  });

  it('refuses bad promotions on create and on change with the field named, and stores nothing', async () => {
    const margherita = gf.byName('Margherita')._id;
    const cases: [what: string, body: object, field: string, message: RegExp][] = [
      ['no percent', { discountValue: 0 }, 'discountValue', /^discountValue must be a whole percent from 1 to 100 for PercentageDiscountOrder$/],
      ['over 100%', { discountValue: 101 }, 'discountValue', /whole percent from 1 to 100/],
      ['half a percent', { discountValue: 12.5 }, 'discountValue', /whole percent/],
      ['a negative value', { discountValue: -5 }, 'discountValue', /must not be negative/],
      ['a fixed amount of 0', { type: 'FixedAmountDiscountOrder', discountValue: 0 }, 'discountValue', /must be an amount above 0 with at most 2 decimals/],
      ['a fixed amount past any price', { type: 'FixedAmountDiscountOrder', discountValue: 1e9 }, 'discountValue', /^discountValue must be at most 1000000$/],
      ['a fixed amount with 3 decimals', { type: 'FixedAmountDiscountOrder', discountValue: 2.555 }, 'discountValue', /at most 2 decimals/],
      ['a value on free delivery', { type: 'FreeShipping', discountValue: 5 }, 'discountValue', /^discountValue must be 0 for FreeShipping$/],
      ['buy X get Y without its quantities', { type: 'BuyXGetY', discountValue: 0 }, 'buyQuantity', /^buyQuantity is required for BuyXGetY$/],
      ['quantities on a percentage', { buyQuantity: 2 }, 'buyQuantity', /must be null: it applies to BuyXGetY only/],
      ['a dish discount with no dish', { type: 'PercentageDiscountProduct' }, 'applicableProductIds', /must name at least one dish for PercentageDiscountProduct/],
      ['an unknown dish', { applicableProductIds: [randomUUID()] }, 'applicableProductIds.0', /^applicableProductIds\.0 names no dish of this restaurant$/],
      ["another restaurant's dish", { applicableProductIds: [tasca.byName('Pastel de Nata')._id] }, 'applicableProductIds.0', /names no dish of this restaurant/],
      ['a dish twice', { applicableProductIds: [margherita, margherita] }, 'applicableProductIds.1', /must be unique/],
      ['a window ending before it starts', { validFrom: '2026-07-01T00:00:00Z', validUntil: '2026-06-01T00:00:00Z' }, 'validUntil', /^validUntil must be after validFrom$/],
      ['a date that is no date', { validFrom: '1 July' }, 'validFrom', /must be a date and time such as 2026-05-01T09:00:00Z/],
      ['a one-letter code', { couponCode: 'A' }, 'couponCode', /must be 2 to 40 letters, digits, - or _/],
      ['a code with a space', { couponCode: 'SAVE 10' }, 'couponCode', /must be 2 to 40 letters/],
      ['a code taken in another case', { couponCode: 'welcome10' }, 'couponCode', /^couponCode must be unique: "Welcome Offer" already uses it \(codes are matched whatever their case/],
      ['a name taken', { name: 'Welcome Offer' }, 'name', /^name must be unique: another promotion is named "Welcome Offer"$/],
      ['a blank name', { name: '   ' }, 'name', /must not be blank/],
      ['a usage limit of 0', { usageLimitTotal: 0 }, 'usageLimitTotal', /must be at least 1/],
      ['half a use per diner', { usageLimitPerUser: 1.5 }, 'usageLimitPerUser', /must be a whole number/],
      ['a negative points cost', { pointsCost: -1 }, 'pointsCost', /must be at least 0/],
      ['a minimum with 3 decimals', { minOrderValue: 1.234 }, 'minOrderValue', /must have at most 2 decimals/],
      ['a day that is none', { activeDays: ['funday'] }, 'activeDays.0', /./],
      ['an unknown type', { type: 'HalfPrice' }, 'type', /./],
      ['an unknown field', { colour: 'red' }, '', /Unrecognized key/],
    ];
    for (const [what, body, field, message] of cases) {
      for (const [method, path, payload] of [
        ['POST', '/staff/promotions', { ...OFFER, name: `New ${what}`, ...body }],
        ['PATCH', `/staff/promotions/${offer._id}`, { version: offer.version, ...body }],
      ] as const) {
        const res = await call(owner, method, path, payload);
        expect(res.statusCode, `${method} ${what}: ${res.body}`).toBe(400);
        expect(res.json().code, what).toBe('VALIDATION_ERROR');
        if (field) expect(fieldsOf(res), what).toContain(field);
        expect(res.json().message, what).toMatch(message);
      }
    }
    const promotions = await list();
    expect(promotions.filter((p) => p.name.startsWith('New '))).toEqual([]);
    expect(promotions.find((p) => p._id === offer._id)).toEqual(offer);
  });

  it('judges a change on the promotion as it would be after it, and refuses what the tenant file refuses in the same words', async () => {
    // A percentage offer made buy-2-get-1 without its quantities: the whole is judged.
    const half = await call(owner, 'PATCH', `/staff/promotions/${offer._id}`, { version: offer.version, type: 'BuyXGetY' });
    expect(half.statusCode).toBe(400);
    expect(fieldsOf(half)).toEqual(expect.arrayContaining(['discountValue', 'buyQuantity', 'getQuantity']));
    const whole = await call(owner, 'PATCH', `/staff/promotions/${offer._id}`, { version: offer.version, type: 'BuyXGetY', discountValue: 0, buyQuantity: 2, getQuantity: 1 });
    expect(whole.statusCode, whole.body).toBe(200);
    offer = staffPromotionResponse.parse(whole.json()).data.promotion;

    const file = (await exportTenant(t.db, 'golden-fork'))!;
    const broken = { ...file, promotions: [...file.promotions, { name: 'No dishes', type: 'PercentageDiscountProduct', discountValue: 10 }] };
    const parsed = tenantFileSchema.safeParse(broken);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [`promotions.${file.promotions.length}.applicableProducts`, 'must name at least one dish for PercentageDiscountProduct'],
    ]);
  });

  it('refuses a missing version, an unknown promotion, and another restaurant’s', async () => {
    const noVersion = await call(owner, 'PATCH', `/staff/promotions/${offer._id}`, { discountValue: 20 });
    expect(noVersion.statusCode).toBe(400);
    expect(fieldsOf(noVersion)).toEqual(['version']);
    for (const id of [randomUUID(), 'not-an-id']) {
      for (const [method, path, body] of [
        ['PATCH', `/staff/promotions/${id}`, { version: 1 }],
        ['POST', `/staff/promotions/${id}/pause`],
        ['DELETE', `/staff/promotions/${id}`],
      ] as const) {
        const res = await call(owner, method, path, body);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json().message).toBe('Promotion not found.');
      }
    }
    const nata = await call(owner, 'GET', '/staff/promotions', undefined, TASCA_HOST);
    expect(nata.statusCode).toBe(404);
  });

  it('lets exactly one of two changes made at once on the same version through, and one of two saves of one code', async () => {
    const current = (await list()).find((p) => p._id === offer._id)!;
    const [a, b] = await Promise.all([
      call(owner, 'PATCH', `/staff/promotions/${offer._id}`, { version: current.version, buyQuantity: 3 }),
      call(owner, 'PATCH', `/staff/promotions/${offer._id}`, { version: current.version, buyQuantity: 4 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = a.statusCode === 200 ? 3 : 4;
    expect((await list()).find((p) => p._id === offer._id)).toMatchObject({ buyQuantity: won, version: current.version + 1 });

    const [c, d] = await Promise.all([
      call(owner, 'POST', '/staff/promotions', { ...OFFER, name: 'Race one', couponCode: 'RACE' }),
      call(owner, 'POST', '/staff/promotions', { ...OFFER, name: 'Race two', couponCode: 'race' }),
    ]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([201, 400]);
    expect(fieldsOf(c.statusCode === 400 ? c : d)).toEqual(['couponCode']);
  });

  it('answers fuzzed bodies from an owner with a 2xx or a 4xx with a message, never a 5xx', async () => {
    const dishes = gf.products.slice(0, 3).map((p) => p._id);
    const anyValue = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(...dishes));
    const mostly = <T,>(sensible: fc.Arbitrary<T>) => fc.oneof({ arbitrary: sensible, weight: 12 }, { arbitrary: anyValue, weight: 1 });
    const fields = fc.record(
      {
        name: mostly(fc.constantFrom('Fuzzed', 'Fuzzed 🍕', 'Welcome Offer', ' ')),
        type: mostly(fc.constantFrom('PercentageDiscountOrder', 'FixedAmountDiscountOrder', 'PercentageDiscountProduct', 'FixedAmountDiscountProduct', 'FreeShipping', 'BuyXGetY')),
        discountValue: mostly(fc.constantFrom(0, 1, 10, 2.5, 100, 101, 1e9)),
        couponCode: mostly(fc.constantFrom(null, 'FUZZ', 'welcome10', 'x', 'OK-1')),
        minOrderValue: mostly(fc.constantFrom(null, 0, 15, 1.005)),
        applicableProductIds: mostly(fc.subarray(dishes)),
        pointsCost: mostly(fc.constantFrom(0, 50, -1)),
        buyQuantity: mostly(fc.constantFrom(null, 1, 2, 0)),
        getQuantity: mostly(fc.constantFrom(null, 1)),
        validFrom: mostly(fc.constantFrom(null, '2026-05-01T00:00:00Z', 'soon')),
        validUntil: mostly(fc.constantFrom(null, '2026-09-01T00:00:00+01:00', '2026-01-01T00:00:00Z')),
        activeDays: mostly(fc.subarray(['monday', 'tuesday', 'sunday', 'funday'])),
        usageLimitTotal: mostly(fc.constantFrom(null, 1, 100, 0)),
        usageLimitPerUser: mostly(fc.constantFrom(null, 1, 2.5)),
      },
      { requiredKeys: [] },
    );
    const target = fc.constantFrom('POST', 'PATCH', 'pause', 'end', 'resume');
    let n = 0;
    await fc.assert(
      fc.asyncProperty(target, fields, async (kind, body) => {
        n += 1;
        const named = typeof body.name === 'string' && n % 4 !== 0 ? { ...body, name: `${body.name} ${n}` } : body;
        let res;
        if (kind === 'POST') res = await call(owner, 'POST', '/staff/promotions', { type: 'FreeShipping', name: `Fuzz ${n}`, ...named });
        else if (kind === 'PATCH') {
          const current = (await list()).find((p) => p._id === offer._id)!;
          res = await call(owner, 'PATCH', `/staff/promotions/${offer._id}`, { version: n % 7 === 0 ? 1 : current.version, ...named });
        } else res = await call(owner, 'POST', `/staff/promotions/${offer._id}/${kind}`);
        expect(res.statusCode, `${kind} ${JSON.stringify(named)}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().message, res.body).toEqual(expect.any(String));
      }),
      { numRuns: 60 },
    );
  }, 90_000);
});
