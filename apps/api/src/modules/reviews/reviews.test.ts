import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  orderReviewResponse,
  restaurantResponse,
  reviewResponse,
  reviewableOrdersResponse,
  reviewsResponse,
  type Review,
} from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { reviews } from '../../db/schema.ts';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { loadStorefront, type Storefront } from '../../test/orders.ts';
import { finishedOrder, moveOrderAs, postReview } from '../../test/reviews.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';

const GOLDEN = 'localhost';
const TASCA = 'tasca-do-porto.localhost';
/** Tuesday 14:00 in London: both demo restaurants are open. Each review moves it on a minute. */
let now = new Date('2026-06-02T13:00:00Z');
const tick = () => {
  now = new Date(now.getTime() + 60_000);
};

describeEachDatabase(
  'reviews: the public list and a diner reviewing their order',
  (t: TestApp) => {
    let gf: Storefront;
    let tasca: Storefront;
    let diner: Session;
    let owner: Session;
    let tascaOwner: Session;

    beforeAll(async () => {
      [gf, tasca] = await Promise.all([loadStorefront(t.app, GOLDEN), loadStorefront(t.app, TASCA)]);
      diner = await registerDiner(t.app, { name: 'Maria da Silva' });
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
      tascaOwner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
    });

    const completed = (store = gf, session: Session = diner) => finishedOrder(t.app, store, session, store === gf ? owner : tascaOwner);

    async function review(orderId: string, body: unknown, store = gf, session: Session = diner): Promise<Review> {
      tick();
      const res = await postReview(t.app, store, session, orderId, body);
      expect(res.statusCode, res.body).toBe(201);
      return reviewResponse.parse(res.json()).data.review;
    }

    const list = async (query = '', store = gf, restaurantId = store.restaurant._id) => {
      const res = await t.app.inject({ url: `${API_PREFIX}/restaurants/${restaurantId}/reviews${query}`, headers: { host: store.host } });
      expect(res.statusCode, res.body).toBe(200);
      return reviewsResponse.parse(res.json()).data;
    };

    const publicRestaurant = async (store: Storefront) =>
      restaurantResponse.parse((await t.app.inject({ url: `${API_PREFIX}/restaurants/public/-`, headers: { host: store.host } })).json()).data.restaurant;

    const refusal = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, ...apiErrorSchema.parse(res.json()) });

    it('posts a 4.5-star review of a completed order, under the first name and initial, and lists it with the new average', async () => {
      const order = await completed();
      const posted = await review(order._id, { rating: 4.5, comment: '  Crisp batter, generous portion.  ' });
      expect(posted).toMatchObject({ userName: 'Maria S.', rating: 4.5, comment: 'Crisp batter, generous portion.', replies: [], createdAt: now.toISOString() });

      const page = await list();
      expect(page.reviews.map((r) => r._id)).toContain(posted._id);
      expect(page.reviews.find((r) => r._id === posted._id)).toEqual(posted);
      const [row] = await t.db.select().from(reviews).where(eq(reviews.id, posted._id));
      expect(row).toMatchObject({ ratingHalves: 9, orderId: order._id, userId: diner.user._id, isVisible: true });

      // The public configuration follows at once (its cache is invalidated after the commit).
      const restaurant = await publicRestaurant(gf);
      expect(restaurant.totalReviews).toBe(page.ratingCount);
      expect(restaurant.averageRating).toBe(page.averageRating);
    });

    it('tells the diner about their own review of an order (null before it)', async () => {
      const order = await completed();
      const mine = async (session: Session) =>
        t.app.inject({ url: `${API_PREFIX}/orders/${order._id}/review`, headers: { host: GOLDEN, ...session.headers } });
      expect(orderReviewResponse.parse((await mine(diner)).json()).data.review).toBeNull();
      const posted = await review(order._id, { rating: 3, comment: 'Fine.' });
      expect(orderReviewResponse.parse((await mine(diner)).json()).data.review).toEqual(posted);
      const other = await registerDiner(t.app);
      expect(refusal(await mine(other))).toMatchObject({ status: 404, message: 'Order not found.' });
    });

    it('offers the diner their finished orders with no review yet, newest first, and only theirs', async () => {
      const other = await registerDiner(t.app);
      const reviewable = async (session: Session, host = GOLDEN) => {
        const res = await t.app.inject({ url: `${API_PREFIX}/orders/reviewable`, headers: { host, ...session.headers } });
        expect(res.statusCode, res.body).toBe(200);
        return reviewableOrdersResponse.parse(res.json()).data.orders;
      };
      tick();
      const older = await finishedOrder(t.app, gf, other, owner, { dish: 'Scotch Egg' });
      tick();
      const newer = await finishedOrder(t.app, gf, other, owner, { dish: 'Onion Rings' });
      await finishedOrder(t.app, gf, other, owner, { upTo: 'Preparing' });
      expect((await reviewable(other)).map((o) => [o._id, o.itemNames])).toEqual([
        [newer._id, ['Onion Rings']],
        [older._id, ['Scotch Egg']],
      ]);
      await review(older._id, { rating: 4 }, gf, other);
      expect((await reviewable(other)).map((o) => o._id)).toEqual([newer._id]);
      expect(await reviewable(other, TASCA)).toEqual([]);
      const res = await t.app.inject({ url: `${API_PREFIX}/orders/reviewable`, headers: { host: GOLDEN } });
      expect(res.statusCode).toBe(401);
    });

    it('keeps a comment as plain text: markup comes back verbatim, as text', async () => {
      const order = await completed();
      const comment = '<script>alert("hi")</script> <b>Bold</b> & "quoted"\nSecond line';
      const posted = await review(order._id, { rating: 5, comment });
      expect(posted.comment).toBe(comment);
      const listed = (await list('?sortBy=newest')).reviews.find((r) => r._id === posted._id);
      expect(listed?.comment).toBe(comment);
      const [row] = await t.db.select({ comment: reviews.comment }).from(reviews).where(eq(reviews.id, posted._id));
      expect(row?.comment).toBe(comment);
    });

    it('accepts a rating with no comment', async () => {
      const order = await completed();
      expect(await review(order._id, { rating: 2 })).toMatchObject({ rating: 2, comment: '' });
    });

    it("answers another diner's order like an unknown one (404), and a signed-out caller 401", async () => {
      const order = await completed();
      const other = await registerDiner(t.app);
      expect(refusal(await postReview(t.app, gf, other, order._id, { rating: 4 }))).toMatchObject({ status: 404, message: 'Order not found.' });
      expect(refusal(await postReview(t.app, gf, null, order._id, { rating: 4 }))).toMatchObject({ status: 401, message: 'User not authenticated.' });
      expect(refusal(await postReview(t.app, gf, diner, '00000000-0000-4000-8000-000000000000', { rating: 4 }))).toMatchObject({ status: 404 });
      // Nothing was stored on the way.
      expect(await t.db.select().from(reviews).where(eq(reviews.orderId, order._id))).toHaveLength(0);
    });

    it('refuses an order that is not finished yet, or was cancelled, with a 409 naming its status', async () => {
      const pending = await finishedOrder(t.app, gf, diner, owner, { upTo: 'Pending Confirmation' });
      expect(refusal(await postReview(t.app, gf, diner, pending._id, { rating: 4 }))).toEqual({
        status: 409,
        code: 'CONFLICT',
        message: 'Only delivered or completed orders can be reviewed; this order is Pending Confirmation.',
      });
      const ready = await finishedOrder(t.app, gf, diner, owner, { upTo: 'Ready for Pickup' });
      expect(refusal(await postReview(t.app, gf, diner, ready._id, { rating: 4 })).message).toBe(
        'Only delivered or completed orders can be reviewed; this order is Ready for Pickup.',
      );
      await moveOrderAs(t.app, gf, owner, ready._id, 'Failed');
      expect(refusal(await postReview(t.app, gf, diner, ready._id, { rating: 4 })).message).toBe(
        'Only delivered or completed orders can be reviewed; this order is Failed.',
      );
    });

    it('takes one review per order: a second is a 409, and of two at once only one is stored', async () => {
      const order = await completed();
      await review(order._id, { rating: 4, comment: 'First' });
      expect(refusal(await postReview(t.app, gf, diner, order._id, { rating: 1, comment: 'Again' }))).toMatchObject({
        status: 409,
        message: 'You have already reviewed this order.',
      });

      const raced = await completed();
      const answers = await Promise.all([0, 1, 2].map(() => postReview(t.app, gf, diner, raced._id, { rating: 5 })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refusal(refused).message).toBe('You have already reviewed this order.');
      }
      expect(await t.db.select().from(reviews).where(eq(reviews.orderId, raced._id))).toHaveLength(1);
    });

    it.each([
      [{ rating: 0 }, 'rating', 'Rating must be between 0.5 and 5 stars.'],
      [{ rating: 5.5 }, 'rating', 'Rating must be between 0.5 and 5 stars.'],
      [{ rating: 4.25 }, 'rating', 'Rating must be in half stars, such as 4 or 4.5.'],
      [{ rating: '4' }, 'rating', 'Please choose a rating.'],
      [{ comment: 'No stars' }, 'rating', 'Please choose a rating.'],
      [{ rating: 4, comment: 'x'.repeat(1001) }, 'comment', 'Your review can be at most 1000 characters.'],
    ])('refuses %j with a field message (400)', async (body, field, message) => {
      const order = await completed();
      const res = refusal(await postReview(t.app, gf, diner, order._id, body));
      expect(res).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message });
      expect(res.errors?.[0]).toEqual({ field, message });
      expect(await t.db.select().from(reviews).where(eq(reviews.orderId, order._id))).toHaveLength(0);
    });

    it('refuses a comment with control characters before anything else', async () => {
      const order = await completed();
      expect(refusal(await postReview(t.app, gf, diner, order._id, { rating: 4, comment: 'Nice\u0000' }))).toMatchObject({
        status: 400,
        errors: [{ field: 'comment', message: expect.stringContaining('control characters') }],
      });
    });

    describe('tenancy', () => {
      it("answers another restaurant's id with 404, and never lists its reviews", async () => {
        const order = await completed();
        const posted = await review(order._id, { rating: 4, comment: 'Golden Fork only' });
        const res = await t.app.inject({ url: `${API_PREFIX}/restaurants/${gf.restaurant._id}/reviews`, headers: { host: TASCA } });
        expect(refusal(res)).toMatchObject({ status: 404, message: 'Restaurant not found.' });
        expect((await list('', tasca)).reviews.map((r) => r._id)).not.toContain(posted._id);
        // A Golden Fork order cannot be reviewed from Tasca's site either.
        const other = await completed();
        expect(refusal(await postReview(t.app, tasca, diner, other._id, { rating: 4 }))).toMatchObject({ status: 404, message: 'Order not found.' });
        expect(refusal(await postReview(t.app, gf, diner, other._id, { rating: 4, restaurantId: tasca.restaurant._id }))).toMatchObject({
          status: 404,
          message: 'Restaurant not found.',
        });
      });

      it('needs a restaurant id: blank is a 400, malformed or unknown a 404', async () => {
        const get = (id: string) => t.app.inject({ url: `${API_PREFIX}/restaurants/${id}/reviews`, headers: { host: GOLDEN } });
        expect(refusal(await get('%20'))).toMatchObject({ status: 400, message: 'Restaurant ID is required.' });
        expect(refusal(await get(''))).toMatchObject({ status: 400, message: 'Restaurant ID is required.' });
        expect(refusal(await get('not-an-id'))).toMatchObject({ status: 404 });
        expect(refusal(await get('00000000-0000-4000-8000-000000000000'))).toMatchObject({ status: 404, message: 'Restaurant not found.' });
      });

      it('refuses bad list queries with a 400 that says what is allowed', async () => {
        const get = (query: string) => t.app.inject({ url: `${API_PREFIX}/restaurants/${gf.restaurant._id}/reviews?${query}`, headers: { host: GOLDEN } });
        expect(refusal(await get('limit=51'))).toMatchObject({ status: 400, message: 'limit must be at most 50.' });
        expect(refusal(await get('page=0'))).toMatchObject({ status: 400, message: 'page must be at least 1.' });
        expect(refusal(await get('rating=4.5'))).toMatchObject({ status: 400, message: expect.stringContaining("rating must be 'all'") });
        expect(refusal(await get('sortBy=best'))).toMatchObject({ status: 400, message: 'sortBy must be newest, oldest, highest or lowest.' });
        expect(refusal(await get('isVisible=false'))).toMatchObject({ status: 400 });
      });
    });

    describe('pages, sorts and filters (Tasca do Porto, reviewed only here)', () => {
      // Oldest first; each a minute after the one before.
      const ratings = [5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1, 0.5, 5, 4];
      let posted: Review[] = [];

      beforeAll(async () => {
        posted = [];
        for (const rating of ratings) {
          const order = await completed(tasca);
          posted.push(await review(order._id, { rating, comment: `Rated ${rating}` }, tasca));
        }
      });

      const ids = (list: Review[]) => list.map((r) => r._id);
      const byNewest = () => [...posted].reverse();

      it('pages by 10 by default, newest first, with the counts and the average over every visible review', async () => {
        const first = await list('', tasca);
        expect(first).toMatchObject({ currentPage: 1, totalPages: 2, totalReviews: 12, ratingCount: 12, averageRating: 3 });
        expect(ids(first.reviews)).toEqual(ids(byNewest().slice(0, 10)));
        const second = await list('?page=2', tasca);
        expect(ids(second.reviews)).toEqual(ids(byNewest().slice(10)));
        expect((await list('?page=3', tasca)).reviews).toEqual([]);
        expect(first.starCounts).toEqual([
          { stars: 5, count: 2 },
          { stars: 4, count: 3 },
          { stars: 3, count: 2 },
          { stars: 2, count: 2 },
          { stars: 1, count: 3 },
        ]);
        const limited = await list('?limit=5&page=3', tasca);
        expect(limited).toMatchObject({ currentPage: 3, totalPages: 3 });
        expect(ids(limited.reviews)).toEqual(ids(byNewest().slice(10)));
      });

      it.each([
        ['?sortBy=oldest', (r: Review[]) => r],
        ['?sortBy=createdAt&sortOrder=asc', (r: Review[]) => r],
        ['?sortBy=newest', (r: Review[]) => [...r].reverse()],
        // Equal ratings: the newer first.
        ['?sortBy=highest', (r: Review[]) => [...r].reverse().sort((a, b) => b.rating - a.rating)],
        ['?sortBy=rating&sortOrder=desc', (r: Review[]) => [...r].reverse().sort((a, b) => b.rating - a.rating)],
        ['?sortBy=lowest', (r: Review[]) => [...r].reverse().sort((a, b) => a.rating - b.rating)],
        ['?sortBy=rating&sortOrder=asc', (r: Review[]) => [...r].reverse().sort((a, b) => a.rating - b.rating)],
      ])('sorts %s', async (query, expected) => {
        const page = await list(`${query}&limit=50`, tasca);
        expect(ids(page.reviews)).toEqual(ids(expected(posted)));
      });

      it.each([
        ['5', [5, 5]],
        ['4', [4, 5, 4.5, 4, 5]],
        ['4%2B', [4, 5, 4.5, 4, 5]],
        ['3', [4, 5, 4.5, 4, 3.5, 3, 5]],
        ['all', ratings],
      ])('filters rating=%s (at least), with totals for the filter', async (rating, expected) => {
        const page = await list(`?rating=${rating}&sortBy=oldest&limit=50`, tasca);
        expect(page.reviews.map((r) => r.rating).sort()).toEqual([...expected].sort());
        expect(page.totalReviews).toBe(expected.length);
        expect(page.ratingCount).toBe(12);
      });

      it('filters and sorts together: 4+ lowest first', async () => {
        const page = await list('?rating=4&sortBy=lowest', tasca);
        expect(page.reviews.map((r) => r.rating)).toEqual([4, 4, 4.5, 5, 5]);
        expect(page.reviews[0]!.comment).toBe('Rated 4');
        expect(page.reviews[0]!._id).toBe(posted[11]!._id); // the newer 4 first
      });

      it("keeps the restaurant's averageRating and totalReviews in step", async () => {
        expect(await publicRestaurant(tasca)).toMatchObject({ averageRating: 3, totalReviews: 12 });
      });
    });
  },
  { clock: () => now, env: { ORDER_RATE_LIMIT_PER_MINUTE: '10000' } },
);
