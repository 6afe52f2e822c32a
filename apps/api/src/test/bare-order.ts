/**
 * The order benchmark's yardstick (issue 14): `POST /bench/bare-order` stores a copy of a
 * template order with the same single-transaction inserts placing an order makes (the order, its
 * items, its first status, its number from the restaurant's counter, its two queued e-mails),
 * through the same query functions, and nothing else: no sign-in, validation, idempotency
 * check, checkout rules, pricing or answer shaping. Benchmark scaffolding, never in the product.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { mailOutbox, orderItems, orders, orderStatusHistory } from '../db/schema.ts';
import { assignOrderNumber, insertOrder, insertOrderItems, insertStatusChange, provisionalOrderNumber } from '../modules/orders/queries.ts';

type Template = {
  order: typeof orders.$inferSelect;
  items: (typeof orderItems.$inferSelect)[];
  status: typeof orderStatusHistory.$inferSelect;
  mail: (typeof mailOutbox.$inferSelect)[];
};

async function readTemplate(db: Database, idempotencyKey: string): Promise<Template> {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  if (!order) throw new Error(`No template order with key ${idempotencyKey}.`);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const [status] = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
  const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.restaurantId, order.restaurantId)).orderBy(desc(mailOutbox.createdAt)).limit(2);
  return { order, items, status: status!, mail };
}

/** Registers the route (before the app is ready); the template is the order placed with `templateKey`, read at the first call. */
export function registerBareOrderRoute(app: FastifyInstance, db: Database, templateKey: string): void {
  let template: Promise<Template> | null = null;
  app.post('/bench/bare-order', async (_request, reply) => {
    template ??= readTemplate(db, templateKey);
    const { order, items, status, mail } = await template;
    const id = randomUUID();
    const number = await db.transaction(async (tx) => {
      await insertOrder(tx, { ...order, id, orderNumber: provisionalOrderNumber(id), idempotencyKey: randomUUID() });
      await insertOrderItems(tx, items.map(({ id: _item, ...item }) => ({ ...item, orderId: id })));
      await insertStatusChange(tx, { restaurantId: status.restaurantId, orderId: id, status: status.status, changedAt: new Date(), changedByUserId: status.changedByUserId });
      const assigned = await assignOrderNumber(tx, order.restaurantId, id, order.orderNumber.split('-')[0] ?? 'ORD');
      // As enqueueMail writes them: pending, for the mail worker to send as it sends the real ones.
      await tx.insert(mailOutbox).values(mail.map((m) => ({ restaurantId: m.restaurantId, kind: m.kind, recipient: m.recipient, replyTo: m.replyTo, payload: m.payload })));
      return assigned;
    });
    return reply.code(201).send({ id, number });
  });
}
