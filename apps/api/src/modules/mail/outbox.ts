/**
 * The mail outbox: a message is written in the same transaction as the change that causes it
 * (an order, a status change, a reset request, a contact message) and sent afterwards by the
 * mail worker, so an SMTP outage never fails or delays that change.
 */
import type { Language, Order, OrderRefund, StaffRole } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import type { NewMailOutboxRow } from '../../db/schema.ts';
import { insertOutboxRows } from './queries.ts';

/** The templates, each with the payload it renders (see templates/). */
export interface MailPayloads {
  /** To the diner: the link to /reset-password?token=… on the restaurant's own origin. */
  password_reset: { name: string; resetUrl: string; expiresInMinutes: number };
  /** To the restaurant's e-mail: a diner's message from the contact form (Reply-To: the diner). */
  contact: { name: string; email: string; subject: string; message: string };
  /** Order e-mails: the order as GET /orders/{id} returns it, plus what the template adds. */
  order_received: { order: Order; orderUrl: string };
  /** `notes`: the reason staff gave with the change (shown for a cancellation). */
  order_status: { order: Order; orderUrl: string; notes: string | null };
  new_order: { order: Order; staffUrl: string };
  /** To the restaurant's contact address, once per order: it has waited `alertMinutes` for the kitchen (issue 29). */
  order_waiting: { orderNumber: string; customerName: string; placedAt: string; alertMinutes: number; rejectMinutes: number };
  /** To the diner: a refund of their card payment went through. */
  refund_issued: { order: Order; orderUrl: string; refund: OrderRefund };
  /** To an account's address: the link to /verify-email?token=… that proves it (issue 30: claiming guest orders). */
  email_verification: { name: string; verifyUrl: string; expiresInHours: number };
  /** To an invited address: the link to /join-team?token=… on the restaurant's own origin. */
  team_invite: { inviterName: string; role: StaffRole; joinUrl: string; expiresInDays: number };
}
export type MailKind = keyof MailPayloads;

export interface OutgoingMail<K extends MailKind = MailKind> {
  restaurantId: string;
  kind: K;
  recipient: string;
  replyTo?: string | null;
  payload: MailPayloads[K];
  /** The language to write it in; none: the restaurant's default (what staff e-mails use). */
  language?: Language | null;
}

/** The outbox rows of messages (pending, due now). */
export function outboxRowsOf(messages: readonly OutgoingMail[]): NewMailOutboxRow[] {
  return messages.map((m) => ({
    restaurantId: m.restaurantId,
    kind: m.kind,
    recipient: m.recipient,
    replyTo: m.replyTo ?? null,
    payload: m.payload as unknown as Record<string, unknown>,
    language: m.language ?? null,
  }));
}

/** Queues messages inside the caller's transaction; the worker sends them after the commit. */
export async function enqueueMail(tx: Executor, messages: readonly OutgoingMail[]): Promise<void> {
  await insertOutboxRows(tx, outboxRowsOf(messages));
}
