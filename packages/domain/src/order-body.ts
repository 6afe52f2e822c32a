import type { CartLine } from './cart.ts';
import type { AddressFields } from './checkout-rules.ts';
import type { PlaceOrderBody } from './contracts/place-order.ts';
import { toMajor } from './money.ts';
import type { OrderPricing, OrderType } from './pricing.ts';
import { fulfilment } from './fulfilment/index.ts';
import { orderTotalMinor } from './order-totals.ts';
import type { TipChoice } from './tips.ts';

/** Where the order goes: a saved address by id, a typed one, or nothing (pickup). */
export type OrderAddress = { savedAddressId: string } | (AddressFields & { stateOrRegion?: string }) | null;

export interface OrderBodyInput {
  restaurantId: string;
  /** The cart's lines, in the order `pricing` priced them. */
  lines: readonly CartLine[];
  /** `priceOrder` of those lines: the body carries its amounts exactly. */
  pricing: OrderPricing;
  orderType: OrderType;
  deliveryAddress: OrderAddress;
  contactPhone: string;
  paymentMethod: string;
  isASAP: boolean;
  scheduledAt: Date | null;
  customerNotes: string;
  /** What to keep for next time once the order is placed: the phone on the profile, a typed address. */
  keep?: { phone: boolean; address: boolean };
  /** The applied promotion; `couponCode` is sent when the diner typed one (unadvertised codes need it). */
  promotion: { promotionId: string; couponCode: string | null } | null;
  /** The diner's tip as `tipFor` worked it out: the choice and its amount (none when absent). */
  tip?: { choice: TipChoice; tipMinor: number } | null;
}

/**
 * The POST /orders body (spec 3 "Order placement payload") from a priced cart and the checkout's
 * choices: the one way an order body is built, by the checkout page and by the tests.
 */
export function orderBodyFrom(input: OrderBodyInput): PlaceOrderBody {
  const { lines, pricing, promotion } = input;
  const tipMinor = input.tip?.tipMinor ?? 0;
  let deliveryAddress: PlaceOrderBody['deliveryAddress'] = null;
  const address = input.deliveryAddress;
  if (fulfilment(input.orderType).needsAddress && address) {
    deliveryAddress =
      'savedAddressId' in address
        ? { _id: address.savedAddressId }
        : {
            street: address.street.trim(),
            city: address.city.trim(),
            postalCode: address.postalCode.trim(),
            country: address.country.trim(),
            ...(address.stateOrRegion?.trim() ? { state_or_region: address.stateOrRegion.trim() } : {}),
          };
  }
  return {
    restaurantId: input.restaurantId,
    items: lines.map((line, index) => {
      const priced = pricing.lines[index];
      return {
        productId: line.productId,
        quantity: line.quantity,
        unitPrice: toMajor(priced?.unitPriceMinor ?? 0),
        productName: line.name,
        selectedOptions: line.selectedOptions.map((o) => ({
          optionId: o.optionId,
          valueId: o.valueId,
          optionName: o.optionName,
          valueLabel: o.valueLabel,
          priceAdjustment: o.priceAdjustment,
        })),
        itemSubtotal: toMajor(priced?.itemSubtotalMinor ?? 0),
      };
    }),
    subtotal: toMajor(pricing.subtotalMinor),
    discountAmount: toMajor(pricing.discountMinor),
    deliveryFee: toMajor(pricing.deliveryFeeMinor),
    serviceFee: 0,
    taxes: 0,
    tipAmount: toMajor(tipMinor),
    tipPercent: input.tip?.choice.kind === 'percent' ? input.tip.choice.percent : null,
    totalAmount: toMajor(tipMinor > 0 ? orderTotalMinor({ ...pricing, tipMinor }) : pricing.totalMinor),
    orderType: input.orderType,
    isASAP: input.isASAP,
    scheduledAt: input.isASAP || !input.scheduledAt ? null : input.scheduledAt.toISOString(),
    deliveryAddress,
    customerNotes: input.customerNotes.trim(),
    paymentDetails: { method: input.paymentMethod, paymentStatus: 'Pending' },
    promotionId: promotion?.promotionId ?? null,
    ...(promotion?.couponCode ? { couponCode: promotion.couponCode } : {}),
    contactPhone: input.contactPhone.trim(),
    saveContactPhone: input.keep?.phone ?? false,
    saveDeliveryAddress: (input.keep?.address ?? false) && deliveryAddress !== null && !deliveryAddress._id,
  };
}
