import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { DomainEvent, Order, OrderEvent } from '@platter/domain';
import { mailOutbox, restaurants } from '../db/schema.ts';
import { insertOutboxRows } from '../modules/mail/index.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { EventPublisher } from './events.ts';

const eventFor = (restaurantId: string): OrderEvent => ({
  type: 'order.placed',
  restaurantId,
  userId: 'someone',
  order: { _id: 'order-1' } as Order,
});

describeEachDatabase('EventPublisher', (t) => {
  // A publisher of its own: the app's has the e-mail outbox writer, which wants real orders.
  let events: EventPublisher;
  beforeEach(() => {
    events = new EventPublisher(t.app.log, insertOutboxRows);
  });

  it('hands the events to every subscriber only after the transaction commits', async () => {
    const [row] = await t.db.select().from(restaurants).limit(1);
    const seen: string[] = [];
    const stopA = events.subscribe((event) => {
      seen.push(`a:${event.type}`);
    });
    const stopB = events.subscribe(async (event) => {
      seen.push(`b:${event.type}`);
    });
    try {
      const value = await events.commit(t.db, async (tx) => {
        await tx.update(restaurants).set({ name: 'Renamed' }).where(eq(restaurants.id, row!.id));
        expect(seen).toEqual([]);
        return { value: 42, events: [eventFor(row!.id)] };
      });
      expect(value).toBe(42);
      expect(seen).toEqual(['a:order.placed', 'b:order.placed']);
    } finally {
      stopA();
      stopB();
      await t.db.update(restaurants).set({ name: row!.name }).where(eq(restaurants.id, row!.id));
    }
  });

  it('publishes nothing for a transaction that rolls back, and the write is undone', async () => {
    const [row] = await t.db.select().from(restaurants).limit(1);
    const seen: DomainEvent[] = [];
    const stop = events.subscribe((event) => {
      seen.push(event);
    });
    try {
      await expect(
        events.commit(t.db, async (tx) => {
          await tx.update(restaurants).set({ name: 'Never' }).where(eq(restaurants.id, row!.id));
          if (row) throw new Error('the order could not be stored');
          return { value: null, events: [eventFor(row!.id)] };
        }),
      ).rejects.toThrow('the order could not be stored');
      expect(seen).toEqual([]);
      const [after] = await t.db.select().from(restaurants).where(eq(restaurants.id, row!.id));
      expect(after!.name).toBe(row!.name);
    } finally {
      stop();
    }
  });

  it('keeps the write when a subscriber fails, and still tells the others', async () => {
    const seen: string[] = [];
    const stopA = events.subscribe(() => {
      throw new Error('a broken consumer');
    });
    const stopB = events.subscribe(async () => {
      throw new Error('a broken async consumer');
    });
    const stopC = events.subscribe((event) => {
      seen.push(event.type);
    });
    try {
      const value = await events.commit(t.db, async () => ({ value: 'kept', events: [eventFor('r')] }));
      expect(value).toBe('kept');
      expect(seen).toEqual(['order.placed']);
    } finally {
      stopA();
      stopB();
      stopC();
    }
  });

  it('runs outbox writers inside the transaction: their rows commit with the write, and their failure undoes it', async () => {
    const [row] = await t.db.select().from(restaurants).limit(1);
    const seenInside: string[] = [];
    events.addOutboxWriter(async (tx, written) => {
      const [inside] = await tx.select({ name: restaurants.name }).from(restaurants).where(eq(restaurants.id, row!.id));
      seenInside.push(`${inside!.name}:${written.length}`);
      return [{ restaurantId: row!.id, kind: 'contact', recipient: 'outbox-writer@example.com', payload: { seen: inside!.name } }];
    });
    try {
      await events.commit(t.db, async (tx) => {
        await tx.update(restaurants).set({ name: 'Inside' }).where(eq(restaurants.id, row!.id));
        return { value: null, events: [eventFor(row!.id)] };
      });
      // The writer saw the transaction's own uncommitted change, and its row was stored with it.
      expect(seenInside).toEqual(['Inside:1']);
      const stored = await t.db.select({ payload: mailOutbox.payload }).from(mailOutbox).where(eq(mailOutbox.recipient, 'outbox-writer@example.com'));
      expect(stored.map((r) => r.payload)).toEqual([{ seen: 'Inside' }]);

      const failing = new EventPublisher(t.app.log, insertOutboxRows);
      failing.addOutboxWriter(async () => {
        throw new Error('the outbox is full');
      });
      const published: string[] = [];
      failing.subscribe((event) => {
        published.push(event.type);
      });
      await expect(
        failing.commit(t.db, async (tx) => {
          await tx.update(restaurants).set({ name: 'Never' }).where(eq(restaurants.id, row!.id));
          return { value: null, events: [eventFor(row!.id)] };
        }),
      ).rejects.toThrow('the outbox is full');
      const [after] = await t.db.select().from(restaurants).where(eq(restaurants.id, row!.id));
      expect(after!.name).toBe('Inside');
      expect(published).toEqual([]);
    } finally {
      await t.db.update(restaurants).set({ name: row!.name }).where(eq(restaurants.id, row!.id));
    }
  });
  it('hands a one-statement writer the rows of the events it is about to cause, and publishes what it returns after it', async () => {
    const [row] = await t.db.select().from(restaurants).limit(1);
    const known = { restaurant: { id: row!.id, slug: row!.slug, customDomains: [], contactEmail: 'kitchen@example.com' }, diner: { id: 'someone', email: 'diner@example.com' } };
    const handed: string[] = [];
    events.addOutboxWriter(async (reader, caused, rows) => {
      handed.push(`${caused.map((e) => (e as OrderEvent).order._id).join()}:${rows.restaurant?.contactEmail}:${reader === t.db}`);
      return [{ restaurantId: row!.id, kind: 'contact', recipient: 'one-statement@example.com', payload: { order: (caused[0] as OrderEvent).order._id } }];
    });
    const published: string[] = [];
    const stop = events.subscribe((event) => {
      published.push((event as OrderEvent).order.orderNumber);
    });
    try {
      const value = await events.commit(
        t.db,
        async (db, outbox) => {
          const rows = await outbox.rowsFor([{ ...eventFor(row!.id), order: { _id: 'order-1', orderNumber: 'pending' } as Order }]);
          await db.insert(mailOutbox).values(rows);
          expect(published).toEqual([]);
          return { value: 'stored', events: [{ ...eventFor(row!.id), order: { _id: 'order-1', orderNumber: 'GF-000001' } as Order }] };
        },
        { known },
      );
      expect(value).toBe('stored');
      // The rows were made from the events about to happen, with the rows in hand, on the database (no transaction).
      expect(handed).toEqual(['order-1:kitchen@example.com:true']);
      expect(published).toEqual(['GF-000001']);
      const stored = await t.db.select({ payload: mailOutbox.payload }).from(mailOutbox).where(eq(mailOutbox.recipient, 'one-statement@example.com'));
      expect(stored.map((r) => r.payload)).toEqual([{ order: 'order-1' }]);

      await expect(
        events.commit(
          t.db,
          async () => {
            throw new Error('the statement failed');
          },
          { known },
        ),
      ).rejects.toThrow('the statement failed');
      expect(published).toEqual(['GF-000001']);
    } finally {
      stop();
    }
  });
});
