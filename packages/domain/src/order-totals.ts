import { toMinor, type Minor } from './money.ts';
import type { Order } from './contracts/order.ts';
import type { DiscountKind } from './offers.ts';
import { fulfilment, type OrderType } from './fulfilment/index.ts';

/**
 * An order's total lines, in the order they are shown: the one rule the cart, the checkout, the
 * order page, the staff board and the e-mails render (each in its own layout). It decides what
 * each line holds: which discounts are named, when the delivery fee reads "Free", and the total
 * (`orderTotalMinor`, the one total formula, which pricing uses too).
 *
 * A new kind of line (a tip, a payment) is a new member of `TotalLine` and one push in
 * `orderTotalLines`; renderers switch on `kind` exhaustively, so the compiler lists each one
 * that has to show it.
 */

/**
 * total = max(0, subtotal − discount + delivery fee + service fee + taxes) + tip, in minor units.
 * The tip is added after the floor: no discount ever reaches it (tips.ts).
 */
export function orderTotalMinor(amounts: {
  subtotalMinor: Minor;
  discountMinor: Minor;
  deliveryFeeMinor: Minor;
  serviceFeeMinor?: Minor;
  taxesMinor?: Minor;
  tipMinor?: Minor;
}): Minor {
  const { subtotalMinor, discountMinor, deliveryFeeMinor, serviceFeeMinor = 0, taxesMinor = 0, tipMinor = 0 } = amounts;
  return Math.max(0, subtotalMinor - discountMinor + deliveryFeeMinor + serviceFeeMinor + taxesMinor) + tipMinor;
}

/** A discount in the total, as pricing (`AppliedDiscount`) and a placed order (`discounts`) hold it. */
export interface TotalsDiscount {
  name: string;
  kind: DiscountKind;
  /** Taken off the food, or the delivery fee waived. */
  amountMinor: Minor;
}

export interface TotalsInput {
  orderType: OrderType;
  subtotalMinor: Minor;
  /** Everything taken off the food. */
  discountMinor: Minor;
  /** What is charged for delivery (0 when waived or for pickup). */
  deliveryFeeMinor: Minor;
  serviceFeeMinor?: Minor;
  taxesMinor?: Minor;
  /** The diner's tip (0: none); never discounted. */
  tipMinor?: Minor;
  /** The charged total; computed with `orderTotalMinor` when not given. */
  totalMinor?: Minor;
  /** Every discount in the total, the diner's choice first. */
  discounts: readonly TotalsDiscount[];
  /**
   * The cart: the delivery fee is settled at checkout, so the fee line has no amount (unless an
   * offer waives it) and the total is an estimate without it.
   */
  estimate?: boolean;
}

/** One discount on the food; `name` null for an order stored before discounts were itemised. */
export interface DiscountPart {
  name: string | null;
  amountMinor: Minor;
}

export type TotalLine =
  | { kind: 'subtotal'; amountMinor: Minor }
  /** The food's discounts together, and each by name; no line when nothing is taken off. */
  | { kind: 'discount'; amountMinor: Minor; parts: DiscountPart[] }
  | {
      kind: 'deliveryFee';
      /** null: settled at checkout (the cart). */
      amountMinor: Minor | null;
      /** false for pickup: the order pays no delivery (the line may be left out). */
      delivery: boolean;
      /** Set when an offer waived the fee: the line reads "Free", with the fee waived and the offer's name. */
      free: { name: string; waivedMinor: Minor } | null;
    }
  | { kind: 'serviceFee'; amountMinor: Minor }
  /** The diner's tip for the staff (only when there is one). */
  | { kind: 'tip'; amountMinor: Minor }
  | { kind: 'total'; amountMinor: Minor; estimated: boolean };

export type TotalLineKind = TotalLine['kind'];

/** The order's total lines: subtotal, discount (when there is one), delivery fee, service fee (when charged), tip (when given), total. */
export function orderTotalLines(input: TotalsInput): TotalLine[] {
  const estimate = input.estimate ?? false;
  const delivery = fulfilment(input.orderType).chargesDeliveryFee;
  const named: DiscountPart[] = input.discounts
    .filter((d) => d.kind === 'discount')
    .map((d) => ({ name: d.name, amountMinor: d.amountMinor }));
  // An order from before discounts were itemised: its discount as one unnamed part.
  const parts = named.length === 0 && input.discountMinor > 0 ? [{ name: null, amountMinor: input.discountMinor }] : named;
  const waiver = delivery ? input.discounts.find((d) => d.kind === 'freeDelivery') : undefined;
  const free = waiver && input.deliveryFeeMinor === 0 ? { name: waiver.name, waivedMinor: waiver.amountMinor } : null;
  const feeMinor = estimate ? 0 : input.deliveryFeeMinor;
  const serviceFeeMinor = input.serviceFeeMinor ?? 0;
  const lines: TotalLine[] = [{ kind: 'subtotal', amountMinor: input.subtotalMinor }];
  // Only when something is taken off: "Discounts £0.00" reads as an offer that did nothing.
  if (input.discountMinor > 0) lines.push({ kind: 'discount', amountMinor: input.discountMinor, parts });
  lines.push({ kind: 'deliveryFee', amountMinor: estimate && !free ? null : feeMinor, delivery, free });
  if (serviceFeeMinor > 0) lines.push({ kind: 'serviceFee', amountMinor: serviceFeeMinor });
  const tipMinor = input.tipMinor ?? 0;
  if (tipMinor > 0) lines.push({ kind: 'tip', amountMinor: tipMinor });
  const totalMinor =
    !estimate && input.totalMinor !== undefined
      ? input.totalMinor
      : orderTotalMinor({ ...input, deliveryFeeMinor: feeMinor, serviceFeeMinor, tipMinor });
  lines.push({ kind: 'total', amountMinor: totalMinor, estimated: estimate });
  return lines;
}

/** A placed order's totals (the wire's major units) as `orderTotalLines` reads them. */
export function orderTotalsOf(
  order: Pick<Order, 'orderType' | 'subtotal' | 'discountAmount' | 'deliveryFee' | 'serviceFee' | 'taxes' | 'tipAmount' | 'totalAmount' | 'discounts'>,
): TotalsInput {
  return {
    orderType: order.orderType,
    subtotalMinor: toMinor(order.subtotal),
    discountMinor: toMinor(order.discountAmount),
    deliveryFeeMinor: toMinor(order.deliveryFee),
    serviceFeeMinor: toMinor(order.serviceFee),
    taxesMinor: toMinor(order.taxes),
    tipMinor: toMinor(order.tipAmount),
    totalMinor: toMinor(order.totalAmount),
    discounts: order.discounts.map((d) => ({ name: d.name, kind: d.kind, amountMinor: toMinor(d.amount) })),
  };
}

/** The line of one kind (each kind appears at most once). */
export function totalLine<K extends TotalLineKind>(lines: readonly TotalLine[], kind: K): Extract<TotalLine, { kind: K }> | undefined {
  return lines.find((line): line is Extract<TotalLine, { kind: K }> => line.kind === kind);
}
