/**
 * The audit log: every change made to a restaurant's menu in the editor, with who made it and the
 * entity as the editor saw it before and after. Written in the change's own transaction.
 */
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntity } from '@platter/domain';
import { id } from './columns.ts';
import { restaurantRef } from './restaurants.ts';
import { users } from './users.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Orders the log (newest first) and pages it: entries of one transaction share `at`. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    restaurantId: restaurantRef(),
    /** Who made the change; null once their account is deleted (`user_name` keeps the name). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    action: text('action').$type<AuditAction>().notNull(),
    entity: text('entity').$type<AuditEntity>().notNull(),
    entityId: uuid('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_restaurant_seq_idx').on(t.restaurantId, t.seq)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
