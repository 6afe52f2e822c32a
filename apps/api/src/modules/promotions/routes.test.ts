import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { highlightsResponse, promotionsResponse, type PublicPromotion } from '@platter/domain';
import { promotions, restaurants } from '../../db/schema.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

const GOLDEN_FORK = { host: 'localhost:3000' };
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('GET /api/v1/promotions/public and /api/v1/highlights/public', (t) => {
  beforeAll(async () => {
    const [row] = await t.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, 'golden-fork'));
    const restaurantId = row!.id;
    const now = Date.now();
    await t.db.insert(promotions).values([
      {
        restaurantId,
        name: 'Expired Winter Deal',
        type: 'FixedAmountDiscountOrder',
        discountValue: 300,
        validFrom: new Date(now - 30 * DAY),
        validUntil: new Date(now - DAY),
      },
      {
        restaurantId,
        name: 'Staff Secret',
        type: 'PercentageDiscountOrder',
        discountValue: 50,
        couponCode: 'STAFF50',
        displayToCustomers: false,
      },
      { restaurantId, name: 'Summer Preview', type: 'FreeShipping', validFrom: new Date(now + 7 * DAY) },
      { restaurantId, name: 'Switched Off', type: 'PercentageDiscountOrder', discountValue: 15, isActive: false },
    ]);
  });

  async function list(query: string): Promise<PublicPromotion[]> {
    const res = await t.app.inject({ url: `/api/v1/promotions/public${query}`, headers: GOLDEN_FORK });
    expect(res.statusCode, res.body).toBe(200);
    return promotionsResponse.parse(res.json()).data.promotions;
  }

  it('lists the offers the storefront shows: valid now and displayed to customers', async () => {
    const offers = await list('?isValidNow=true&displayToCustomers=true');
    expect(offers.map((p) => p.name).sort()).toEqual(['Free Delivery', 'Pizza Tuesday', 'Welcome Offer', '£5 Off Reward']);
    const welcome = offers.find((p) => p.name === 'Welcome Offer')!;
    expect(welcome).toMatchObject({ type: 'PercentageDiscountOrder', discountValue: 10, couponCode: 'WELCOME10', pointsCost: 0 });
    expect(offers.find((p) => p.name === 'Free Delivery')).toMatchObject({ type: 'FreeShipping', minOrderValue: 25 });
    expect(offers.find((p) => p.name === '£5 Off Reward')).toMatchObject({ discountValue: 5, pointsCost: 100 });
    expect(offers.find((p) => p.name === 'Pizza Tuesday')!.applicableProductIds).toHaveLength(4);
  });

  it('applies each filter on its own, and never lists switched-off promotions', async () => {
    const all = (await list('')).map((p) => p.name);
    expect(all).toEqual(expect.arrayContaining(['Expired Winter Deal', 'Staff Secret', 'Summer Preview']));
    expect(all).not.toContain('Switched Off');
    const validNow = (await list('?isValidNow=true')).map((p) => p.name);
    expect(validNow).toContain('Staff Secret');
    expect(validNow).not.toContain('Expired Winter Deal');
    expect(validNow).not.toContain('Summer Preview');
    const displayed = (await list('?displayToCustomers=true')).map((p) => p.name);
    expect(displayed).toContain('Expired Winter Deal');
    expect(displayed).not.toContain('Staff Secret');
  });

  it('never reveals the coupon code of a promotion that is not displayed', async () => {
    const secret = (await list('')).find((p) => p.name === 'Staff Secret')!;
    expect(secret.couponCode).toBeNull();
  });

  it('rejects bad filter values with 400', async () => {
    const res = await t.app.inject({ url: '/api/v1/promotions/public?isValidNow=yes', headers: GOLDEN_FORK });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: "Must be 'true' or 'false'." });
  });

  it("lists another restaurant's promotions only on its own host", async () => {
    const res = await t.app.inject({ url: '/api/v1/promotions/public', headers: { host: 'tascadoporto.example' } });
    const names = res.json().data.promotions.map((p: PublicPromotion) => p.name);
    expect(names).toEqual(['Nata Trio']);
    expect(res.json().data.promotions[0]).toMatchObject({ type: 'BuyXGetY', buyQuantity: 2, getQuantity: 1 });
  });

  it('lists the active highlights in display order, one of them a video', async () => {
    const res = await t.app.inject({ url: '/api/v1/highlights/public', headers: GOLDEN_FORK });
    expect(res.statusCode).toBe(200);
    const { highlights } = highlightsResponse.parse(res.json()).data;
    expect(highlights).toHaveLength(3);
    expect(highlights.map((h) => h.displayOrder)).toEqual([1, 2, 3]);
    expect(highlights.filter((h) => h.imageUrl.endsWith('.mp4'))).toHaveLength(1);
    expect(res.headers.etag).toBeDefined();
    const tasca = await t.app.inject({ url: '/api/v1/highlights/public', headers: { host: 'tasca-do-porto.localhost' } });
    expect(tasca.json().data.highlights.map((h: { title: string }) => h.title)).toEqual(['Welcome to the Tasca']);
  });

  it("answers Tasca's offer in the diner's language: Portuguese by default, English translated", async () => {
    const offer = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: '/api/v1/promotions/public', headers: { host: 'tasca-do-porto.localhost', ...headers } });
      return promotionsResponse.parse(res.json()).data.promotions[0]!;
    };
    expect(await offer({ 'accept-language': 'pt-PT' })).toMatchObject({ name: 'Trio de nata', description: 'Compre dois pastéis de nata e leve o terceiro grátis.' });
    expect(await offer({ 'accept-language': 'en-GB' })).toMatchObject({ name: 'Nata Trio', description: 'Buy two pastéis de nata, get a third free.' });
    expect((await offer({ 'accept-language': 'en-GB', cookie: 'platter_lang=pt-PT' })).description).toBe('Compre dois pastéis de nata e leve o terceiro grátis.');
  });
});
