/**
 * Fulfilment methods (issue 41): the ways an order reaches the diner, each one entry with its
 * rules. Every screen, use case, e-mail and ticket asks the entry (`fulfilment(order.orderType)`)
 * instead of spelling out 'Delivery' or 'Pickup' (the lint rule `platter/fulfilment-literals`
 * refuses those literals outside this folder). A new method (at the table, by courier) is a new
 * member of ORDER_TYPES and its entry here; the compiler then names every table keyed by method.
 *
 * The wire values ('Delivery', 'Pickup') and the spec's texts stay exactly as they are.
 */
import type { Minor } from '../money.ts';
import type { OrderStatus } from '../order-status.ts';
import type { SlotOrderType } from '../contracts/capacity.ts';
import type { TicketTexts } from '../ticket-texts.ts';

/** The wire values of an order's `orderType`, in the order screens list them (and the default: the first offered). */
export const ORDER_TYPES = ['Delivery', 'Pickup'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * Which methods the restaurant offers, from its fulfilment settings as they are read today: a
 * delivery fee set (0 = free) offers delivery; `allowsCollection` offers pickup.
 */
export interface FulfilmentOffer {
  deliveryOffered: boolean;
  pickupOffered: boolean;
}

/** The restaurant's fulfilment settings (`deliverySettings.delivery`; the fee null: no delivery) → what it offers. */
export function fulfilmentOfferOf(settings: { fee: number | null; allowsCollection: boolean }): FulfilmentOffer {
  return { deliveryOffered: settings.fee !== null, pickupOffered: settings.allowsCollection };
}

export interface FulfilmentMethod {
  /** The wire value: the order's `orderType`. */
  readonly type: OrderType;
  /** Its lower-case name: the capacity's slot family (GET /slots?type=) and the catalogues' keys (`details.pickup`, `choices.delivery`). */
  readonly key: SlotOrderType;
  /** Whether the restaurant's settings offer it. */
  offeredIn(offer: FulfilmentOffer): boolean;
  /** The order goes to an address the diner gives (checkout asks for one; tickets and e-mails print it). */
  readonly needsAddress: boolean;
  /** The order carries the restaurant's delivery fee (its total line, a free-delivery offer). */
  readonly chargesDeliveryFee: boolean;
  /** The fee this order pays, from the restaurant's delivery fee (null: it does not deliver). */
  feeMinor(deliveryFeeMinor: Minor | null | undefined): Minor;
  /** The items' subtotal this order needs (spec 4 "minimum order for delivery"); 0 = none. */
  minimumMinor(terms: { deliveryMinimumMinor: Minor }): Minor;
  /** Minutes after the kitchen is done until the diner has it (a delivery's travel): added to slots' lead and to the time promised. */
  travelMinutes(capacity: { travelMinutes: number }): number;
  /** Where money changes hands when paid on handover: names 'Cash on Collection', and the takings' split. */
  readonly handover: 'delivery' | 'collection';
  /** The statuses only this method's orders pass through, after Preparing (the status graph reads them). */
  readonly statuses: readonly OrderStatus[];
  /** Its wording: the catalogues' keys and the spec's words that differ by method. */
  readonly words: {
    /** The promised time on the order page and e-mails: `details.<promise>`, `orderStatus.<promise>`. */
    readonly promise: 'arrivesAround' | 'readyAround';
    /** The board's card: the promised time (staff catalogue). */
    readonly board: 'card.promisedDelivery' | 'card.promised';
    /** The ticket's head word and its promised time (ticket-texts.ts). */
    readonly ticket: keyof Pick<TicketTexts, 'delivery' | 'pickup'>;
    readonly ticketPromise: keyof Pick<TicketTexts, 'atTheDoorBy' | 'readyBy'>;
    /** The back office's cash method for it (fulfilment settings) and a method named by the restaurant in the takings. */
    readonly cash: 'payment.cashDelivery' | 'payment.cashCollection';
    readonly cashHint: 'payment.cashDeliveryHint' | 'payment.cashCollectionHint';
    readonly otherPayment: 'payment.otherDelivery' | 'payment.otherPickup';
    /** The fulfilment settings' error: "<plural> have no way to pay". */
    readonly plural: 'Deliveries' | 'Collections';
  };
}

const DELIVERY: FulfilmentMethod = {
  type: 'Delivery',
  key: 'delivery',
  offeredIn: (offer) => offer.deliveryOffered,
  needsAddress: true,
  chargesDeliveryFee: true,
  feeMinor: (deliveryFeeMinor) => deliveryFeeMinor ?? 0,
  minimumMinor: (terms) => terms.deliveryMinimumMinor,
  travelMinutes: (capacity) => capacity.travelMinutes,
  handover: 'delivery',
  statuses: ['Out for Delivery', 'Delivered'],
  words: {
    promise: 'arrivesAround',
    board: 'card.promisedDelivery',
    ticket: 'delivery',
    ticketPromise: 'atTheDoorBy',
    cash: 'payment.cashDelivery',
    cashHint: 'payment.cashDeliveryHint',
    otherPayment: 'payment.otherDelivery',
    plural: 'Deliveries',
  },
};

const PICKUP: FulfilmentMethod = {
  type: 'Pickup',
  key: 'pickup',
  offeredIn: (offer) => offer.pickupOffered,
  needsAddress: false,
  chargesDeliveryFee: false,
  feeMinor: () => 0,
  minimumMinor: () => 0,
  travelMinutes: () => 0,
  handover: 'collection',
  statuses: ['Ready for Pickup', 'Completed'],
  words: {
    promise: 'readyAround',
    board: 'card.promised',
    ticket: 'pickup',
    ticketPromise: 'readyBy',
    cash: 'payment.cashCollection',
    cashHint: 'payment.cashCollectionHint',
    otherPayment: 'payment.otherPickup',
    plural: 'Collections',
  },
};

const REGISTRY: Record<OrderType, FulfilmentMethod> = { Delivery: DELIVERY, Pickup: PICKUP };

/** Every method, in ORDER_TYPES' order. */
export const FULFILMENT_METHODS: readonly FulfilmentMethod[] = ORDER_TYPES.map((type) => REGISTRY[type]);

/** The method of an order type (its wire value). */
export function fulfilment(type: OrderType): FulfilmentMethod {
  return REGISTRY[type];
}

/** Whether a value (a stored choice, a query parameter) is an order type's wire value. */
export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && (ORDER_TYPES as readonly string[]).includes(value);
}

/** The method named by its lower-case key ('pickup' | 'delivery': its slots' family, its catalogues' word). */
export function fulfilmentByKey(key: SlotOrderType): FulfilmentMethod {
  return FULFILMENT_METHODS.find((method) => method.key === key)!;
}

/** The methods a restaurant offers, in ORDER_TYPES' order. */
export function offeredFulfilment(offer: FulfilmentOffer): FulfilmentMethod[] {
  return FULFILMENT_METHODS.filter((method) => method.offeredIn(offer));
}

/** The order types a restaurant offers, in ORDER_TYPES' order. */
export function offeredOrderTypes(offer: FulfilmentOffer): OrderType[] {
  return offeredFulfilment(offer).map((method) => method.type);
}
