/**
 * The board's search beyond today (issue 40): staff find past orders by number, name (accents and
 * case aside) or phone digits, newest first, a page at a time, only their own restaurant's; a
 * query too short or too long is refused with what to send.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { apiErrorSchema, orderSearchResponse, type Order } from '@platter/domain';
import { API_PREFIX } from '../../../app.ts';
import { orders } from '../../../db/schema.ts';
import { registerDiner, registerStaff, type Session } from '../../../test/auth.ts';
import { loadStorefront, placeOrderAs, type Storefront } from '../../../test/orders.ts';
import { describeEachDatabase, type TestApp } from '../../../test/test-app.ts';
import { searchOrders } from './order-search.ts';

const HOST = 'localhost';
const TASCA = 'tasca-do-porto.localhost';
const now = new Date('2026-06-02T13:00:00Z');

describeEachDatabase(
  'the staff’s order search',
  (t: TestApp) => {
    let gf: Storefront;
    let staff: Session;
    let tascaOwner: Session;
    let zoe: Order;
    let older: Order[];

    const search = async (query: string, session: Session = staff, host = HOST) => {
      const res = await t.app.inject({ url: `${API_PREFIX}/staff/orders/search?${query}`, headers: { host, ...session.headers } });
      expect(res.statusCode, res.body).toBe(200);
      return orderSearchResponse.parse(res.json()).data;
    };
    const numbers = (found: { orders: Order[] }) => found.orders.map((o) => o.orderNumber);

    beforeAll(async () => {
      gf = await loadStorefront(t.app, HOST);
      staff = await registerStaff(t.app, t.db, gf.restaurant._id, 'Staff');
      tascaOwner = await registerStaff(t.app, t.db, (await loadStorefront(t.app, TASCA)).restaurant._id, 'Owner');
      const line = { lines: [{ product: gf.byName('House Salad') }], orderType: 'Pickup' as const };
      zoe = await placeOrderAs(t.app, gf, await registerDiner(t.app, { name: 'Zoë Ångström' }), { ...line, contactPhone: '+44 7700 900 777' });
      await t.db.update(orders).set({ createdAt: new Date('2026-03-14T19:00:00Z') }).where(eq(orders.id, zoe._id));
      // Five more of one diner's, a day apart, before Zoë's: a search for him pages through them.
      const sam = await registerDiner(t.app, { name: 'Sam Carter' });
      older = [];
      for (let day = 1; day <= 5; day++) {
        const order = await placeOrderAs(t.app, gf, sam, line);
        await t.db.update(orders).set({ createdAt: new Date(`2026-02-0${day}T12:00:00Z`) }).where(eq(orders.id, order._id));
        older.push(order);
      }
    });

    it('finds a past order by the diner’s name without its accents, by its number and by phone digits', async () => {
      expect(numbers(await search('q=zoe%20angstrom'))).toEqual([zoe.orderNumber]);
      expect(numbers(await search('q=ZOË'))).toEqual([zoe.orderNumber]);
      expect(numbers(await search(`q=${encodeURIComponent(zoe.orderNumber.toLowerCase())}`))).toEqual([zoe.orderNumber]);
      const digits = zoe.orderNumber.replace(/\D/g, '').replace(/^0+/, '');
      expect(numbers(await search(`q=${encodeURIComponent(`#${digits}`)}`))).toContain(zoe.orderNumber);
      expect(numbers(await search('q=900%20777'))).toEqual([zoe.orderNumber]);
      // The board's copy: full, with the history staff read.
      const [found] = (await search('q=zoe')).orders;
      expect(found).toMatchObject({ _id: zoe._id, customerName: 'Zoë Ångström', items: [expect.objectContaining({ productName: 'House Salad' })] });
      expect((await search('q=nobody%20by%20that%20name')).orders).toEqual([]);
    });

    it('pages newest first with the cursor it gives, to the last page', async () => {
      const first = await search('q=sam%20carter&limit=2');
      expect(numbers(first)).toEqual([older[4]!.orderNumber, older[3]!.orderNumber]);
      const second = await search(`q=sam%20carter&limit=2&before=${encodeURIComponent(first.nextCursor!)}`);
      expect(numbers(second)).toEqual([older[2]!.orderNumber, older[1]!.orderNumber]);
      const last = await search(`q=sam%20carter&limit=2&before=${encodeURIComponent(second.nextCursor!)}`);
      expect(last).toMatchObject({ nextCursor: null, searchedBack: null });
      expect(numbers(last)).toEqual([older[0]!.orderNumber]);
    });

    it('reads a bounded window of orders a request, then goes on further back from where it stopped', async () => {
      // A window of two orders: Zoë's and Sam's newest; then two more of Sam's at a time.
      const read = (before?: string) => searchOrders(t.db, gf.restaurant._id, { q: 'sam carter', limit: 20, ...(before ? { before } : {}) }, 2);
      const first = await read();
      expect(numbers(first)).toEqual([older[4]!.orderNumber]);
      expect(first.searchedBack).toBe('2026-02-05T12:00:00.000Z');
      const second = await read(first.nextCursor!);
      expect(numbers(second)).toEqual([older[3]!.orderNumber, older[2]!.orderNumber]);
      let page = await read(second.nextCursor!);
      const rest = [...numbers(page)];
      while (page.nextCursor) {
        page = await read(page.nextCursor);
        rest.push(...numbers(page));
      }
      expect(rest).toEqual([older[1]!.orderNumber, older[0]!.orderNumber]);
      expect(page.searchedBack).toBeNull();
    });

    it('is the Host’s restaurant’s: another restaurant’s owner finds nothing of it, a diner is refused', async () => {
      expect((await search('q=zoe', tascaOwner, TASCA)).orders).toEqual([]);
      const diner = await registerDiner(t.app);
      expect((await t.app.inject({ url: `${API_PREFIX}/staff/orders/search?q=zoe`, headers: { host: HOST, ...diner.headers } })).statusCode).toBe(403);
    });

    it('refuses a query it will not run, saying what to send', async () => {
      const cases: [string, string][] = [
        ['', 'q is required: an order number, a name or a phone number.'],
        ['q=%20a%20', 'Type at least 2 characters to search.'],
        [`q=${'x'.repeat(61)}`, 'A search is at most 60 characters.'],
        ['q=zoe&before=yesterday', 'before must be the nextCursor of the previous page.'],
        ['q=zoe&limit=51', 'limit must be at most 50.'],
      ];
      for (const [query, message] of cases) {
        const res = await t.app.inject({ url: `${API_PREFIX}/staff/orders/search?${query}`, headers: { host: HOST, ...staff.headers } });
        expect(res.statusCode, query).toBe(400);
        expect(JSON.stringify(apiErrorSchema.parse(res.json())), query).toContain(message);
      }
    });
  },
  { clock: () => now },
);
