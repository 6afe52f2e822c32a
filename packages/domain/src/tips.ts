/**
 * Tips (issue 30): the restaurant's settings and the one rule that turns a diner's choice into an
 * amount, called by the checkout (to show it) and by the server (to charge it).
 *
 * - Off by default. When on: preset percentages (at most 4, 0.5 % to 50 %, in steps of 0.5 %), a
 *   custom amount allowed or not, and the order types a tip may be given on.
 * - The base of a percentage is the food after discounts: `max(0, subtotal − discount)`. Never the
 *   delivery fee. 12.5 % of a £30.00 order with £6.00 off is 12.5 % of £24.00 = £3.00.
 * - Rounded half up to the minor unit, once.
 * - A custom amount is at most the base (100 % of the food after discounts) and at most
 *   `MAX_TIP_MINOR`; a tip is never negative.
 * - The tip is never discounted, never counted toward a minimum order or a free-delivery
 *   threshold (pricing never sees it) and never earns points (points are earned on the total
 *   without the tip: `pointsBaseMinor`).
 */
import { z } from 'zod';
import { ORDER_TYPES, type OrderType } from './pricing.ts';
import { toMajor, type Minor } from './money.ts';

export const TIP_LIMITS = { presets: { max: 4, minPercent: 0.5, maxPercent: 50 } } as const;
/** The largest custom tip, in minor units (£500.00): a typo never charges a fortune. */
export const MAX_TIP_MINOR = 50_000;

const presetMessage = `Each preset is a percentage from ${TIP_LIMITS.presets.minPercent} to ${TIP_LIMITS.presets.maxPercent}, in steps of 0.5.`;
const preset = z
  .number({ message: presetMessage })
  .min(TIP_LIMITS.presets.minPercent, { message: presetMessage })
  .max(TIP_LIMITS.presets.maxPercent, { message: presetMessage })
  .refine((p) => Number.isInteger(p * 2), { message: presetMessage });

export const tipSettingsSchema = z
  .strictObject({
    enabled: z.boolean().meta({ description: 'Diners may add a tip at checkout (off by default).' }),
    presets: z
      .array(preset)
      .max(TIP_LIMITS.presets.max, `Offer at most ${TIP_LIMITS.presets.max} preset percentages.`)
      .refine((list) => new Set(list).size === list.length, 'Name each preset percentage once.')
      .meta({ description: 'The percentages offered as buttons, such as [10, 12.5, 15]: of the food after discounts.' }),
    allowCustom: z.boolean().meta({ description: 'Diners may type an amount of their own (at most the food after discounts).' }),
    orderTypes: z
      .array(z.enum(ORDER_TYPES))
      .min(1, 'Allow tips on delivery, pickup or both.')
      .refine((types) => new Set(types).size === types.length, 'Name each order type once.')
      .meta({ description: "The order types a tip may be given on: ['Delivery'], ['Pickup'] or both." }),
  })
  .refine((t) => !t.enabled || t.presets.length > 0 || t.allowCustom, {
    message: 'Offer at least one preset percentage or a custom amount, or switch tips off.',
    path: ['presets'],
  });
export type TipSettings = z.infer<typeof tipSettingsSchema>;

export const TIP_DEFAULTS: TipSettings = { enabled: false, presets: [10, 12.5, 15], allowCustom: true, orderTypes: [...ORDER_TYPES] };

/** Whether a diner may tip on this order type. */
export function tipsAllowed(settings: TipSettings, orderType: OrderType): boolean {
  return settings.enabled && settings.orderTypes.includes(orderType);
}

/** What a percentage tip and the custom cap are taken of: the food after discounts. */
export function tipBaseMinor(amounts: { subtotalMinor: Minor; discountMinor: Minor }): Minor {
  return Math.max(0, amounts.subtotalMinor - amounts.discountMinor);
}

/** `percent` % of `baseMinor`, rounded half up to the minor unit (presets are steps of 0.5 %). */
export function percentTipMinor(baseMinor: Minor, percent: number): Minor {
  // In thousandths of a percent point, so 12.5 % is exact before the one rounding.
  return Math.floor((Math.max(baseMinor, 0) * Math.round(percent * 1000) + 50_000) / 100_000);
}

/** The diner's choice: none, a preset percentage, or an amount of their own (minor units). */
export type TipChoice = { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'custom'; amountMinor: Minor };

export type TipProblem =
  /** A tip on an order type (or a restaurant) that takes none. */
  | { kind: 'notAllowed' }
  /** A percentage the restaurant does not offer. */
  | { kind: 'notAPreset' }
  /** A custom amount where only presets are offered. */
  | { kind: 'customNotAllowed' }
  /** A custom amount above the cap. */
  | { kind: 'tooLarge'; maxMinor: Minor };

/** The tip a choice comes to on an order, or why it cannot be given. */
export function tipFor(
  settings: TipSettings,
  orderType: OrderType,
  amounts: { subtotalMinor: Minor; discountMinor: Minor },
  choice: TipChoice,
): { tipMinor: Minor; problem: null } | { tipMinor: 0; problem: TipProblem } {
  if (choice.kind === 'none' || (choice.kind === 'custom' && choice.amountMinor === 0)) return { tipMinor: 0, problem: null };
  if (!tipsAllowed(settings, orderType)) return { tipMinor: 0, problem: { kind: 'notAllowed' } };
  const base = tipBaseMinor(amounts);
  if (choice.kind === 'percent') {
    if (!settings.presets.includes(choice.percent)) return { tipMinor: 0, problem: { kind: 'notAPreset' } };
    return { tipMinor: percentTipMinor(base, choice.percent), problem: null };
  }
  if (!settings.allowCustom) return { tipMinor: 0, problem: { kind: 'customNotAllowed' } };
  const maxMinor = maxCustomTipMinor(amounts);
  if (choice.amountMinor < 0 || choice.amountMinor > maxMinor) return { tipMinor: 0, problem: { kind: 'tooLarge', maxMinor } };
  return { tipMinor: choice.amountMinor, problem: null };
}

/** The largest custom tip on an order: the food after discounts, and never above `MAX_TIP_MINOR`. */
export function maxCustomTipMinor(amounts: { subtotalMinor: Minor; discountMinor: Minor }): Minor {
  return Math.min(tipBaseMinor(amounts), MAX_TIP_MINOR);
}

/** The server's words for each problem (the checkout shows its own catalogue's). */
export function tipRefusalMessage(problem: TipProblem, formatMoney: (major: number) => string): string {
  switch (problem.kind) {
    case 'notAllowed':
      return 'This restaurant does not take tips on this order. Please remove the tip.';
    case 'notAPreset':
      return 'Choose one of the tip percentages offered, a custom amount or no tip.';
    case 'customNotAllowed':
      return 'Choose one of the tip percentages offered or no tip.';
    case 'tooLarge':
      return `A tip can be at most ${formatMoney(toMajor(problem.maxMinor))} on this order.`;
  }
}

/** What earns loyalty points: the total without the tip. */
export function pointsBaseMinor(order: { totalMinor: Minor; tipMinor: Minor }): Minor {
  return Math.max(0, order.totalMinor - order.tipMinor);
}
