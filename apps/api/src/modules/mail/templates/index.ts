/**
 * Renders an outbox row: its payload (checked against the kind's schema, since it comes back from
 * a jsonb column) through the kind's one template into subject, HTML and plain text.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, orderRefundSchema, orderSchema, STAFF_ROLES, type Language } from '@platter/domain';
import type { MailKind, MailPayloads } from '../outbox.ts';
import { contact } from './contact.ts';
import { emailVerification } from './email-verification.ts';
import { brandName, type Brand, type MailContent, type RenderedMail } from './content.ts';
import { inLanguage, t } from './i18n.ts';
import { newOrder } from './new-order.ts';
import { orderReceived } from './order-received.ts';
import { orderStatus } from './order-status.ts';
import { orderWaiting } from './order-waiting.ts';
import { passwordReset } from './password-reset.ts';
import { refundIssued } from './refund-issued.ts';
import { renderHtml } from './render-html.ts';
import { renderText } from './render-text.ts';
import { teamInvite } from './team-invite.ts';

const payloadSchemas = {
  password_reset: z.object({ name: z.string(), resetUrl: z.string(), expiresInMinutes: z.number() }),
  contact: z.object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string() }),
  order_received: z.object({ order: orderSchema, orderUrl: z.string() }),
  order_status: z.object({ order: orderSchema, orderUrl: z.string(), notes: z.string().nullable() }),
  new_order: z.object({ order: orderSchema, staffUrl: z.string() }),
  order_waiting: z.object({ orderNumber: z.string(), customerName: z.string(), placedAt: z.string(), alertMinutes: z.number(), rejectMinutes: z.number() }),
  refund_issued: z.object({ order: orderSchema, orderUrl: z.string(), refund: orderRefundSchema }),
  email_verification: z.object({ name: z.string(), verifyUrl: z.string(), expiresInHours: z.number() }),
  team_invite: z.object({ inviterName: z.string(), role: z.enum(STAFF_ROLES), joinUrl: z.string(), expiresInDays: z.number() }),
} satisfies { [K in MailKind]: z.ZodType<MailPayloads[K]> };

const templates: { [K in MailKind]: (payload: MailPayloads[K], brand: Brand) => MailContent } = {
  password_reset: passwordReset,
  contact: (payload) => contact(payload),
  order_received: orderReceived,
  order_status: orderStatus,
  new_order: newOrder,
  order_waiting: orderWaiting,
  refund_issued: refundIssued,
  team_invite: teamInvite,
  email_verification: emailVerification,
};

/** Why the footer says the message came: the restaurant's own mail, an invitation, or a diner's. */
const FOOTER_KEY: Partial<Record<MailKind, string>> = {
  new_order: 'common.footerStaff',
  order_waiting: 'common.footerStaff',
  contact: 'common.footerStaff',
  team_invite: 'common.footerInvite',
};

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(payloadSchemas, kind);
}

function contentOf<K extends MailKind>(kind: K, payload: unknown, brand: Brand): MailContent {
  const parsed = payloadSchemas[kind].parse(payload) as MailPayloads[K];
  return templates[kind](parsed, brand);
}

/** Throws on an unknown kind or a payload its template cannot read (the worker marks such a row failed). */
export function renderMail(kind: string, payload: unknown, brand: Brand, language: Language = DEFAULT_LANGUAGE): RenderedMail {
  return inLanguage(language, () => renderIn(kind, payload, brand));
}

function renderIn(kind: string, payload: unknown, brand: Brand): RenderedMail {
  if (!isMailKind(kind)) throw new Error(`Unknown mail kind: ${kind}`);
  const content = contentOf(kind, payload, brand);
  // A header holds one line: a diner's subject text cannot add headers or break the line.
  const subject = content.subject.replace(/\s+/g, ' ').trim().slice(0, 250);
  const footer = [
    brand.address ? t('common.footerAddress', { restaurant: brandName(brand), address: brand.address }) : brand.name,
    t(FOOTER_KEY[kind] ?? 'common.footerWhy', { restaurant: brandName(brand) }),
  ].join('\n');
  const finalContent = { ...content, subject };
  return { subject, html: renderHtml(finalContent, brand, footer), text: renderText(finalContent, footer) };
}

export type { Brand, RenderedMail } from './content.ts';
