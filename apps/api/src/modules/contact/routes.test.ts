import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { API_PREFIX } from '../../app.ts';
import { mailOutbox, restaurants } from '../../db/schema.ts';
import { describeEachDatabase, type TestApp } from '../../test/test-app.ts';

const MESSAGE = { name: 'Ada', email: 'Ada@Example.com', subject: 'Allergies', message: 'Is the hake cooked in the same oil as the prawns?' };

let ip = 0;
function send(t: TestApp, payload: unknown, options: { host?: string; remoteAddress?: string } = {}) {
  ip += 1;
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/contact`,
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? `10.2.${Math.floor(ip / 250)}.${ip % 250}`,
    headers: options.host ? { host: options.host } : {},
  });
}

async function restaurantBySlug(t: TestApp, slug: string) {
  const [row] = await t.db.select().from(restaurants).where(eq(restaurants.slug, slug));
  return row!;
}

describeEachDatabase(
  'contact form',
  (t) => {
    it("queues the message to the restaurant's own e-mail with the diner as Reply-To", async () => {
      const res = await send(t, { ...MESSAGE, name: '  Ada  ' }, { host: 'tascadoporto.example' });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ data: {}, message: 'Message sent successfully!' });

      const tasca = await restaurantBySlug(t, 'tasca-do-porto');
      // The request wakes the mail worker; once its passes are done, the message has gone out.
      await t.app.mail.drain();
      const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        restaurantId: tasca.id,
        recipient: 'ola@tascadoporto.example',
        replyTo: 'Ada@Example.com',
        status: 'sent',
        payload: { name: 'Ada', email: 'Ada@Example.com', subject: 'Allergies', message: MESSAGE.message },
      });

      // Another restaurant's form reaches that restaurant only.
      expect((await send(t, MESSAGE, { host: 'localhost' })).statusCode).toBe(202);
      const golden = await restaurantBySlug(t, 'golden-fork');
      const goldenRows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.restaurantId, golden.id));
      expect(goldenRows.map((r) => r.recipient)).toEqual(['hello@goldenfork.example']);
    });

    it('validates like the form, every field named', async () => {
      const empty = await send(t, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([
        { field: 'name', message: 'Name is required.' },
        { field: 'email', message: 'E-mail is required.' },
        { field: 'subject', message: 'Subject is required.' },
        { field: 'message', message: 'Message is required.' },
      ]);
      const cases: [object, string][] = [
        [{ ...MESSAGE, email: 'ada@' }, 'E-mail must be valid.'],
        [{ ...MESSAGE, message: '  too short ' }, 'Message must be at least 10 characters.'],
        [{ ...MESSAGE, name: '   ' }, 'Name is required.'],
        [{ ...MESSAGE, subject: 'x'.repeat(151) }, 'Subject must be at most 150 characters.'],
        [{ ...MESSAGE, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
        [{ ...MESSAGE, name: 7 }, 'Name is required.'],
        [{ ...MESSAGE, message: 'Hello\u0000 there, friends' }, 'Text cannot contain control characters (such as a NUL byte). Please remove them and try again.'],
        // Found by the fuzz suite: half an emoji reached the mail outbox's json column (500).
        [{ ...MESSAGE, name: "'M`]^G\udc24(-9fTfDF" }, 'Text cannot contain control characters (such as a NUL byte). Please remove them and try again.'],
      ];
      for (const [body, message] of cases) {
        const res = await send(t, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, 'ada@'))).toEqual([]);
    });

    it('says so when the restaurant has no e-mail (409), and 404 for an unknown Host', async () => {
      const tasca = await restaurantBySlug(t, 'tasca-do-porto');
      await t.db.update(restaurants).set({ contactEmail: '' }).where(eq(restaurants.id, tasca.id));
      t.app.restaurants.invalidate();
      try {
        const res = await send(t, MESSAGE, { host: 'tascadoporto.example' });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          code: 'CONFLICT',
          message: 'Sorry, this restaurant cannot receive messages online right now. Please call or visit instead.',
        });
      } finally {
        await t.db.update(restaurants).set({ contactEmail: tasca.contactEmail }).where(eq(restaurants.id, tasca.id));
        t.app.restaurants.invalidate();
      }
      expect((await send(t, MESSAGE, { host: 'nobody.example' })).statusCode).toBe(404);
    });

    it('limits messages per client address (CONTACT_RATE_LIMIT_PER_MINUTE)', async () => {
      const from = { remoteAddress: '192.0.2.44' };
      expect((await send(t, MESSAGE, from)).statusCode).toBe(202);
      expect((await send(t, MESSAGE, from)).statusCode).toBe(202);
      const refused = await send(t, MESSAGE, from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 1 minute.' });
      expect(refused.headers['retry-after']).toBeDefined();
    });
  },
  { env: { CONTACT_RATE_LIMIT_PER_MINUTE: '2' } },
);
