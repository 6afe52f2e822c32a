import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Order, OrderEvent } from '@platter/domain';
import { restaurants } from '../db/schema.ts';
import { describeEachDatabase } from '../test/test-app.ts';

const eventFor = (restaurantId: string): OrderEvent => ({
  type: 'order.placed',
  restaurantId,
  userId: 'someone',
  order: { _id: 'order-1' } as Order,
});

describeEachDatabase('EventPublisher', (t) => {
  it('hands the events to every subscriber only after the transaction commits', async () => {
    const [row] = await t.db.select().from(restaurants).limit(1);
    const seen: string[] = [];
    const stopA = t.app.events.subscribe((event) => {
      seen.push(`a:${event.type}`);
    });
    const stopB = t.app.events.subscribe(async (event) => {
      seen.push(`b:${event.type}`);
    });
    try {
      const value = await t.app.events.commit(t.db, async (tx) => {
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
    const seen: OrderEvent[] = [];
    const stop = t.app.events.subscribe((event) => {
      seen.push(event);
    });
    try {
      await expect(
        t.app.events.commit(t.db, async (tx) => {
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
    const stopA = t.app.events.subscribe(() => {
      throw new Error('a broken consumer');
    });
    const stopB = t.app.events.subscribe(async () => {
      throw new Error('a broken async consumer');
    });
    const stopC = t.app.events.subscribe((event) => {
      seen.push(event.type);
    });
    try {
      const value = await t.app.events.commit(t.db, async () => ({ value: 'kept', events: [eventFor('r')] }));
      expect(value).toBe('kept');
      expect(seen).toEqual(['order.placed']);
    } finally {
      stopA();
      stopB();
      stopC();
    }
  });
});
