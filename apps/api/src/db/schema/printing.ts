/**
 * Print jobs (issue 29): one row per ticket to print on one printer for one version of an order,
 * written in the transaction of the change that causes it (an order accepted, a reprint asked
 * for) and sent afterwards by the print worker, which claims rows like the mail outbox does.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TicketLine } from '@platter/domain';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { restaurantRef } from './restaurants.ts';

/**
 * pending → claimed (a worker holds it, nothing sent yet) → sending (connected, bytes going out)
 * → printed. A printer that cannot be reached sends it back to pending, retried later. A job
 * whose sending was cut short (the process died, the connection broke) may have printed: it
 * becomes `uncertain` and is never printed again by itself; staff reprint it if it did not.
 * A test page is tried once: a printer that cannot be reached makes it `failed` (nothing sent),
 * and the owner, told so, tries again once it is fixed.
 */
export const PRINT_JOB_STATUSES = ['pending', 'claimed', 'sending', 'printed', 'uncertain', 'failed'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];
export const printJobStatus = pgEnum('print_job_status', PRINT_JOB_STATUSES);

export const printJobs = pgTable(
  'print_jobs',
  {
    id: id(),
    restaurantId: restaurantRef(),
    /** The order it prints; none for a test page. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's version it prints: its status history's length when the job was made (0 for a test page). */
    orderVersion: integer('order_version').notNull(),
    /** 'accept' (auto-print), 'reprint' (asked for on the board) or 'test' (a test page, from the back office). */
    cause: text('cause').$type<'accept' | 'reprint' | 'test'>().notNull(),
    printerName: text('printer_name').notNull(),
    ticket: text('ticket').$type<'kitchen' | 'packing' | 'test'>().notNull(),
    /** The ticket laid out when the job was made (domain `ticketLines`), for the printer's paper. */
    lines: jsonb('lines').$type<TicketLine[]>().notNull(),
    status: printJobStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While claimed or sending: until when the worker holds it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One accept ticket per order version, printer and ticket: two tablets accepting at once, or a
    // retried accept, cannot queue a second one.
    uniqueIndex('print_jobs_accept_unique').on(t.orderId, t.orderVersion, t.printerName, t.ticket).where(sql`${t.cause} = 'accept'`),
    // One test page waiting per printer: a second click, or a second tab, gets the same one.
    uniqueIndex('print_jobs_test_unique')
      .on(t.restaurantId, t.printerName)
      .where(sql`${t.cause} = 'test' AND ${t.status} IN ('pending', 'claimed', 'sending')`),
    index('print_jobs_due_idx').on(t.nextAttemptAt).where(sql`${t.status} IN ('pending', 'claimed', 'sending')`),
    index('print_jobs_order_idx').on(t.restaurantId, t.orderId),
  ],
);
export type PrintJobRow = typeof printJobs.$inferSelect;
