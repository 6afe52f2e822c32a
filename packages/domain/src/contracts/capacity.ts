/**
 * Kitchen capacity (issue 28): the restaurant's rules as the tenant file and the back office write
 * them, the slots diners and staff read (GET /slots) and the busy switch (POST /staff/busy).
 */
import { z } from 'zod';
import { envelope } from './common.ts';
import { WEEKDAYS, type Weekday } from '../weekdays.ts';

const minutes = (label: string, max: number) =>
  z
    .number({ error: `${label} is a whole number of minutes.` })
    .int(`${label} is a whole number of minutes.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} is at most ${max} minutes.`);

const cap = (label: string) =>
  z
    .number({ error: `${label} is a whole number.` })
    .int(`${label} is a whole number.`)
    .min(1, `${label} is at least 1 (leave it out for no cap).`)
    .max(10_000, `${label} is at most 10000.`);

/** A cap per slot for one order type; a cap left out is no cap of that kind. */
export const slotCapsSchema = z.strictObject({
  maxOrdersPerSlot: cap('The orders per slot').optional(),
  maxItemsPerSlot: cap('The items per slot').optional(),
});
export type SlotCaps = z.infer<typeof slotCapsSchema>;

/** Slot lengths a day divides into evenly. */
export const SLOT_MINUTES_CHOICES = [5, 10, 15, 20, 30, 60] as const;

/**
 * Orders per slot on one day (issue 40), for pickup and for delivery: each replaces that type's
 * every-day `maxOrdersPerSlot` on the day; a type left out keeps the every-day caps.
 */
export const dayCapsSchema = z.strictObject({
  pickup: cap('The orders per slot').optional(),
  delivery: cap('The orders per slot').optional(),
});
export type DayCaps = z.infer<typeof dayCapsSchema>;

/** Orders per slot by day of the week (the restaurant's calendar); a day left out keeps the every-day caps. */
export const weekdayCapsSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayCapsSchema.optional()])) as Record<Weekday, z.ZodOptional<typeof dayCapsSchema>>,
);
export type WeekdayCaps = z.infer<typeof weekdayCapsSchema>;

/**
 * A one-off for one date ("tonight"): its orders per slot on that date only, over the weekday's.
 * It stays stored after its day and simply no longer applies.
 */
export const oneOffCapsSchema = dayCapsSchema.extend({
  date: z.iso.date({ error: 'The date is a day as YYYY-MM-DD.' }),
});
export type OneOffCaps = z.infer<typeof oneOffCapsSchema>;

/**
 * The tenant file's `capacity`: slot length (default 15), preparation lead time (default 20),
 * travel time for delivery (default 0), caps per slot for pickup and for delivery, and the
 * orders per slot by weekday and for one date (issue 40).
 */
export const capacityRulesSchema = z.strictObject({
  slotMinutes: z
    .number()
    .int()
    .refine((n) => (SLOT_MINUTES_CHOICES as readonly number[]).includes(n), 'A slot is 5, 10, 15, 20, 30 or 60 minutes long.')
    .optional(),
  leadMinutes: minutes('The preparation time', 240).optional(),
  travelMinutes: minutes('The travel time', 240).optional(),
  pickup: slotCapsSchema.optional(),
  delivery: slotCapsSchema.optional(),
  weekdays: weekdayCapsSchema.optional(),
  oneOff: oneOffCapsSchema.optional(),
});
export type CapacityRules = z.infer<typeof capacityRulesSchema>;

export const slotOrderTypeSchema = z.enum(['pickup', 'delivery'], { error: "type is 'pickup' or 'delivery'." });
export type SlotOrderType = z.infer<typeof slotOrderTypeSchema>;

export const slotsQuery = z.object({
  type: slotOrderTypeSchema,
  /** One day (YYYY-MM-DD, the restaurant's calendar); without it, every day diners may schedule for. */
  date: z.iso.date({ error: 'date is a day as YYYY-MM-DD.' }).optional(),
});
export type SlotsQuery = z.infer<typeof slotsQuery>;

export const slotSchema = z.object({
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  available: z.boolean(),
});
export type SlotView = z.infer<typeof slotSchema>;

export const asapSchema = z.object({
  available: z.boolean(),
  /** When an order placed now is ready (pickup) or arrives (delivery); null when ASAP is not offered. */
  readyAt: z.iso.datetime().nullable(),
});
export type AsapView = z.infer<typeof asapSchema>;

export const slotsResponse = envelope({ slots: z.array(slotSchema), asap: asapSchema });
export type SlotsResponse = z.infer<typeof slotsResponse>;

/** The busy switch's choices: extra minutes for the next hour. */
export const BUSY_EXTRA_CHOICES = [15, 30, 45] as const;
/** How long the busy switch lasts once pressed. */
export const BUSY_MINUTES = 60;

export const busyBody = z.strictObject({
  /** 0 ends it now (Owner, Manager); 15, 30 or 45 add that much for the next hour. */
  extraMinutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(45)], { error: 'extraMinutes is 0, 15, 30 or 45.' }),
});
export type BusyBody = z.infer<typeof busyBody>;

export const busyStateSchema = z.object({
  extraMinutes: z.number().int(),
  /** When it ends by itself; null when the kitchen is not busy. */
  until: z.iso.datetime().nullable(),
});
export type BusyState = z.infer<typeof busyStateSchema>;

/** One coming slot on the board, its counts against its caps (null: no cap). */
export const slotLoadSchema = z.object({
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  orders: z.number().int(),
  items: z.number().int(),
  maxOrders: z.number().int().nullable(),
  maxItems: z.number().int().nullable(),
});
export type SlotLoadView = z.infer<typeof slotLoadSchema>;

export const kitchenLoadSchema = z.object({
  busy: busyStateSchema,
  pickup: z.array(slotLoadSchema),
  delivery: z.array(slotLoadSchema),
});
export type KitchenLoad = z.infer<typeof kitchenLoadSchema>;
export const kitchenLoadResponse = envelope({ load: kitchenLoadSchema });
export const busyResponse = envelope({ busy: busyStateSchema });
