/** The capacity form's draft (text as typed) ↔ the section's settings, judged by the domain's schema. */
import { DEFAULT_LEAD_MINUTES, DEFAULT_SLOT_MINUTES, capacityRulesSchema, type CapacitySettings, type SlotCaps } from '@platter/domain';

export interface CapsDraft {
  orders: string;
  items: string;
}

export interface CapacityDraft {
  on: boolean;
  slotMinutes: string;
  lead: string;
  travel: string;
  pickup: CapsDraft;
  delivery: CapsDraft;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const capsDraft = (caps: SlotCaps | undefined): CapsDraft => ({ orders: text(caps?.maxOrdersPerSlot), items: text(caps?.maxItemsPerSlot) });

export function draftOf(settings: CapacitySettings): CapacityDraft {
  const rules = settings.capacity;
  return {
    on: rules !== null,
    slotMinutes: String(rules?.slotMinutes ?? DEFAULT_SLOT_MINUTES),
    lead: String(rules?.leadMinutes ?? DEFAULT_LEAD_MINUTES),
    travel: text(rules?.travelMinutes ?? 0),
    pickup: capsDraft(rules?.pickup),
    delivery: capsDraft(rules?.delivery),
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
