/**
 * The isolation matrix: every route of the API, two restaurants, two diners and each staff role.
 * Alice's things at The Golden Fork (orders, a review, an address, a favourite) are probed by Bob
 * at the same restaurant, by Alice herself on Tasca do Porto's site, and by Tasca's owner on both
 * sites; the restaurant's staff routes by the other restaurant's owner, by diners and by roles
 * below the one a move needs. Nothing may be read, changed or even confirmed to exist across a
 * restaurant or a diner. A new route fails the first test until it has a row here.
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { API_PREFIX } from './app.ts';
import { registerDiner, registerStaff, type Session } from './test/auth.ts';
import { routesOf } from './test/fuzz-inputs.ts';
import { loadStorefront, orderBody, placeOrderAs, type Storefront } from './test/orders.ts';
import { photoForm, plainWebp } from './test/photos.ts';
import { invite } from './test/team.ts';
import { finishedOrder, postReview } from './test/reviews.ts';
import { describeEachDatabase } from './test/test-app.ts';

/** How a route is covered: probed below, or public (no diner's or restaurant's private rows). */
const MATRIX: Record<string, 'probed' | 'public' | 'own account only'> = {
  'GET /api/v1/health': 'public',
  'GET /api/v1/ready': 'public',
  // A restaurant's public configuration by its slug is public by design (the spec's API).
  'GET /api/v1/restaurants/public/{slug}': 'public',
  'GET /api/v1/restaurants/public/{slug}/styles.css': 'public',
  'GET /api/v1/categories': 'probed',
  'GET /api/v1/products': 'probed',
  'GET /api/v1/products/{id}': 'probed',
  'GET /api/v1/highlights/public': 'public',
  // Only `isAcceptingOrders` of the Host's restaurant; another restaurant's pause never arrives
  // (realtime/ordering-stream.test.ts).
  'GET /api/v1/restaurant/live': 'public',
  'GET /api/v1/promotions/public': 'probed',
  'GET /api/v1/promotions/automatic': 'public',
  'GET /api/v1/promotions/rewards': 'probed',
  'POST /api/v1/promotions/validate-coupon': 'public',
  'GET /api/v1/images/{kind}/{name}.svg': 'public',
  'GET /api/v1/images/placeholder/{w}/{h}.svg': 'public',
  'GET /api/v1/media/{file}': 'public',
  // The installable storefront, at the root: each Host's own restaurant only (installable/routes.test.ts).
  'GET /manifest.webmanifest': 'public',
  'GET /app-icons/{version}/{file}.png': 'public',
  'GET /sw.js': 'public',
  // Uploaded photos: diners of every site see dishes; a URL names one photo by id and content hash.
  'GET /api/v1/media/photos/{photo}': 'public',
  'GET /api/v1/media/photos/{photo}/{file}': 'public',
  'POST /api/v1/staff/media': 'probed',
  'GET /api/v1/address/autocomplete': 'public',
  'GET /api/v1/address/details': 'public',
  'POST /api/v1/contact': 'public',
  'POST /api/v1/auth/register': 'own account only',
  'POST /api/v1/auth/login': 'own account only',
  'POST /api/v1/auth/logout': 'own account only',
  'POST /api/v1/auth/refresh-token': 'own account only',
  'POST /api/v1/auth/forgot-password': 'own account only',
  'POST /api/v1/auth/reset-password': 'own account only',
  // Issue 30: the account's own e-mail; confirming claims only the Host's restaurant's guest orders
  // placed with it (orders/guest/guest-checkout.test.ts).
  'POST /api/v1/users/me/verify-email': 'own account only',
  'POST /api/v1/auth/verify-email/confirm': 'own account only',
  'POST /api/v1/orders/claim': 'own account only',
  'GET /api/v1/users/me': 'probed',
  'PUT /api/v1/users/me': 'own account only',
  'PUT /api/v1/users/me/change-password': 'own account only',
  'POST /api/v1/users/me/addresses': 'own account only',
  'PUT /api/v1/users/me/addresses/{addressId}': 'probed',
  'DELETE /api/v1/users/me/addresses/{addressId}': 'probed',
  'PATCH /api/v1/users/me/addresses/{addressId}/default': 'probed',
  'GET /api/v1/favorites': 'probed',
  'GET /api/v1/favorites/ids': 'probed',
  'PUT /api/v1/favorites/{productId}': 'probed',
  'DELETE /api/v1/favorites/{productId}': 'probed',
  'POST /api/v1/orders': 'probed',
  'GET /api/v1/orders/my-orders': 'probed',
  'GET /api/v1/orders/reviewable': 'probed',
  'GET /api/v1/orders/{id}': 'probed',
  'PATCH /api/v1/orders/{id}/cancel-my-order': 'probed',
  'POST /api/v1/orders/{id}/check-payment': 'probed',
  'POST /api/v1/orders/{id}/cancel-payment': 'probed',
  // Stripe's signed events: no tenant, no session; each names a checkout or refund we made and is
  // applied only when its account is the one the checkout was made on (payments/card-checkout.test.ts).
  'POST /api/v1/payments/stripe/webhook': 'public',
  'POST /api/v1/staff/orders/{id}/refunds': 'probed',
  'GET /api/v1/orders/{id}/review': 'probed',
  'POST /api/v1/orders/{id}/review': 'probed',
  'GET /api/v1/restaurants/{restaurantId}/reviews': 'probed',
  'GET /api/v1/staff/orders': 'probed',
  'GET /api/v1/staff/orders/search': 'probed',
  'POST /api/v1/staff/orders': 'probed',
  'PATCH /api/v1/staff/orders/{id}/status': 'probed',
  'POST /api/v1/staff/orders/{id}/print': 'probed',
  'GET /api/v1/staff/print-jobs': 'probed',
  'PATCH /api/v1/staff/products/{id}/availability': 'probed',
  'GET /api/v1/staff/menu': 'probed',
  'POST /api/v1/staff/menu/categories': 'probed',
  'PATCH /api/v1/staff/menu/categories/{id}': 'probed',
  'PUT /api/v1/staff/menu/categories/order': 'probed',
  'POST /api/v1/staff/menu/products': 'probed',
  'PATCH /api/v1/staff/menu/products/{id}': 'probed',
  'PUT /api/v1/staff/menu/products/order': 'probed',
  'DELETE /api/v1/staff/menu/products/{id}': 'probed',
  'GET /api/v1/staff/audit': 'probed',
  'GET /api/v1/staff/settings/hours': 'probed',
  'GET /api/v1/staff/reports/takings': 'probed',
  'GET /api/v1/staff/reports/orders.csv': 'probed',
  'GET /api/v1/staff/settings/domains': 'probed',
  'POST /api/v1/staff/settings/domains': 'probed',
  'DELETE /api/v1/staff/settings/domains/{domain}': 'probed',
  'PUT /api/v1/staff/settings/hours': 'probed',
  'GET /api/v1/staff/promotions': 'probed',
  'POST /api/v1/staff/promotions': 'probed',
  'PATCH /api/v1/staff/promotions/{id}': 'probed',
  'POST /api/v1/staff/promotions/{id}/pause': 'probed',
  'POST /api/v1/staff/promotions/{id}/resume': 'probed',
  'POST /api/v1/staff/promotions/{id}/end': 'probed',
  'DELETE /api/v1/staff/promotions/{id}': 'probed',
  'GET /api/v1/staff/settings/fulfilment': 'probed',
  'PUT /api/v1/staff/settings/fulfilment': 'probed',
  'GET /api/v1/staff/settings/look': 'probed',
  'PUT /api/v1/staff/settings/look': 'probed',
  'GET /api/v1/staff/settings/slides': 'probed',
  'PUT /api/v1/staff/settings/slides': 'probed',
  'GET /api/v1/staff/settings/about': 'probed',
  'PUT /api/v1/staff/settings/about': 'probed',
  'GET /api/v1/staff/settings/contact': 'probed',
  'PUT /api/v1/staff/settings/contact': 'probed',
  'PATCH /api/v1/staff/restaurant/ordering': 'probed',
  // The Host's restaurant's slots: times and whether each has room, never whose orders hold them.
  'GET /api/v1/slots': 'public',
  'GET /api/v1/staff/kitchen-load': 'probed',
  'GET /api/v1/staff/settings/capacity': 'probed',
  'PUT /api/v1/staff/settings/capacity': 'probed',
  'GET /api/v1/staff/settings/languages': 'probed',
  'PUT /api/v1/staff/settings/languages': 'probed',
  'GET /api/v1/staff/settings/orders': 'probed',
  'PUT /api/v1/staff/settings/orders': 'probed',
  'GET /api/v1/staff/settings/printers': 'probed',
  'PUT /api/v1/staff/settings/printers': 'probed',
  'POST /api/v1/staff/settings/printers/test-print': 'probed',
  'GET /api/v1/staff/settings/printers/test-print/{id}': 'probed',
  'GET /api/v1/staff/settings/tips': 'probed',
  'PUT /api/v1/staff/settings/tips': 'probed',
  'GET /api/v1/staff/settings/loyalty': 'probed',
  'PUT /api/v1/staff/settings/loyalty': 'probed',
  'PUT /api/v1/staff/busy': 'probed',
  'GET /api/v1/staff/reviews': 'probed',
  'PATCH /api/v1/staff/reviews/{id}': 'probed',
  'POST /api/v1/staff/reviews/{id}/reply': 'probed',
  'GET /api/v1/staff/team': 'probed',
  'POST /api/v1/staff/team/invites': 'probed',
  'DELETE /api/v1/staff/team/invites/{id}': 'probed',
  'PATCH /api/v1/staff/team/members/{userId}': 'probed',
  'DELETE /api/v1/staff/team/members/{userId}': 'probed',
  'POST /api/v1/team/invites/lookup': 'probed',
  'POST /api/v1/team/invites/accept': 'probed',
  // Issue 41: the caller's own restaurants only, on any host; a switch code opens only the restaurant it names, on its host.
  'GET /api/v1/staff/restaurants': 'probed',
  'POST /api/v1/staff/restaurants/{restaurantId}/handoff': 'probed',
  'POST /api/v1/auth/handoff': 'probed',
};

/** Tuesday 14:00 in London and Porto: both demo restaurants take orders for as soon as possible. */
const clock = () => new Date('2026-06-02T13:00:00Z');

describeEachDatabase('isolation between restaurants and diners', (t) => {
  let gf: Storefront;
  let tasca: Storefront;
  let alice: Session;
  let bob: Session;
  let gfStaff: Session;
  let gfManager: Session;
  let gfOwner: Session;
  let tascaOwner: Session;
  let completed: string;
  let pending: string;
  let review: string;
  let address: string;
  let dish: string;
  let gfCategory: string;
  let offer: string;
  let gfInvite: { _id: string; token: string };
  /** Every change the team screen offers, aimed at the Golden Fork's staff member and invitation. */
  const teamCalls = (): [string, string, object?][] => [
    ['GET', '/staff/team'],
    ['POST', '/staff/team/invites', { email: 'not-ours@example.com', role: 'Owner' }],
    ['DELETE', `/staff/team/invites/${gfInvite._id}`],
    ['PATCH', `/staff/team/members/${gfStaff.user._id}`, { version: 1, role: 'Owner' }],
    ['DELETE', `/staff/team/members/${gfStaff.user._id}`],
  ];
  /** Every change the menu editor offers, aimed at the Golden Fork's dish and category. */
  const menuEdits = (): [string, string, object?][] => [
    ['GET', '/staff/menu'],
    ['POST', '/staff/menu/categories', { name: 'Not ours' }],
    ['PATCH', `/staff/menu/categories/${gfCategory}`, { version: 1, name: 'Not ours' }],
    ['PUT', '/staff/menu/categories/order', { ids: [gfCategory] }],
    ['POST', '/staff/menu/products', { name: 'Not ours', price: 1 }],
    ['PATCH', `/staff/menu/products/${dish}`, { version: 1, price: 1 }],
    ['PUT', '/staff/menu/products/order', { categoryId: gfCategory, ids: [dish] }],
    ['DELETE', `/staff/menu/products/${dish}`],
  ];
  /** The settings sections, read and changed on the Golden Fork's site (a section is the Host's restaurant's). */
  const settingsCalls = (): [string, string, object?][] => [
    ['GET', '/staff/settings/hours'],
    ['PUT', '/staff/settings/hours', { version: 1, openingHours: {}, specialDates: [] }],
    ['GET', '/staff/settings/fulfilment'],
    ['PUT', '/staff/settings/fulfilment', { version: 1, delivery: { fee: 1, allowsCollection: true }, paymentMethods: [] }],
    ['GET', '/staff/settings/look'],
    ['PUT', '/staff/settings/look', { version: 1 }],
    ['GET', '/staff/settings/slides'],
    ['PUT', '/staff/settings/slides', { version: 1, slides: [] }],
    ['GET', '/staff/settings/about'],
    ['PUT', '/staff/settings/about', { version: 1, teaser: null, fullPage: null }],
    ['GET', '/staff/settings/contact'],
    ['PUT', '/staff/settings/contact', { version: 1 }],
    ['GET', '/staff/settings/domains'],
    ['POST', '/staff/settings/domains', { domain: 'not-ours.example.com' }],
    ['DELETE', '/staff/settings/domains/not-ours.example.com'],
    ['GET', '/staff/kitchen-load'],
    ['GET', '/staff/settings/capacity'],
    ['PUT', '/staff/settings/capacity', { version: 1, capacity: null }],
    ['GET', '/staff/settings/languages'],
    ['PUT', '/staff/settings/languages', { version: 1, languages: { default: 'en-GB', offered: ['en-GB'] } }],
    ['GET', '/staff/settings/orders'],
    ['PUT', '/staff/settings/orders', { version: 1, missedOrders: { alertMinutes: 3, rejectMinutes: 10 } }],
    ['GET', '/staff/settings/printers'],
    ['PUT', '/staff/settings/printers', { version: 1, printers: [] }],
    ['POST', '/staff/settings/printers/test-print', { printer: 'Kitchen' }],
    ['GET', '/staff/settings/printers/test-print/0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['GET', '/staff/settings/tips'],
    ['PUT', '/staff/settings/tips', { version: 1, tips: { enabled: true, presets: [10], allowCustom: false, orderTypes: ['Pickup'] } }],
    ['GET', '/staff/settings/loyalty'],
    ['PUT', '/staff/settings/loyalty', { version: 1, pointsPerCurrencyUnit: 5 }],
    ['PUT', '/staff/busy', { extraMinutes: 15 }],
    ['GET', '/staff/reports/takings?from=2026-06-02&to=2026-06-02'],
    ['GET', '/staff/reports/orders.csv?from=2026-06-02&to=2026-06-02'],
  ];
  /** Every change the offers section offers, aimed at the Golden Fork's Welcome Offer. */
  const offerEdits = (): [string, string, object?][] => [
    ['GET', '/staff/promotions'],
    ['POST', '/staff/promotions', { name: 'Not ours', type: 'FreeShipping' }],
    ['PATCH', `/staff/promotions/${offer}`, { version: 1, discountValue: 50 }],
    ['POST', `/staff/promotions/${offer}/pause`],
    ['POST', `/staff/promotions/${offer}/resume`],
    ['POST', `/staff/promotions/${offer}/end`],
    ['DELETE', `/staff/promotions/${offer}`],
  ];

  /** A phone order for the Golden Fork, priced as its storefront prices it. */
  const phoneOrder = () => ({
    ...orderBody(gf, { lines: [{ product: gf.products.find((p) => p.options.length === 0)! }], orderType: 'Pickup' }),
    customer: { name: 'A Caller', phone: '07700 900123' },
    channel: 'phone',
  });
  type As = { session: Session | null; store: Storefront };
  const call = (as: As, method: string, path: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: method as 'GET',
      url: `${API_PREFIX}${path}`,
      headers: { host: as.store.host, ...(as.session?.headers ?? {}) },
      ...(payload ? { payload } : {}),
    });
  const bodyOf = (res: LightMyRequestResponse): string => res.body;
  const upload = async (as: As): Promise<LightMyRequestResponse> => {
    const form = photoForm(await plainWebp(40, 30));
    return t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/staff/media`,
      headers: { host: as.store.host, ...(as.session?.headers ?? {}), ...form.headers },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    gf = await loadStorefront(t.app, 'localhost');
    tasca = await loadStorefront(t.app, 'tasca-do-porto.localhost');
    [alice, bob] = await Promise.all([registerDiner(t.app), registerDiner(t.app)]);
    gfOwner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    gfManager = await registerStaff(t.app, t.db, gf.restaurant._id, 'Manager');
    gfStaff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
    tascaOwner = await registerStaff(t.app, t.db, tasca.restaurant._id, 'Owner');
    completed = (await finishedOrder(t.app, gf, alice, gfOwner))._id;
    pending = (await placeOrderAs(t.app, gf, alice, { lines: [{ product: gf.products.find((p) => p.options.length === 0)! }], orderType: 'Pickup' }))._id;
    const posted = await postReview(t.app, gf, alice, completed, { rating: 4, comment: 'Lovely.' });
    expect(posted.statusCode, posted.body).toBe(201);
    review = (posted.json() as { data: { review: { _id: string } } }).data.review._id;
    const saved = await call({ session: alice, store: gf }, 'POST', '/users/me/addresses', { street: '1 Alice Road', city: 'London', postcode: 'SW1A 1AA', country: 'United Kingdom' });
    expect(saved.statusCode, saved.body).toBe(201);
    address = (saved.json() as { data: { address: { _id: string } } }).data.address._id;
    dish = gf.products[0]!._id;
    gfCategory = gf.products[0]!.categories[0]!;
    offer = (await call({ session: null, store: gf }, 'GET', '/promotions/public')).json<{ data: { promotions: { _id: string; name: string }[] } }>().data.promotions.find((p) => p.name === 'Welcome Offer')!._id;
    expect((await call({ session: alice, store: gf }, 'PUT', `/favorites/${dish}`)).statusCode).toBeLessThan(300);
    gfInvite = await invite(t.app, t.db, { headers: gfOwner.headers }, 'waiting@example.com', 'Staff');
  });

  it('has a row for every route the API publishes, and no row for a route that is gone', () => {
    const published = routesOf(t.app.swagger()).map((r) => `${r.method} ${r.template}`).sort();
    expect(published).toEqual(Object.keys(MATRIX).sort());
  });

  it('keeps Alice’s orders and review from Bob, from Tasca’s site and from Tasca’s owner', async () => {
    const strangers: As[] = [
      { session: bob, store: gf },
      { session: alice, store: tasca },
      { session: tascaOwner, store: tasca },
      { session: tascaOwner, store: gf },
    ];
    for (const as of strangers) {
      for (const id of [completed, pending]) expect((await call(as, 'GET', `/orders/${id}`)).statusCode).toBe(404);
      expect((await call(as, 'PATCH', `/orders/${pending}/cancel-my-order`, { restaurantId: as.store.restaurant._id })).statusCode).toBe(404);
      expect((await call(as, 'POST', `/orders/${pending}/check-payment`)).statusCode).toBe(404);
      expect((await call(as, 'POST', `/orders/${pending}/cancel-payment`)).statusCode).toBe(404);
      expect((await call(as, 'GET', `/orders/${completed}/review`)).statusCode).toBe(404);
      expect((await call(as, 'POST', `/orders/${completed}/review`, { rating: 1, comment: 'Not mine.' })).statusCode).toBe(404);
      for (const list of ['/orders/my-orders', '/orders/reviewable']) {
        const res = await call(as, 'GET', list);
        expect(res.statusCode, `${list}: ${res.body}`).toBe(200);
        expect(bodyOf(res)).not.toContain(completed);
        expect(bodyOf(res)).not.toContain(pending);
      }
    }
    // An order for the Golden Fork sent to Tasca's site is refused, not placed at either.
    const crossed = await call({ session: alice, store: tasca }, 'POST', '/orders', { restaurantId: gf.restaurant._id });
    expect(crossed.statusCode).toBeGreaterThanOrEqual(400);
    expect(crossed.statusCode).toBeLessThan(500);
    // Alice still sees both, unchanged.
    const mine = await call({ session: alice, store: gf }, 'GET', `/orders/${pending}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('Pending Confirmation');
  });

  it('keeps Alice’s account, addresses, favourites and points from Bob and from Tasca', async () => {
    const bobAtGf = { session: bob, store: gf };
    const bobsAccount = bodyOf(await call(bobAtGf, 'GET', '/users/me'));
    expect(bobsAccount).not.toContain(alice.user._id);
    expect(bobsAccount).not.toContain(address);
    expect((await call(bobAtGf, 'PUT', `/users/me/addresses/${address}`, { street: '2 Bob Road', city: 'London', postcode: 'SW1A 1AA', country: 'United Kingdom' })).statusCode).toBe(404);
    expect((await call(bobAtGf, 'PATCH', `/users/me/addresses/${address}/default`)).statusCode).toBe(404);
    expect((await call(bobAtGf, 'DELETE', `/users/me/addresses/${address}`)).statusCode).toBe(404);
    expect(bodyOf(await call({ session: alice, store: gf }, 'GET', '/users/me'))).toContain('1 Alice Road');

    for (const list of ['/favorites', '/favorites/ids']) {
      expect(bodyOf(await call(bobAtGf, 'GET', list))).not.toContain(dish);
      expect(bodyOf(await call({ session: alice, store: tasca }, 'GET', list))).not.toContain(dish);
    }
    expect((await call({ session: alice, store: tasca }, 'PUT', `/favorites/${dish}`)).statusCode).toBe(404);
    await call(bobAtGf, 'DELETE', `/favorites/${dish}`);
    await call({ session: alice, store: tasca }, 'DELETE', `/favorites/${dish}`);
    expect(bodyOf(await call({ session: alice, store: gf }, 'GET', '/favorites/ids'))).toContain(dish);

    // Points are per diner and per restaurant: Alice earned some at the Golden Fork only.
    const points = async (as: As) => (await call(as, 'GET', '/promotions/rewards')).json<{ data: { points?: number; loyaltyPoints?: number } }>().data;
    const aliceHere = JSON.stringify(await points({ session: alice, store: gf }));
    expect(aliceHere).not.toEqual(JSON.stringify(await points(bobAtGf)));
    expect(JSON.stringify(await points({ session: alice, store: tasca }))).toEqual(JSON.stringify(await points({ session: bob, store: tasca })));
  });

  it('keeps each restaurant’s menu, reviews and configuration on its own site', async () => {
    expect((await call({ session: null, store: tasca }, 'GET', `/products/${dish}`)).statusCode).toBe(404);
    expect(bodyOf(await call({ session: null, store: tasca }, 'GET', '/products?limit=200'))).not.toContain(dish);
    expect(bodyOf(await call({ session: null, store: tasca }, 'GET', '/categories'))).not.toContain(gf.products[0]!.categories[0] ?? 'none');
    expect((await call({ session: null, store: tasca }, 'GET', `/restaurants/${gf.restaurant._id}/reviews`)).statusCode).toBe(404);
    expect(bodyOf(await call({ session: null, store: tasca }, 'GET', `/restaurants/${tasca.restaurant._id}/reviews`))).not.toContain(review);
    expect(bodyOf(await call({ session: null, store: tasca }, 'GET', '/promotions/public'))).not.toContain(gf.restaurant._id);
    // The site's own configuration ('-': the restaurant of the Host) is Tasca's, never the Golden Fork's.
    expect((await call({ session: null, store: tasca }, 'GET', '/restaurants/public/-')).body).not.toContain(gf.restaurant._id);
  });

  it('lets only the restaurant’s own staff, in the right role, see and move its orders, menu and reviews', async () => {
    const outsiders: { as: As; status: number }[] = [
      { as: { session: tascaOwner, store: tasca }, status: 404 },
      { as: { session: tascaOwner, store: gf }, status: 404 },
      { as: { session: alice, store: gf }, status: 403 },
      { as: { session: null, store: gf }, status: 401 },
    ];
    for (const { as, status } of outsiders) {
      const list = await call(as, 'GET', '/staff/orders');
      if (list.statusCode === 200) expect(bodyOf(list)).not.toContain(pending);
      else expect(list.statusCode).toBe(status);
      // '00' reads as a number whose digits start every order number: every order of the Host's restaurant.
      const found = await call(as, 'GET', '/staff/orders/search?q=00');
      if (found.statusCode === 200) expect(bodyOf(found)).not.toContain(pending);
      else expect(found.statusCode).toBe(status);
      const printed = await call(as, 'GET', '/staff/print-jobs');
      if (printed.statusCode === 200) expect(bodyOf(printed)).not.toContain(pending);
      else expect(printed.statusCode).toBe(status);
      const reviews = await call(as, 'GET', '/staff/reviews');
      if (reviews.statusCode === 200) expect(bodyOf(reviews)).not.toContain(review);
      else expect(reviews.statusCode).toBe(status);
      expect((await call(as, 'PATCH', `/staff/orders/${pending}/status`, { status: 'Confirmed' })).statusCode).toBe(status);
      // A phone order for the Golden Fork (as its board sends it), entered from outside: refused, nothing placed.
      const phoned = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/staff/orders`,
        headers: { host: as.store.host, 'idempotency-key': `outsider-${status}-${as.store.host}`, ...(as.session?.headers ?? {}) },
        payload: phoneOrder(),
      });
      expect(phoned.statusCode, phoned.body).toBe(status);
      expect((await call(as, 'POST', `/staff/orders/${pending}/refunds`, { reason: 'Not ours.' })).statusCode).toBe(status);
      expect((await call(as, 'POST', `/staff/orders/${pending}/print`, {})).statusCode).toBe(status);
      expect((await call(as, 'PATCH', `/staff/products/${dish}/availability`, { isAvailable: false })).statusCode).toBe(status);
      // On the Golden Fork's site (Tasca's owner at home is probed below: it edits Tasca's menu).
      if (as.store === gf) {
        for (const [method, path, body] of [...menuEdits(), ...offerEdits(), ...settingsCalls()]) expect((await call(as, method, path, body)).statusCode, `${method} ${path}`).toBe(status);
        expect((await call(as, 'GET', '/staff/audit')).statusCode).toBe(status);
        for (const [method, path, body] of teamCalls()) expect((await call(as, method, path, body)).statusCode, `${method} ${path}`).toBe(status);
      }
      expect((await call(as, 'PATCH', `/staff/reviews/${review}`, { isVisible: false })).statusCode).toBe(status);
      expect((await call(as, 'POST', `/staff/reviews/${review}/reply`, { comment: 'Not ours.' })).statusCode).toBe(status);
      // A photo uploaded on Tasca's own site is Tasca's (201): only the Golden Fork's site is probed.
      if (as.store === gf) expect((await upload(as)).statusCode).toBe(status);
    }
    // Tasca's owner on Tasca's site, on things of Tasca (where the Golden Fork's would be 404).
    expect((await call({ session: tascaOwner, store: tasca }, 'PATCH', '/staff/restaurant/ordering', { isAcceptingOrders: true })).statusCode).toBe(200);
    expect((await call({ session: tascaOwner, store: gf }, 'PATCH', '/staff/restaurant/ordering', { isAcceptingOrders: false })).statusCode).toBe(404);
    // Tasca's owner on Tasca's site: the Golden Fork's dish and category are not there, its menu and log are Tasca's.
    const tascaAtHome = { session: tascaOwner, store: tasca };
    expect((await call(tascaAtHome, 'PATCH', `/staff/menu/products/${dish}`, { version: 1, price: 1 })).statusCode).toBe(404);
    expect((await call(tascaAtHome, 'DELETE', `/staff/menu/products/${dish}`)).statusCode).toBe(404);
    expect((await call(tascaAtHome, 'PATCH', `/staff/menu/categories/${gfCategory}`, { version: 1, name: 'Ours' })).statusCode).toBe(404);
    expect((await call(tascaAtHome, 'PUT', '/staff/menu/products/order', { categoryId: gfCategory, ids: [dish] })).statusCode).toBe(400);
    expect((await call(tascaAtHome, 'POST', '/staff/menu/products', { name: 'Ours', price: 1, categoryIds: [gfCategory] })).statusCode).toBe(400);
    // …nor its Welcome Offer, in the list or by id.
    for (const [method, path, body] of offerEdits().slice(2)) expect((await call(tascaAtHome, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    expect(bodyOf(await call(tascaAtHome, 'GET', '/staff/promotions'))).not.toContain(offer);
    const tascaMenu = await call(tascaAtHome, 'GET', '/staff/menu');
    expect(tascaMenu.statusCode).toBe(200);
    expect(bodyOf(tascaMenu)).not.toContain(dish);
    expect(bodyOf(await call(tascaAtHome, 'GET', '/staff/audit'))).not.toContain(dish);
    // The team is the owner's: Managers and Staff are refused; Tasca's owner at home finds none of the Golden Fork's.
    for (const who of [gfManager, gfStaff]) {
      for (const [method, path, body] of teamCalls()) expect((await call({ session: who, store: gf }, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await call(tascaAtHome, 'DELETE', `/staff/team/invites/${gfInvite._id}`)).statusCode).toBe(404);
    expect((await call(tascaAtHome, 'PATCH', `/staff/team/members/${gfStaff.user._id}`, { version: 1, role: 'Owner' })).statusCode).toBe(404);
    expect((await call(tascaAtHome, 'DELETE', `/staff/team/members/${gfStaff.user._id}`)).statusCode).toBe(404);
    expect(bodyOf(await call(tascaAtHome, 'GET', '/staff/team'))).not.toContain(gfStaff.user._id);
    // The Golden Fork's invitation link means nothing on Tasca's site, to anyone.
    for (const session of [null, alice, tascaOwner]) {
      expect((await call({ session, store: tasca }, 'POST', '/team/invites/lookup', { token: gfInvite.token })).statusCode).toBe(404);
      expect((await call({ session, store: tasca }, 'POST', '/team/invites/accept', { token: gfInvite.token, name: 'Not Ours', password: 'Takeover#2027' })).statusCode).toBe(404);
    }
    // Nor can another account take it on the Golden Fork's site.
    expect((await call({ session: alice, store: gf }, 'POST', '/team/invites/accept', { token: gfInvite.token })).statusCode).toBe(403);
    // Staff may not edit the menu or read its log; a Manager may edit, only the Owner reads the log.
    for (const [method, path, body] of [...menuEdits(), ...offerEdits()]) expect((await call({ session: gfStaff, store: gf }, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
    expect((await call({ session: gfManager, store: gf }, 'GET', '/staff/promotions')).statusCode).toBe(200);
    expect((await call({ session: gfManager, store: gf }, 'GET', '/staff/audit')).statusCode).toBe(403);
    expect((await call({ session: gfManager, store: gf }, 'GET', '/staff/menu')).statusCode).toBe(200);
    expect((await call({ session: gfOwner, store: gf }, 'GET', '/staff/audit')).statusCode).toBe(200);
    // Roles: Staff may not refund, pause, hide or reply; a Manager may.
    expect((await call({ session: gfStaff, store: gf }, 'POST', `/staff/orders/${pending}/refunds`, { reason: 'Sorry' })).statusCode).toBe(403);
    expect((await call({ session: gfStaff, store: gf }, 'PATCH', '/staff/restaurant/ordering', { isAcceptingOrders: false })).statusCode).toBe(403);
    expect((await call({ session: gfStaff, store: gf }, 'PATCH', `/staff/reviews/${review}`, { isVisible: false })).statusCode).toBe(403);
    expect((await call({ session: gfStaff, store: gf }, 'POST', `/staff/reviews/${review}/reply`, { comment: 'Thanks!' })).statusCode).toBe(403);
    expect((await call({ session: gfManager, store: gf }, 'POST', `/staff/reviews/${review}/reply`, { comment: 'Thanks!' })).statusCode).toBe(201);
    // Photos: Staff may not upload; a Manager may, and the photo is the Golden Fork's alone.
    expect((await upload({ session: gfStaff, store: gf })).statusCode).toBe(403);
    const uploaded = await upload({ session: gfManager, store: gf });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photoId = (uploaded.json() as { data: { media: { id: string } } }).data.media.id;
    expect(await t.app.photos.find(tasca.restaurant._id, photoId)).toBeNull();
    expect(await t.app.photos.find(gf.restaurant._id, photoId)).not.toBeNull();
    // Organisations (issue 41): Tasca's owner lists Tasca alone, on either site, and gets no switch into the Golden Fork.
    for (const store of [gf, tasca]) {
      const mine = await call({ session: tascaOwner, store }, 'GET', '/staff/restaurants');
      expect(mine.statusCode).toBe(200);
      expect(bodyOf(mine)).toContain(tasca.restaurant._id);
      expect(bodyOf(mine)).not.toContain(gf.restaurant._id);
      expect((await call({ session: tascaOwner, store }, 'POST', `/staff/restaurants/${gf.restaurant._id}/handoff`)).statusCode).toBe(404);
    }
    expect((await call({ session: alice, store: gf }, 'GET', '/staff/restaurants')).statusCode).toBe(403);
    expect((await call({ session: alice, store: gf }, 'POST', `/staff/restaurants/${gf.restaurant._id}/handoff`)).statusCode).toBe(403);
    // The Golden Fork owner's switch code means nothing on Tasca's site.
    const issued = await call({ session: gfOwner, store: tasca }, 'POST', `/staff/restaurants/${gf.restaurant._id}/handoff`);
    expect(issued.statusCode).toBe(201);
    const code = new URL(issued.json<{ data: { url: string } }>().data.url).hash.replace('#code=', '');
    expect((await call({ session: null, store: tasca }, 'POST', '/auth/handoff', { code })).statusCode).toBe(404);
    // Nothing the outsiders tried took effect.
    const order = await call({ session: alice, store: gf }, 'GET', `/orders/${pending}`);
    expect(order.body).toContain('Pending Confirmation');
    const team = await call({ session: gfOwner, store: gf }, 'GET', '/staff/team');
    expect(team.json()).toMatchObject({ data: { invites: [expect.objectContaining({ _id: gfInvite._id })] } });
    expect(bodyOf(team)).not.toContain('not-ours@example.com');
    expect(team.json<{ data: { members: { _id: string; role: string }[] } }>().data.members.find((m) => m._id === gfStaff.user._id)?.role).toBe('Staff');
    const menu = await call({ session: null, store: gf }, 'GET', `/products/${dish}`);
    expect(menu.json<{ data: { product: { isAvailable: boolean } } }>().data.product.isAvailable).toBe(true);
    expect(menu.json<{ data: { product: { price: number; name: string } } }>().data.product).toMatchObject({ price: gf.products[0]!.price, name: gf.products[0]!.name });
    expect(bodyOf(await call({ session: null, store: gf }, 'GET', '/categories'))).not.toContain('Not ours');
    const visible = await call({ session: null, store: gf }, 'GET', `/restaurants/${gf.restaurant._id}/reviews`);
    expect(bodyOf(visible)).toContain(review);
    expect((await call({ session: null, store: gf }, 'GET', '/restaurants/public/-')).json<{ data: { restaurant: { isAcceptingOrders: boolean } } }>().data.restaurant.isAcceptingOrders).toBe(true);
  });
}, { clock });
