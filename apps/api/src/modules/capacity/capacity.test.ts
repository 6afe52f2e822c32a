/**
 * Kitchen capacity through the API (issue 28): GET /slots, a scheduled order naming its slot, a
 * full slot refused with SLOT_FULL and never oversold (50 at once for 5 places), a cancelled
 * order freeing its place, ASAP moving on, and the busy switch.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { apiErrorSchema, auditLogResponse, busyResponse, kitchenLoadResponse, orderResponse, promotionsResponse, slotsResponse, type PublicPromotion } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { loyaltyBalances, orders } from '../../db/schema.ts';
import { DEMO_OWNER } from '../../provisioning/demo-seed/index.ts';
import { loginAs, registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { HOST, post, rush, setCapacity, slots } from '../../test/capacity.ts';
import { loadStorefront, orderBody, type Storefront } from '../../test/orders.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';

// Tuesday 2 June 2026, 14:00 in London (BST): The Golden Fork is open 12:00–22:30 on Tuesdays.
let now = new Date('2026-06-02T13:00:00Z');
// 19:00 BST.
const SEVEN_PM = '2026-06-02T18:00:00.000Z';

describeEachDatabase(
  'kitchen capacity',
  (t: TestApp) => {
    let store: Storefront;
    let diners: Session[];

    beforeAll(async () => {
      store = await loadStorefront(t.app, HOST);
      diners = await Promise.all([registerDiner(t.app), registerDiner(t.app), registerDiner(t.app)]);
      // Warm every path an order takes, so that the rush below is a race (without the slot's lock it oversells).
      await setCapacity(t.app, t.db, { pickup: { maxOrdersPerSlot: 5 } });
      await rush([t.app], t.db, store, diners, '2026-06-02T20:00:00.000Z', 6);
    });
    beforeEach(async () => {
      now = new Date('2026-06-02T13:00:00Z');
      await setCapacity(t.app, t.db, { slotMinutes: 15, leadMinutes: 20, pickup: { maxOrdersPerSlot: 5 } });
    });

    it('lists the day’s slots with room, earliest first, and the ASAP estimate', async () => {
      const res = await slots(t.app, 'type=pickup&date=2026-06-02');
      expect(res.statusCode, res.body).toBe(200);
      const { slots: list, asap } = slotsResponse.parse(res.json()).data;
      expect(list[0]).toEqual({ startsAt: '2026-06-02T11:00:00.000Z', endsAt: '2026-06-02T11:15:00.000Z', available: false });
      // 14:00 + 20 minutes: the first slot offered starts at 14:30 (14:15 < 14:20).
      expect(list.find((s) => s.available)?.startsAt).toBe('2026-06-02T13:30:00.000Z');
      expect(list.at(-1)?.endsAt).toBe('2026-06-02T21:30:00.000Z'); // 22:30 BST
      expect(asap).toEqual({ available: true, readyAt: '2026-06-02T13:20:00.000Z' });
      const week = slotsResponse.parse((await slots(t.app, 'type=delivery')).json()).data.slots;
      expect(new Set(week.map((s) => s.startsAt.slice(0, 10))).size).toBeGreaterThan(5);
    });

    it('refuses a bad query with a message a person can act on', async () => {
      for (const query of ['type=boat', 'type=pickup&date=tomorrow', '']) {
        const res = await slots(t.app, query);
        expect(res.statusCode, query).toBe(400);
        expect(apiErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
      }
    });

    it('takes a scheduled order only at a slot’s start', async () => {
      const body = orderBody(store, { lines: [{ product: store.products[0]! }], orderType: 'Pickup', isASAP: false, scheduledAt: '2026-06-02T18:05:00Z' });
      const res = await post(t.app, diners[0]!, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({ code: 'SCHEDULE_NOT_A_SLOT', message: 'Please choose one of the times offered.' });
    });

    it('50 orders at once for a slot capped at 5: exactly 5 acknowledged, 45 refused, 5 stored; a cancellation frees a place', async () => {
      const result = await rush([t.app], t.db, store, diners, SEVEN_PM);
      console.log(`capacity [${t.kind}], one process: acknowledged ${result.acknowledged}, refused ${result.refused}, stored ${result.stored}`);
      expect(result).toEqual({ acknowledged: 5, refused: 45, stored: 5, other: [] });
      const full = slotsResponse.parse((await slots(t.app, 'type=pickup&date=2026-06-02')).json()).data.slots.find((s) => s.startsAt === SEVEN_PM);
      expect(full?.available).toBe(false);
      // The refusal's text, as the diner reads it.
      const refusal = await post(t.app, diners[0]!, orderBody(store, { lines: [{ product: store.products[0]! }], orderType: 'Pickup', isASAP: false, scheduledAt: SEVEN_PM }));
      expect(apiErrorSchema.parse(refusal.json())).toMatchObject({ code: 'SLOT_FULL', message: 'That time has just filled up. Please choose another.' });

      const [mine] = await t.db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.slotStartsAt, new Date(SEVEN_PM))).limit(1);
      const owner = diners.find((d) => d.user._id === mine!.userId)!;
      const cancel = await t.app.inject({ method: 'PATCH', url: `${API_PREFIX}/orders/${mine!.id}/cancel-my-order`, headers: { host: HOST, ...owner.headers } });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const again = await post(t.app, diners[0]!, orderBody(store, { lines: [{ product: store.products[0]! }], orderType: 'Pickup', isASAP: false, scheduledAt: SEVEN_PM }));
      expect(again.statusCode, again.body).toBe(201);
    });

    it('counts items against an item cap: a large order takes more of the kitchen', async () => {
      await setCapacity(t.app, t.db, { pickup: { maxItemsPerSlot: 6 } });
      const at = '2026-06-02T18:30:00.000Z';
      const big = orderBody(store, { lines: [{ product: store.products[0]!, quantity: 5 }], orderType: 'Pickup', isASAP: false, scheduledAt: at });
      expect((await post(t.app, diners[0]!, big)).statusCode).toBe(201);
      const two = orderBody(store, { lines: [{ product: store.products[0]!, quantity: 2 }], orderType: 'Pickup', isASAP: false, scheduledAt: at });
      expect(apiErrorSchema.parse((await post(t.app, diners[1]!, two)).json()).code).toBe('SLOT_FULL');
      const one = orderBody(store, { lines: [{ product: store.products[0]! }], orderType: 'Pickup', isASAP: false, scheduledAt: at });
      expect((await post(t.app, diners[1]!, one)).statusCode).toBe(201);
    });

    it('ASAP moves to the next slot with room, and says when it is ready', async () => {
      await setCapacity(t.app, t.db, { leadMinutes: 20, pickup: { maxOrdersPerSlot: 1 } });
      now = new Date('2026-06-02T16:02:00Z'); // 17:02: ready 17:22, in the 17:15 slot
      const asap = () => orderBody(store, { lines: [{ product: store.products[0]! }], orderType: 'Pickup', isASAP: true });
      const first = orderResponse.parse((await post(t.app, diners[0]!, asap())).json()).data.order;
      expect(first.pickupTimeEstimate).toBe('2026-06-02T16:22:00.000Z');
      const second = orderResponse.parse((await post(t.app, diners[1]!, asap())).json()).data.order;
      expect(second.pickupTimeEstimate).toBe('2026-06-02T16:30:00.000Z');
      const { asap: estimate } = slotsResponse.parse((await slots(t.app, 'type=pickup&date=2026-06-02')).json()).data;
      expect(estimate).toEqual({ available: true, readyAt: '2026-06-02T16:45:00.000Z' });
    });

    it('tonight’s one-off and a weekday’s orders per slot bind the slots offered, ASAP and the booking itself', async () => {
      // Every day 5 a slot; Fridays 2; tonight (Tuesday 2 June) 1.
      await setCapacity(t.app, t.db, { leadMinutes: 20, pickup: { maxOrdersPerSlot: 5 }, weekdays: { friday: { pickup: 2 } }, oneOff: { date: '2026-06-02', pickup: 1 } });
      const at = (scheduledAt: string) => orderBody(store, { lines: [{ product: store.products[0]! }], orderType: 'Pickup', isASAP: false, scheduledAt });
      const tonight = '2026-06-02T19:00:00.000Z';
      expect((await post(t.app, diners[0]!, at(tonight))).statusCode).toBe(201);
      expect(apiErrorSchema.parse((await post(t.app, diners[1]!, at(tonight))).json()).code).toBe('SLOT_FULL');
      const day = slotsResponse.parse((await slots(t.app, 'type=pickup&date=2026-06-02')).json()).data.slots;
      expect(day.find((s) => s.startsAt === tonight)?.available).toBe(false);
      // ASAP: 14:20 falls in the 14:15 slot; with one a slot, the second moves on to 14:30.
      const asap = () => orderBody(store, { lines: [{ product: store.products[0]! }], orderType: 'Pickup', isASAP: true });
      expect(orderResponse.parse((await post(t.app, diners[0]!, asap())).json()).data.order.pickupTimeEstimate).toBe('2026-06-02T13:20:00.000Z');
      expect(orderResponse.parse((await post(t.app, diners[1]!, asap())).json()).data.order.pickupTimeEstimate).toBe('2026-06-02T13:30:00.000Z');
      const friday = '2026-06-05T18:00:00.000Z';
      expect((await post(t.app, diners[0]!, at(friday))).statusCode).toBe(201);
      expect((await post(t.app, diners[1]!, at(friday))).statusCode).toBe(201);
      expect(apiErrorSchema.parse((await post(t.app, diners[2]!, at(friday))).json()).code).toBe('SLOT_FULL');
      // The board's strip counts against the day's cap.
      const staff = await registerStaff(t.app, t.db, store.restaurant._id, 'Staff');
      const load = kitchenLoadResponse.parse((await t.app.inject({ url: `${API_PREFIX}/staff/kitchen-load`, headers: { host: HOST, ...staff.headers } })).json()).data.load;
      expect(load.pickup[0]).toMatchObject({ maxOrders: 1 });
    });

    it('ASAP with a limited code or a reward moves past a full first slot too (its transaction survives the full slot)', async () => {
      await setCapacity(t.app, t.db, { leadMinutes: 20, pickup: { maxOrdersPerSlot: 1 } });
      now = new Date('2026-06-02T15:02:00Z'); // 16:02: ready 16:22, in the 16:15 slot
      const list = promotionsResponse.parse((await t.app.inject({ url: `${API_PREFIX}/promotions/public`, headers: { host: HOST } })).json()).data.promotions;
      const welcome = list.find((p) => p.couponCode === 'WELCOME10')!; // once per diner
      const reward = list.find((p) => p.pointsCost > 0)!;
      const [coded, rewarded] = await Promise.all([registerDiner(t.app), registerDiner(t.app)]);
      await t.db.insert(loyaltyBalances).values({ userId: rewarded.user._id, restaurantId: store.restaurant._id, points: reward.pointsCost });
      const asap = (promotion: PublicPromotion | null) => orderBody(store, { lines: [{ product: store.products[0]! }], orderType: 'Pickup', isASAP: true, promotion });
      const first = await post(t.app, diners[0]!, asap(null));
      expect(orderResponse.parse(first.json()).data.order.pickupTimeEstimate).toBe('2026-06-02T15:22:00.000Z');
      const withCode = await post(t.app, coded, asap(welcome));
      expect(withCode.statusCode, withCode.body).toBe(201);
      expect(orderResponse.parse(withCode.json()).data.order).toMatchObject({ pickupTimeEstimate: '2026-06-02T15:30:00.000Z', appliedPromotion: { promotionId: welcome._id } });
      const withReward = await post(t.app, rewarded, asap(reward));
      expect(withReward.statusCode, withReward.body).toBe(201);
      expect(orderResponse.parse(withReward.json()).data.order).toMatchObject({ pickupTimeEstimate: '2026-06-02T15:45:00.000Z', pointsSpent: reward.pointsCost });
    });

    it('Accept promises the slot an order holds or later, never sooner; a delivery arrives its travel time after the kitchen’s minutes', async () => {
      await setCapacity(t.app, t.db, { leadMinutes: 20, travelMinutes: 10, pickup: { maxOrdersPerSlot: 1 } });
      now = new Date('2026-06-02T14:02:00Z'); // 15:02: ready 15:22, in the 15:15 slot
      const owner = await loginAs(t.app, DEMO_OWNER);
      const accept = async (orderId: string, readyInMinutes: number | null) => {
        const res = await t.app.inject({ method: 'PATCH', url: `${API_PREFIX}/staff/orders/${orderId}/status`, headers: { host: HOST, ...owner.headers }, payload: { status: 'Confirmed', readyInMinutes } });
        expect(res.statusCode, res.body).toBe(200);
        return orderResponse.parse(res.json()).data.order.pickupTimeEstimate;
      };
      const place = async (orderType: 'Pickup' | 'Delivery') =>
        orderResponse.parse((await post(t.app, diners[0]!, orderBody(store, { lines: [{ product: store.products[0]! }], orderType, isASAP: true }))).json()).data.order;
      await place('Pickup'); // the 15:15 slot is full now
      const later = await place('Pickup');
      expect(later.pickupTimeEstimate).toBe('2026-06-02T14:30:00.000Z');
      // 'Ready in 20 minutes' (15:22) would be sooner than its slot: the slot is promised.
      expect(await accept(later._id, 20)).toBe('2026-06-02T14:30:00.000Z');
      expect(await accept((await place('Pickup'))._id, 60)).toBe('2026-06-02T15:02:00.000Z');
      const delivery = await place('Delivery');
      expect(delivery.pickupTimeEstimate).toBe('2026-06-02T14:32:00.000Z'); // at the door: 20 + 10 minutes
      expect(await accept(delivery._id, 30)).toBe('2026-06-02T14:42:00.000Z');
    });

    it('the busy switch pushes ASAP and hides slots for an hour; Staff may only add time; audited', async () => {
      const owner = await loginAs(t.app, DEMO_OWNER);
      const restaurantId = store.restaurant._id;
      const staff = await registerStaff(t.app, t.db, restaurantId, 'Staff');
      const busy = (session: Session, extraMinutes: number) =>
        t.app.inject({ method: 'PUT', url: `${API_PREFIX}/staff/busy`, headers: { host: HOST, ...session.headers }, payload: { extraMinutes } });

      // Nothing in force: Staff sending 0 changes nothing (200).
      const nothing = await busy(staff, 0);
      expect(nothing.statusCode, nothing.body).toBe(200);
      expect(busyResponse.parse(nothing.json()).data.busy).toEqual({ extraMinutes: 0, until: null });
      const on = await busy(staff, 30);
      expect(on.statusCode, on.body).toBe(200);
      expect(busyResponse.parse(on.json()).data.busy).toEqual({ extraMinutes: 30, until: '2026-06-02T14:00:00.000Z' });
      const day = slotsResponse.parse((await slots(t.app, 'type=pickup&date=2026-06-02')).json()).data;
      expect(day.asap.readyAt).toBe('2026-06-02T13:50:00.000Z');
      expect(day.slots.find((s) => s.available)?.startsAt).toBe('2026-06-02T14:00:00.000Z');
      expect((await busy(staff, 15)).statusCode).toBe(403);
      expect((await busy(staff, 0)).statusCode).toBe(403);

      const load = kitchenLoadResponse.parse((await t.app.inject({ url: `${API_PREFIX}/staff/kitchen-load`, headers: { host: HOST, ...staff.headers } })).json()).data.load;
      expect(load.busy.extraMinutes).toBe(30);
      expect(load.pickup[0]).toMatchObject({ startsAt: '2026-06-02T13:00:00.000Z', maxOrders: 5, maxItems: null });

      // The value in force sent again, later: its end stays where it was.
      now = new Date('2026-06-02T13:20:00Z');
      const again = await busy(staff, 30);
      expect(again.statusCode, again.body).toBe(200);
      expect(busyResponse.parse(again.json()).data.busy).toEqual({ extraMinutes: 30, until: '2026-06-02T14:00:00.000Z' });
      now = new Date('2026-06-02T14:00:00Z'); // an hour later it has ended by itself
      expect(slotsResponse.parse((await slots(t.app, 'type=pickup&date=2026-06-02')).json()).data.asap.readyAt).toBe('2026-06-02T14:20:00.000Z');

      expect((await busy(owner, 45)).statusCode).toBe(200);
      const off = await busy(owner, 0);
      expect(busyResponse.parse(off.json()).data.busy).toEqual({ extraMinutes: 0, until: null });
      const entries = auditLogResponse.parse((await t.app.inject({ url: `${API_PREFIX}/staff/audit`, headers: { host: HOST, ...owner.headers } })).json()).data.entries;
      expect(entries.filter((e) => e.entity === 'busy').length).toBeGreaterThanOrEqual(3);
    });

    it('a restaurant without capacity rules keeps taking any time inside its hours', async () => {
      await setCapacity(t.app, t.db, null);
      const body = orderBody(store, { lines: [{ product: store.products[0]! }], orderType: 'Pickup', isASAP: false, scheduledAt: '2026-06-02T18:07:00Z' });
      expect((await post(t.app, diners[2]!, body)).statusCode).toBe(201);
    });
  },
  { clock: () => now, env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000' } },
);

