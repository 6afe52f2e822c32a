import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { orderResponse, type Order } from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import { mailOutbox, orders } from '../../db/schema.ts';
import { registerDiner, registerStaff, type Session } from '../../test/auth.ts';
import { loadStorefront, placeOrderAs, type Storefront } from '../../test/orders.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';

const HOST = 'localhost';
/** A Tuesday, 14:00 in London (BST): Pizza Tuesday applies. */
const TUESDAY = new Date('2026-06-02T13:00:00Z');
const RESTAURANT_MAIL = 'hello@goldenfork.example';

const sink = await startSmtpSink();
afterAll(() => sink.stop());

describeEachDatabase(
  'order e-mails over SMTP',
  (t: TestApp) => {
    let gf: Storefront;
    let diner: Session & { email: string };
    let owner: Session;

    beforeAll(async () => {
      gf = await loadStorefront(t.app, HOST);
      diner = await registerDiner(t.app, { name: 'Ada <script>alert(1)</script>' });
      owner = await registerStaff(t.app, t.db, gf.restaurant._id, 'Owner');
    });
    beforeEach(() => {
      sink.messages.length = 0;
    });

    const mailsAbout = (order: Order) => sink.messages.filter((m) => m.subject.includes(order.orderNumber));

    async function move(orderId: string, status: string, notes?: string): Promise<Order> {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `${API_PREFIX}/staff/orders/${orderId}/status`,
        headers: { host: HOST, ...owner.headers },
        payload: { status, ...(notes ? { notes } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return orderResponse.parse(res.json()).data.order;
    }

    it("mails the diner and the restaurant an order's lines, discounts and totals, at the restaurant's time", async () => {
      const order = await placeOrderAs(t.app, gf, diner, {
        lines: [{ product: gf.byName('Margherita'), quantity: 3 }],
        orderType: 'Delivery',
        customerNotes: 'Ring twice <b>please</b>',
      });
      // £33 of pizza: Pizza Tuesday takes 20%, and over £25 delivery is free.
      expect(order).toMatchObject({ subtotal: 33, discountAmount: 6.6, deliveryFee: 0, totalAmount: 26.4 });
      await t.app.mail.drain();

      const [received] = sink.to(diner.email);
      expect(received?.subject).toBe(`We've received your order ${order.orderNumber}`);
      expect(received?.headers.get('from')).toBe('The Golden Fork <no-reply@platter.local>');
      expect(received?.headers.get('reply-to')).toBe(RESTAURANT_MAIL);
      for (const body of [received!.text, received!.html]) {
        expect(body).toContain(order.orderNumber);
        expect(body).toContain('Margherita');
        expect(body).toContain('£33.00');
        expect(body).toContain('Pizza Tuesday');
        expect(body).toContain('−£6.60');
        expect(body).toContain('Delivery fee (Free Delivery)');
        expect(body).toContain('£26.40');
        expect(body).toContain('10 Downing Street');
        expect(body).toContain('Tuesday 2 June 2026, 14:00');
        expect(body).toContain('As soon as possible');
        expect(body).toContain('Cash on Delivery');
        expect(body).toContain(`http://golden-fork.localhost:${t.config.PORT}/orders/${order._id}`);
      }
      // The diner's name and notes arrive as text, never as markup.
      expect(received!.html).toContain('Ada &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(received!.html).not.toContain('<script>');
      expect(received!.html).toContain('Ring twice &lt;b&gt;please&lt;/b&gt;');
      expect(received!.html).toContain('background:#6a1b9a');
      expect(received!.html).toContain(`src="http://golden-fork.localhost:${t.config.PORT}/api/v1/images/logo/The%20Golden%20Fork.svg"`);
      expect(received!.text).toContain('Ada <script>alert(1)</script>');

      const [kitchen] = sink.to(RESTAURANT_MAIL);
      expect(kitchen?.subject).toBe(`New order ${order.orderNumber}`);
      expect(kitchen?.headers.get('reply-to')).toBe(diner.email);
      expect(kitchen?.text).toContain('£26.40');
      expect(kitchen?.text).toContain('07700 900123');
      expect(kitchen?.text).toContain(`http://golden-fork.localhost:${t.config.PORT}/staff`);
      expect(mailsAbout(order)).toHaveLength(2);
    });

    it('mails a Confirm with the estimated ready time and a cancellation with its reason, nothing for other moves', async () => {
      const pickup = await placeOrderAs(t.app, gf, diner, { lines: [{ product: gf.byName('Margherita') }], orderType: 'Pickup' });
      // The kitchen's estimate, as the order row holds it (14:45 in London).
      await t.db
        .update(orders)
        .set({ pickupTimeEstimate: new Date('2026-06-02T13:45:00Z') })
        .where(and(eq(orders.id, pickup._id), eq(orders.restaurantId, gf.restaurant._id)));
      await move(pickup._id, 'Confirmed');
      await move(pickup._id, 'Preparing');
      await move(pickup._id, 'Ready for Pickup');
      await t.app.mail.drain();
      const subjects = mailsAbout(pickup).map((m) => m.subject);
      expect(subjects).toEqual(
        expect.arrayContaining([`Your order ${pickup.orderNumber} is confirmed`, `Your order ${pickup.orderNumber} is ready for pickup`]),
      );
      expect(subjects.filter((s) => s.startsWith('Your order'))).toHaveLength(2);
      const confirmed = mailsAbout(pickup).find((m) => m.subject.endsWith('is confirmed'))!;
      expect(confirmed.text).toContain('Estimated ready time: Tuesday 2 June 2026, 14:45');
      // Cash on a pickup is paid at the counter, in the diner's and the kitchen's order e-mails alike.
      const placedMails = mailsAbout(pickup).filter((m) => /^(We've received|New order)/.test(m.subject));
      expect(placedMails).toHaveLength(2);
      for (const mail of placedMails) {
        expect(mail.text, mail.subject).toContain('Cash on Collection');
        expect(mail.text, mail.subject).not.toContain('Cash on Delivery');
      }

      const delivery = await placeOrderAs(t.app, gf, diner, { lines: [{ product: gf.byName('Margherita') }], orderType: 'Delivery' });
      // A delivery's promised time is when it reaches the door, and the e-mail says so.
      await t.db.update(orders).set({ pickupTimeEstimate: new Date('2026-06-02T14:05:00Z') }).where(and(eq(orders.id, delivery._id), eq(orders.restaurantId, gf.restaurant._id)));
      await move(delivery._id, 'Confirmed');
      await move(delivery._id, 'Cancelled by Restaurant', 'The oven broke <sorry>');
      await t.app.mail.drain();
      expect(mailsAbout(delivery).find((m) => m.subject.endsWith('is confirmed'))?.text).toContain('Estimated delivery time: Tuesday 2 June 2026, 15:05');
      const cancelled = mailsAbout(delivery).find((m) => m.subject === `Your order ${delivery.orderNumber} was cancelled`);
      expect(cancelled?.text).toContain('> The oven broke <sorry>');
      expect(cancelled?.html).toContain('The oven broke &lt;sorry&gt;');
    });

    it('mails a scheduled order with its choices and time, and its Out for Delivery', async () => {
      const order = await placeOrderAs(t.app, gf, diner, {
        lines: [{ product: gf.byName('Margherita'), quantity: 2, choose: ['Large 12"', 'Pepperoni'] }],
        orderType: 'Delivery',
        isASAP: false,
        // Wednesday 19:00 in London (BST).
        scheduledAt: '2026-06-03T18:00:00.000Z',
      });
      await t.app.mail.drain();
      const [received] = mailsAbout(order).filter((m) => m.subject.startsWith("We've received"));
      for (const body of [received!.text, received!.html]) {
        expect(body).toContain('Scheduled for Wednesday 3 June 2026, 19:00');
        expect(body).toMatch(/Large 12(&quot;|")/);
        expect(body).toContain('Pepperoni');
      }
      expect(received!.text).not.toContain('As soon as possible');

      await move(order._id, 'Confirmed');
      await move(order._id, 'Preparing');
      await move(order._id, 'Out for Delivery');
      await t.app.mail.drain();
      const onItsWay = mailsAbout(order).find((m) => m.subject === `Your order ${order.orderNumber} is out for delivery`);
      expect(onItsWay?.text).toContain(`Your order ${order.orderNumber} from The Golden Fork is out for delivery.`);
      expect(onItsWay?.html).toContain('On its way');
      // Preparing mails nothing: placed, Confirmed and Out for Delivery only.
      expect(mailsAbout(order).filter((m) => m.to.includes(diner.email))).toHaveLength(3);
    });

    it("mails the diner in the language they ordered in and the restaurant in its default (issue 31)", async () => {
      const tasca = await loadStorefront(t.app, 'tascadoporto.example');
      const francesinha = { product: tasca.byName('Francesinha'), quantity: 1 };
      const inPortuguese = await placeOrderAs(t.app, tasca, { headers: { ...diner.headers, 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.5' } as typeof diner.headers }, { lines: [francesinha], orderType: 'Pickup' });
      const inEnglish = await placeOrderAs(t.app, tasca, { headers: { ...diner.headers, cookie: 'platter_lang=en-GB', 'accept-language': 'pt-PT' } as typeof diner.headers }, { lines: [francesinha], orderType: 'Pickup' });
      expect(inPortuguese.language).toBe('pt-PT');
      expect(inEnglish.language).toBe('en-GB');
      const stored = await t.db.select({ language: orders.language }).from(orders).where(eq(orders.id, inEnglish._id));
      expect(stored).toEqual([{ language: 'en-GB' }]);
      await t.app.mail.drain();

      const [portuguese] = mailsAbout(inPortuguese).filter((m) => m.to.includes(diner.email));
      expect(portuguese?.subject).toBe(`Recebemos a sua encomenda ${inPortuguese.orderNumber}`);
      for (const body of [portuguese!.text, portuguese!.html]) {
        expect(body).toContain('Tasca do Porto recebeu a sua encomenda');
        expect(body).toContain('13,50\u00a0€');
        expect(body).toContain('terça-feira, 2 de junho de 2026, 14:00');
      }
      expect(portuguese!.html).toContain('<html lang="pt-PT">');

      const [english] = mailsAbout(inEnglish).filter((m) => m.to.includes(diner.email));
      expect(english?.subject).toBe(`We've received your order ${inEnglish.orderNumber}`);
      expect(english!.text).toContain('Tuesday 2 June 2026, 14:00');
      expect(english!.text).toContain('€13.50');
      // The kitchen reads Tasca's own language, whatever the diner's.
      const [kitchen] = mailsAbout(inEnglish).filter((m) => m.to.includes('ola@tascadoporto.example'));
      expect(kitchen?.subject).toBe(`Nova encomenda ${inEnglish.orderNumber}`);

    });

    it('takes an order while the SMTP server is down, and sends its mail once the server is back', async () => {
      await sink.stop();
      try {
        const started = Date.now();
        const order = await placeOrderAs(t.app, gf, diner, { lines: [{ product: gf.byName('Margherita') }], orderType: 'Pickup' });
        expect(Date.now() - started).toBeLessThan(2000);
        const summary = await t.app.mail.drain();
        expect(summary.sent).toBe(0);
        const rows = await t.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.restaurantId, gf.restaurant._id), eq(mailOutbox.kind, 'order_received')));
        const row = rows.find((r) => (r.payload as { order: Order }).order._id === order._id)!;
        expect(row).toMatchObject({ status: 'pending' });
        expect(row.attempts).toBeGreaterThanOrEqual(1);
        expect(row.lastError).toBeTruthy();

        await sink.start();
        await new Promise((resolve) => setTimeout(resolve, 700)); // the first retry's backoff (0.2 s, or 0.4 s after two tries)
        await t.app.mail.drain();
        expect(mailsAbout(order).map((m) => m.to[0]).sort()).toEqual([diner.email, RESTAURANT_MAIL].sort());
        const [after] = await t.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.restaurantId, gf.restaurant._id)));
        expect(after).toMatchObject({ status: 'sent', lastError: null });
        expect(after?.sentAt).toBeInstanceOf(Date);
      } finally {
        await sink.start();
      }
    });
  },
  {
    clock: () => TUESDAY,
    env: {
      SMTP_URL: sink.url,
      ORDER_RATE_LIMIT_PER_MINUTE: '10000',
      MAIL_POLL_SECONDS: '3600',
      MAIL_RETRY_BASE_SECONDS: '0.2',
    },
  },
);
