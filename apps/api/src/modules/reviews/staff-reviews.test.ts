import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  apiErrorSchema,
  restaurantResponse,
  reviewResponse,
  reviewsResponse,
  staffReviewResponse,
  staffReviewsResponse,
  type Review,
} from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { restaurants, reviewReplies } from '../../db/schema.ts';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { loadStorefront, type Storefront } from '../../test/orders.ts';
import { finishedOrder, postReview } from '../../test/reviews.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';

const GOLDEN = 'localhost';
const TASCA = 'tasca-do-porto.localhost';
let now = new Date('2026-06-02T13:00:00Z');
const tick = () => {
  now = new Date(now.getTime() + 60_000);
};

describeEachDatabase(
  'reviews: the staff side (read all, reply, hide)',
  (t: TestApp) => {
    let gf: Storefront;
    let tasca: Storefront;
    let diner: Session;
    let owner: Session;
    let manager: Session;
    let staff: Session;
    let tascaOwner: Session;

    beforeAll(async () => {
      [gf, tasca] = await Promise.all([loadStorefront(t.app, GOLDEN), loadStorefront(t.app, TASCA)]);
      diner = await registerDiner(t.app, { name: 'Ana Costa' });
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
      manager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
      staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
      tascaOwner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
    });

    async function reviewed(rating: number, comment: string, store = gf): Promise<Review> {
      const order = await finishedOrder(t.app, store, diner, store === gf ? owner : tascaOwner);
      tick();
      const res = await postReview(t.app, store, diner, order._id, { rating, comment });
      expect(res.statusCode, res.body).toBe(201);
      return reviewResponse.parse(res.json()).data.review;
    }

    const call = (method: 'GET' | 'POST' | 'PATCH', path: string, session: Session | null, body?: unknown, host = GOLDEN) => {
      tick();
      return t.app.inject({ method, url: `${API_PREFIX}${path}`, headers: { host, ...(session?.headers ?? {}) }, ...(body === undefined ? {} : { payload: body as object }) });
    };
    const reply = (reviewId: string, session: Session | null, comment: unknown = 'Thank you for coming!', host = GOLDEN) =>
      call('POST', `/staff/reviews/${reviewId}/reply`, session, { comment }, host);
    const setVisible = (reviewId: string, session: Session | null, isVisible: unknown, host = GOLDEN) =>
      call('PATCH', `/staff/reviews/${reviewId}`, session, { isVisible }, host);
    const refusal = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, ...apiErrorSchema.parse(res.json()) });

    const publicList = async (store = gf) =>
      reviewsResponse.parse((await call('GET', `/restaurants/${store.restaurant._id}/reviews?limit=50`, null, undefined, store.host)).json()).data;
    const publicRestaurant = async (store = gf) =>
      restaurantResponse.parse((await call('GET', '/restaurants/public/-', null, undefined, store.host)).json()).data.restaurant;

    it('lets the owner and a manager reply, storing each one’s role; the public page shows the replies in order', async () => {
      const review = await reviewed(4, 'Lovely pie.');
      const fromOwner = await reply(review._id, owner, '  Thank you, Ana!  ');
      expect(fromOwner.statusCode, fromOwner.body).toBe(201);
      expect(fromOwner.json()).toMatchObject({ message: 'Your reply has been posted.' });
      const fromManager = await reply(review._id, manager, 'See you soon.');
      const answered = staffReviewResponse.parse(fromManager.json()).data.review;
      expect(answered.replies).toEqual([
        { _id: expect.any(String), userName: 'Test O.', userRole: 'Owner', comment: 'Thank you, Ana!', createdAt: expect.any(String) },
        { _id: expect.any(String), userName: 'Test M.', userRole: 'Manager', comment: 'See you soon.', createdAt: expect.any(String) },
      ]);
      const stored = await t.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, review._id));
      expect(stored.map((r) => [r.userRole, r.userId, r.restaurantId])).toEqual([
        ['Owner', owner.user._id, gf.restaurant._id],
        ['Manager', manager.user._id, gf.restaurant._id],
      ]);
      const shown = (await publicList()).reviews.find((r) => r._id === review._id);
      expect(shown?.replies.map((r) => [r.userRole, r.comment])).toEqual([
        ['Owner', 'Thank you, Ana!'],
        ['Manager', 'See you soon.'],
      ]);
    });

    it('refuses replies from Staff (403), diners (403), signed-out callers (401) and another restaurant’s staff (404)', async () => {
      const review = await reviewed(3, 'Okay.');
      expect(refusal(await reply(review._id, staff))).toMatchObject({ status: 403, message: 'Your role at this restaurant does not allow this.' });
      expect(refusal(await reply(review._id, diner))).toMatchObject({ status: 403, message: "This is for the restaurant's staff only." });
      expect(refusal(await reply(review._id, null))).toMatchObject({ status: 401 });
      expect(refusal(await reply(review._id, tascaOwner))).toMatchObject({ status: 404 });
      // Tasca's owner on Tasca's own site: the review is not theirs.
      expect(refusal(await reply(review._id, tascaOwner, 'Hi', TASCA))).toMatchObject({ status: 404, message: 'Review not found.' });
      expect(refusal(await setVisible(review._id, tascaOwner, false, TASCA))).toMatchObject({ status: 404, message: 'Review not found.' });
      expect(await t.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, review._id))).toHaveLength(0);
    });

    it('checks the reply: required, at most 1000 characters, an existing review', async () => {
      const review = await reviewed(5, 'Superb.');
      expect(refusal(await reply(review._id, owner, '   '))).toMatchObject({ status: 400, errors: [{ field: 'comment', message: 'Please write a reply.' }] });
      expect(refusal(await reply(review._id, owner, 'x'.repeat(1001)))).toMatchObject({ status: 400, message: 'A reply can be at most 1000 characters.' });
      expect(refusal(await reply('00000000-0000-4000-8000-000000000000', owner))).toMatchObject({ status: 404, message: 'Review not found.' });
      expect(refusal(await reply('nope', owner))).toMatchObject({ status: 404 });
    });

    it('hides an abusive review: gone from the public list, the average and the count, and back when shown again', async () => {
      await reviewed(5, 'Great.');
      const abusive = await reviewed(0.5, 'Rude words here.');
      const before = await publicList();
      expect(before.reviews.map((r) => r._id)).toContain(abusive._id);
      expect(await publicRestaurant()).toMatchObject({ averageRating: before.averageRating, totalReviews: before.ratingCount });

      expect(refusal(await setVisible(abusive._id, staff, false))).toMatchObject({ status: 403 });
      expect(refusal(await setVisible(abusive._id, diner, false))).toMatchObject({ status: 403 });
      expect(refusal(await setVisible(abusive._id, owner, 'no'))).toMatchObject({ status: 400, message: 'isVisible must be true or false.' });

      const hidden = await setVisible(abusive._id, manager, false);
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json()).toMatchObject({ message: 'The review is hidden from the reviews page.', data: { review: { _id: abusive._id, isVisible: false } } });

      const after = await publicList();
      expect(after.reviews.map((r) => r._id)).not.toContain(abusive._id);
      expect(after.ratingCount).toBe(before.ratingCount - 1);
      expect(after.averageRating).toBeGreaterThan(before.averageRating);
      const config = await publicRestaurant();
      expect(config).toMatchObject({ averageRating: after.averageRating, totalReviews: after.ratingCount });
      const [row] = await t.db.select({ total: restaurants.totalReviews }).from(restaurants).where(eq(restaurants.id, gf.restaurant._id));
      expect(row?.total).toBe(after.ratingCount);

      // The staff list still has it, marked hidden.
      const staffPage = staffReviewsResponse.parse((await call('GET', '/staff/reviews?limit=50', staff)).json()).data;
      expect(staffPage.reviews.find((r) => r._id === abusive._id)).toMatchObject({ isVisible: false, comment: 'Rude words here.' });
      expect(staffPage.hiddenCount).toBe(1);
      const onlyHidden = staffReviewsResponse.parse((await call('GET', '/staff/reviews?isVisible=false', owner)).json()).data;
      expect(onlyHidden.reviews.map((r) => r._id)).toEqual([abusive._id]);

      const shown = await setVisible(abusive._id, owner, true);
      expect(shown.json()).toMatchObject({ message: 'The review is shown on the reviews page again.' });
      expect(await publicRestaurant()).toMatchObject({ averageRating: before.averageRating, totalReviews: before.ratingCount });
    });

    it('lists every review of this restaurant only for its staff, with the order number, paginated', async () => {
      const here = await reviewed(4, 'Here.');
      const there = await reviewed(4, 'There.', tasca);
      const res = await call('GET', '/staff/reviews?limit=50&sortBy=newest', staff);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const page = staffReviewsResponse.parse(res.json()).data;
      expect(page.reviews.map((r) => r._id)).toContain(here._id);
      expect(page.reviews.map((r) => r._id)).not.toContain(there._id);
      expect(page.reviews.find((r) => r._id === here._id)?.orderNumber).toMatch(/^GF-\d{6}$/);
      const paged = staffReviewsResponse.parse((await call('GET', '/staff/reviews?limit=1&page=2', owner)).json()).data;
      expect(paged).toMatchObject({ currentPage: 2, totalPages: page.totalReviews });
      expect(paged.reviews).toHaveLength(1);

      expect(refusal(await call('GET', '/staff/reviews', diner))).toMatchObject({ status: 403 });
      expect(refusal(await call('GET', '/staff/reviews', null))).toMatchObject({ status: 401 });
      expect(refusal(await call('GET', '/staff/reviews', tascaOwner))).toMatchObject({ status: 404 });
      // Tasca's own list has only its review.
      const tascaPage = staffReviewsResponse.parse((await call('GET', '/staff/reviews', tascaOwner, undefined, TASCA)).json()).data;
      expect(tascaPage.reviews.map((r) => r._id)).toEqual([there._id]);
    });

    it('caps a review at 20 replies', async () => {
      const review = await reviewed(4, 'Chatty.');
      await t.db.insert(reviewReplies).values(
        Array.from({ length: 20 }, () => ({ restaurantId: gf.restaurant._id, reviewId: review._id, userId: owner.user._id, userRole: 'Owner' as const, comment: 'Thanks' })),
      );
      expect(refusal(await reply(review._id, owner))).toMatchObject({ status: 409, message: 'This review already has 20 replies.' });
      const count = await t.db.select().from(reviewReplies).where(and(eq(reviewReplies.reviewId, review._id), eq(reviewReplies.restaurantId, gf.restaurant._id)));
      expect(count).toHaveLength(20);
    });
  },
  { clock: () => now, env: { ORDER_RATE_LIMIT_PER_MINUTE: '10000' } },
);
