/** The capacity form's draft (text as typed) ↔ the section's settings, judged by the domain's schema. */
import {
  DEFAULT_LEAD_MINUTES,
  DEFAULT_SLOT_MINUTES,
  WEEKDAYS,
  capacityRulesSchema,
  type CapacitySettings,
  type DayCaps,
  type SlotCaps,
  type Weekday,
} from '@platter/domain';

export interface CapsDraft {
  orders: string;
  items: string;
}

/** Orders per slot on one day, as typed ('' = the every-day limit). */
export interface DayCapsDraft {
  pickup: string;
  delivery: string;
}

export interface CapacityDraft {
  on: boolean;
  slotMinutes: string;
  lead: string;
  travel: string;
  pickup: CapsDraft;
  delivery: CapsDraft;
  weekdays: Record<Weekday, DayCapsDraft>;
  /** The one-off day: today ("tonight"), or a later day a tenant file named. */
  oneOff: DayCapsDraft & { date: string };
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const capsDraft = (caps: SlotCaps | undefined): CapsDraft => ({ orders: text(caps?.maxOrdersPerSlot), items: text(caps?.maxItemsPerSlot) });
const dayDraft = (caps: DayCaps | undefined): DayCapsDraft => ({ pickup: text(caps?.pickup), delivery: text(caps?.delivery) });

/** `today`: the restaurant's calendar day (YYYY-MM-DD); a one-off of a day gone by is shown as none. */
export function draftOf(settings: CapacitySettings, today: string): CapacityDraft {
  const rules = settings.capacity;
  const oneOff = rules?.oneOff && rules.oneOff.date >= today ? rules.oneOff : undefined;
  return {
    on: rules !== null,
    slotMinutes: String(rules?.slotMinutes ?? DEFAULT_SLOT_MINUTES),
    lead: String(rules?.leadMinutes ?? DEFAULT_LEAD_MINUTES),
    travel: text(rules?.travelMinutes ?? 0),
    pickup: capsDraft(rules?.pickup),
    delivery: capsDraft(rules?.delivery),
    weekdays: Object.fromEntries(WEEKDAYS.map((day) => [day, dayDraft(rules?.weekdays?.[day])])) as Record<Weekday, DayCapsDraft>,
    oneOff: { date: oneOff?.date ?? today, ...dayDraft(oneOff) },
  };
}

/** '' is "left out" (no cap, or the default); anything else is read as a number for the schema to judge. */
const numberOf = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value.trim()));

function capsOf(draft: CapsDraft): SlotCaps | undefined {
  const caps: SlotCaps = {};
  const orders = numberOf(draft.orders);
  const items = numberOf(draft.items);
  if (orders !== undefined) caps.maxOrdersPerSlot = orders;
  if (items !== undefined) caps.maxItemsPerSlot = items;
  return Object.keys(caps).length ? caps : undefined;
}

function dayCapsOf(draft: DayCapsDraft): DayCaps | undefined {
  const caps: DayCaps = {};
  const pickup = numberOf(draft.pickup);
  const delivery = numberOf(draft.delivery);
  if (pickup !== undefined) caps.pickup = pickup;
  if (delivery !== undefined) caps.delivery = delivery;
  return Object.keys(caps).length ? caps : undefined;
}

/** The settings the draft means (not yet judged). */
export function settingsOf(draft: CapacityDraft): CapacitySettings {
  if (!draft.on) return { capacity: null };
  const rules: NonNullable<CapacitySettings['capacity']> = {};
  const slotMinutes = numberOf(draft.slotMinutes);
  const lead = numberOf(draft.lead);
  const travel = numberOf(draft.travel);
  if (slotMinutes !== undefined) rules.slotMinutes = slotMinutes;
  if (lead !== undefined) rules.leadMinutes = lead;
  if (travel !== undefined) rules.travelMinutes = travel;
  const pickup = capsOf(draft.pickup);
  const delivery = capsOf(draft.delivery);
  if (pickup) rules.pickup = pickup;
  if (delivery) rules.delivery = delivery;
  const weekdays = Object.fromEntries(WEEKDAYS.flatMap((day) => {
    const caps = dayCapsOf(draft.weekdays[day]);
    return caps ? [[day, caps]] : [];
  }));
  if (Object.keys(weekdays).length) rules.weekdays = weekdays;
  const oneOff = dayCapsOf(draft.oneOff);
  if (oneOff) rules.oneOff = { date: draft.oneOff.date, ...oneOff };
  return { capacity: rules };
}

/** The schema's refusals by the API's field path ('capacity.pickup.maxOrdersPerSlot'), as the server names them. */
export function problemsOf(settings: CapacitySettings): Map<string, string> {
  const problems = new Map<string, string>();
  if (!settings.capacity) return problems;
  const result = capacityRulesSchema.safeParse(settings.capacity);
  if (!result.success) for (const issue of result.error.issues) problems.set(['capacity', ...issue.path].join('.'), issue.message);
  return problems;
}
