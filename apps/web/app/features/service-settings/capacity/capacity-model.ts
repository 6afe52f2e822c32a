/**
 * The capacity form's values (text as typed, at the API's field paths: 'capacity.pickup.maxOrdersPerSlot')
 * ↔ the section's settings; `capacityForm` judges what they mean by the domain's schema.
 */
import {
  DEFAULT_LEAD_MINUTES,
  DEFAULT_SLOT_MINUTES,
  WEEKDAYS,
  capacitySettingsSchema,
  type CapacitySettings,
  type DayCaps,
  type SlotCaps,
  type Weekday,
} from '@platter/domain';
import { readingForm } from '../../../staff-area/use-settings-form.ts';

export interface CapsValues {
  maxOrdersPerSlot: string;
  maxItemsPerSlot: string;
}

/** Orders per slot on one day, as typed ('' = the every-day limit). */
export interface DayCapsValues {
  pickup: string;
  delivery: string;
}

export interface RulesValues {
  on: boolean;
  slotMinutes: string;
  leadMinutes: string;
  travelMinutes: string;
  pickup: CapsValues;
  delivery: CapsValues;
  weekdays: Record<Weekday, DayCapsValues>;
  /** The one-off day: today ("tonight"), or a later day a tenant file named. */
  oneOff: DayCapsValues & { date: string };
}

/** The form's values: the rules under `capacity`, as the API names them. */
export interface CapacityValues {
  capacity: RulesValues;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const capsValues = (caps: SlotCaps | undefined): CapsValues => ({ maxOrdersPerSlot: text(caps?.maxOrdersPerSlot), maxItemsPerSlot: text(caps?.maxItemsPerSlot) });
const dayValues = (caps: DayCaps | undefined): DayCapsValues => ({ pickup: text(caps?.pickup), delivery: text(caps?.delivery) });

/** `today`: the restaurant's calendar day (YYYY-MM-DD); a one-off of a day gone by is shown as none. */
export function valuesOf(settings: CapacitySettings, today: string): CapacityValues {
  return { capacity: rulesValuesOf(settings, today) };
}

function rulesValuesOf(settings: CapacitySettings, today: string): RulesValues {
  const rules = settings.capacity;
  const oneOff = rules?.oneOff && rules.oneOff.date >= today ? rules.oneOff : undefined;
  return {
    on: rules !== null,
    slotMinutes: String(rules?.slotMinutes ?? DEFAULT_SLOT_MINUTES),
    leadMinutes: String(rules?.leadMinutes ?? DEFAULT_LEAD_MINUTES),
    travelMinutes: text(rules?.travelMinutes ?? 0),
    pickup: capsValues(rules?.pickup),
    delivery: capsValues(rules?.delivery),
    weekdays: Object.fromEntries(WEEKDAYS.map((day) => [day, dayValues(rules?.weekdays?.[day])])) as Record<Weekday, DayCapsValues>,
    oneOff: { date: oneOff?.date ?? today, ...dayValues(oneOff) },
  };
}

/** '' is "left out" (no cap, or the default); anything else is read as a number for the schema to judge. */
const numberOf = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value.trim()));

function capsOf(draft: CapsValues): SlotCaps | undefined {
  const caps: SlotCaps = {};
  const orders = numberOf(draft.maxOrdersPerSlot);
  const items = numberOf(draft.maxItemsPerSlot);
  if (orders !== undefined) caps.maxOrdersPerSlot = orders;
  if (items !== undefined) caps.maxItemsPerSlot = items;
  return Object.keys(caps).length ? caps : undefined;
}

function dayCapsOf(draft: DayCapsValues): DayCaps | undefined {
  const caps: DayCaps = {};
  const pickup = numberOf(draft.pickup);
  const delivery = numberOf(draft.delivery);
  if (pickup !== undefined) caps.pickup = pickup;
  if (delivery !== undefined) caps.delivery = delivery;
  return Object.keys(caps).length ? caps : undefined;
}

/** The settings the values mean (not yet judged). */
export function settingsOf({ capacity: draft }: CapacityValues): CapacitySettings {
  if (!draft.on) return { capacity: null };
  const rules: NonNullable<CapacitySettings['capacity']> = {};
  const slotMinutes = numberOf(draft.slotMinutes);
  const lead = numberOf(draft.leadMinutes);
  const travel = numberOf(draft.travelMinutes);
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

/**
 * The form's schema: what the values mean, judged by the domain's `capacitySettingsSchema` (its
 * refusals at the API's field paths, 'capacity.weekdays.Mon.pickup'), then the settings to save.
 */
export const capacityForm = readingForm(capacitySettingsSchema, settingsOf);
