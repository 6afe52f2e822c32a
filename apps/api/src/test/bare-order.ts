/**
 * The order benchmark's yardstick (issue 14): `POST /bench/bare-order` stores a copy of a
 * template order with the same single-transaction writes placing an order makes (the order with
 * its items, first status, used promotions and number from the restaurant's counter in one
 * statement, then its two queued e-mails), through the same query functions, and nothing else:
 * no sign-in, validation, idempotency check, checkout rules, pricing or answer shaping.
 * Benchmark scaffolding, never in the product.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { mailOutbox, orderItems, orders, orderStatusHistory, promotionRedemptions } from '../db/schema.ts';
import { enqueueMail, type MailKind, type OutgoingMail } from '../modules/mail/outbox.ts';
import { storeNewOrder } from '../modules/orders/new-order-writes.ts';

type Template = {
  order: typeof orders.$inferSelect;
  items: (typeof orderItems.$inferSelect)[];
  status: typeof orderStatusHistory.$inferSelect;
  redemptions: (typeof promotionRedemptions.$inferSelect)[];
  mail: OutgoingMail[];
};

async function readTemplate(db: Database, idempotencyKey: string): Promise<Template> {
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  if (!order) throw new Error(`No template order with key ${idempotencyKey}.`);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const [status] = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
  const redemptions = await db.select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, order.id));
  const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.restaurantId, order.restaurantId)).orderBy(desc(mailOutbox.createdAt)).limit(2);
  return {
    order,
    items,
    status: status!,
    redemptions,
    mail: mail.map((m) => ({ restaurantId: m.restaurantId, kind: m.kind as MailKind, recipient: m.recipient, replyTo: m.replyTo, payload: m.payload as never })),
  };
}

/** Registers the route (before the app is ready); the template is the order placed with `templateKey`, read at the first call. */
export function registerBareOrderRoute(app: FastifyInstance, db: Database, templateKey: string): void {
  let template: Promise<Template> | null = null;
  app.post('/bench/bare-order', async (_request, reply) => {
    template ??= readTemplate(db, templateKey);
    const { order, items, status, redemptions, mail } = await template;
    const stored = await db.transaction(async (tx) => {
      const { orderNumber: _number, ...copy } = order;
      const written = await storeNewOrder(tx, {
        order: { ...copy, id: randomUUID(), idempotencyKey: randomUUID() },
        numberPrefix: order.orderNumber.split('-')[0] ?? 'ORD',
        items: items.map(({ id: _item, orderId: _order, ...item }) => item),
        firstStatus: { status: status.status, changedAt: new Date(), changedByUserId: status.changedByUserId },
        redemptions: redemptions.map(({ id: _id, orderId: _order, restaurantId: _restaurant, ...r }) => r),
      });
      // As the order e-mails' outbox writer queues them, for the mail worker to send as it sends the real ones.
      await enqueueMail(tx, mail);
      return written;
    });
    return reply.code(201).send({ id: stored.order.id, number: stored.order.orderNumber });
  });
}
