/**
 * The order benchmark's yardstick (issue 14): `POST /bench/bare-order` stores a copy of a
 * template order with the same write placing an order makes (modules/orders/place-order/write-queries.ts:
 * the order with its number, items, first status, used promotions and its two e-mails' outbox
 * rows, in one statement), and nothing else: no sign-in, validation, idempotency check, checkout
 * rules, pricing, e-mail addressing or answer shaping. Benchmark scaffolding, never in the product.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { mailOutbox, orderItems, orders, orderStatusHistory, promotionRedemptions } from '../db/schema.ts';
import { outboxInsert } from '../modules/mail/index.ts';
import { storeNewOrder } from '../modules/orders/place-order/write-queries.ts';
import { redemptionsInsert } from '../modules/promotions/index.ts';
import type { OutboxRow } from '../platform/events.ts';

type Template = {
  order: typeof orders.$inferSelect;
  items: (typeof orderItems.$inferSelect)[];
  status: typeof orderStatusHistory.$inferSelect;
  redemptions: (typeof promotionRedemptions.$inferSelect)[];
  outbox: OutboxRow[];
};

async function readTemplate(db: Database, idempotencyKey: string): Promise<Template> {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  if (!order) throw new Error(`No template order with key ${idempotencyKey}.`);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const [status] = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
  const redemptions = await db.select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, order.id));
  const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.restaurantId, order.restaurantId)).orderBy(desc(mailOutbox.createdAt)).limit(2);
  const outbox = mail.map((m) => ({ restaurantId: m.restaurantId, kind: m.kind, recipient: m.recipient, replyTo: m.replyTo, payload: m.payload }));
  return { order, items, status: status!, redemptions, outbox };
}

/** Registers the route (before the app is ready); the template is the order placed with `templateKey`, read at the first call. */
export function registerBareOrderRoute(app: FastifyInstance, db: Database, templateKey: string): void {
  let template: Promise<Template> | null = null;
  app.post('/bench/bare-order', async (_request, reply) => {
    template ??= readTemplate(db, templateKey);
    const { order, items, status, redemptions, outbox } = await template;
    const orderId = randomUUID();
    const owned = { orderId, restaurantId: order.restaurantId };
    const number = await storeNewOrder(db, {
      order: { ...order, id: orderId, idempotencyKey: randomUUID() },
      numberPrefix: order.orderNumber.split('-')[0] ?? 'ORD',
      items: items.map((item) => ({ ...item, ...owned, id: randomUUID() })),
      firstStatus: { ...owned, id: randomUUID(), status: status.status, changedAt: new Date(), notes: null, changedByUserId: status.changedByUserId },
      alongside: [
        ...(redemptions.length > 0 ? [{ name: 'used_promotions', insert: redemptionsInsert(db, redemptions.map(({ id: _id, ...r }) => ({ ...r, ...owned }))) }] : []),
        ...(outbox.length > 0 ? [{ name: 'queued_mail', insert: outboxInsert(db, outbox) }] : []),
      ],
    });
    return reply.code(201).send({ id: orderId, number });
  });
}
