/**
 * Building order bodies the way the checkout does (tests and the order benchmark): today's menu
 * from the API; a dish's choices as the product page makes them (`initialSelection`, then the
 * named values tapped with `toggleOptionValue`); each line as the cart keeps it (`addToCart`);
 * priced with `priceOrderWithOffers` (with the restaurant's automatic offers at the app's clock) and sent as `orderBodyFrom` builds it. So a test sends what the web
 * sends, and cannot pass while the checkout sends something else.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { count, eq, sql } from 'drizzle-orm';
import {
  EMPTY_CART,
  addToCart,
  initialSelection,
  orderBodyFrom,
  orderResponse,
  priceOrderWithOffers,
  pricedLineOf,
  productsResponse,
  promotionTerms,
  promotionsResponse,
  restaurantResponse,
  selectedOptionsOf,
  tipFor,
  toMinor,
  toggleOptionValue,
  type CartLine,
  type TipChoice,
  type OptionSelection,
  type Order,
  type OrderAddress,
  type PlaceOrderBody,
  type Product,
  type PublicPromotion,
  type PublicRestaurant,
} from '@platter/domain';
import { API_PREFIX } from '../app.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema.ts';

export interface Storefront {
  host: string;
  restaurant: PublicRestaurant;
  products: Product[];
  /** The offers that apply by themselves (GET /promotions/automatic, as a guest). */
  offers: PublicPromotion[];
  /** The app's clock: the offers' weekdays are judged at it. */
  now(): Date;
  byName(name: string): Product;
}

export async function loadStorefront(app: FastifyInstance, host: string): Promise<Storefront> {
  const [restaurantRes, productsRes, offersRes] = await Promise.all([
    app.inject({ url: `${API_PREFIX}/restaurants/public/-`, headers: { host } }),
    app.inject({ url: `${API_PREFIX}/products?limit=200`, headers: { host } }),
    app.inject({ url: `${API_PREFIX}/promotions/automatic`, headers: { host } }),
  ]);
  const restaurant = restaurantResponse.parse(restaurantRes.json()).data.restaurant;
  const products = productsResponse.parse(productsRes.json()).data.products;
  const offers = promotionsResponse.parse(offersRes.json()).data.promotions;
  return {
    host,
    restaurant,
    products,
    offers,
    now: () => app.clock(),
    byName(name) {
      const product = products.find((p) => p.name === name);
      if (!product) throw new Error(`No product "${name}" at ${restaurant.name}`);
      return product;
    },
  };
}

export interface LineSpec {
  product: Product;
  quantity?: number;
  /** Value labels the diner taps on the product page; the other groups keep their initial selection. */
  choose?: string[];
}

/**
 * The selection a diner ends up with: the product page's initial selection, then each named value
 * tapped (a single choice switches to it; a multi-select adds it). A tap the page would undo (over
 * a group's maximum) is kept, so that tests can send what only a tampered client sends.
 */
export function selectionFor(product: Product, labels: readonly string[] = []): OptionSelection {
  const selection = initialSelection(product);
  for (const label of labels) {
    const group = product.options.find((g) => g.values.some((v) => v.label === label));
    const value = group?.values.find((v) => v.label === label);
    if (!group || !value) throw new Error(`${product.name} has no option "${label}"`);
    const current = selection[group._id] ?? [];
    if (current.includes(value._id)) continue;
    const { values, exceeded } = toggleOptionValue(group, current, value._id);
    selection[group._id] = exceeded ? [...current, value._id] : values;
  }
  return selection;
}

/** One cart line as the cart makes it (identical lines are not merged here: a test may send them apart). */
function cartLineOf(store: Storefront, line: LineSpec): CartLine {
  const { restaurant } = store;
  const result = addToCart(EMPTY_CART, {
    product: line.product,
    restaurant: { restaurantId: restaurant._id, restaurantName: restaurant.name, restaurantSlug: restaurant.slug },
    selectedOptions: selectedOptionsOf(line.product, selectionFor(line.product, line.choose)),
    quantity: line.quantity ?? 1,
  });
  if (!result.ok) throw new Error(`${line.product.name}: ${result.message}`);
  return result.cart.items[0]!;
}

export interface OrderSpec {
  lines: LineSpec[];
  orderType?: 'Delivery' | 'Pickup';
  promotion?: PublicPromotion | null;
  isASAP?: boolean;
  scheduledAt?: string | Date | null;
  paymentMethod?: string;
  contactPhone?: string;
  /** A saved address (its `_id`) or a typed one; TEST_ADDRESS by default for delivery. */
  deliveryAddress?: PlaceOrderBody['deliveryAddress'];
  customerNotes?: string;
  /** The code the diner typed for the promotion (needed for one the restaurant does not advertise). */
  couponCode?: string;
  /** The automatic offers the checkout prices with; the storefront's by default ([] sends a body that ignores them). */
  offers?: PublicPromotion[];
  /** Checkout's 'Save this phone number to my profile' and 'Save this address' (both off by default here). */
  keep?: { phone: boolean; address: boolean };
  /** The diner's tip, worked out as checkout does from the restaurant's tip settings (`tipFor`). */
  tip?: TipChoice;
}

export const TEST_ADDRESS = { street: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'United Kingdom' };

/** The checkout's address choice for a body's delivery address. */
function orderAddressOf(address: NonNullable<PlaceOrderBody['deliveryAddress']>): OrderAddress {
  if (address._id) return { savedAddressId: address._id };
  return {
    street: address.street ?? '',
    city: address.city ?? '',
    postalCode: address.postalCode ?? address.postcode ?? '',
    country: address.country ?? '',
    stateOrRegion: address.state_or_region ?? '',
  };
}

/** A body exactly as a correct checkout would send it. */
export function orderBody(store: Storefront, spec: OrderSpec): PlaceOrderBody {
  const orderType = spec.orderType ?? 'Delivery';
  const lines = spec.lines.map((line) => cartLineOf(store, line));
  const fee = store.restaurant.deliverySettings.delivery.fee;
  const pricing = priceOrderWithOffers({
    lines: lines.map(pricedLineOf),
    orderType,
    deliveryFeeMinor: fee === null ? null : toMinor(fee),
    chosen: spec.promotion ? { promotionId: spec.promotion._id, name: spec.promotion.name, terms: promotionTerms(spec.promotion) } : null,
    offers: spec.offers ?? store.offers,
    at: store.now(),
    timeZone: store.restaurant.timeZone,
  });
  const scheduledAt = spec.scheduledAt ? new Date(spec.scheduledAt) : null;
  const tip = spec.tip ? { choice: spec.tip, tipMinor: tipFor(store.restaurant.tips, orderType, pricing, spec.tip).tipMinor } : null;
  return orderBodyFrom({
    tip,
    restaurantId: store.restaurant._id,
    lines,
    pricing,
    orderType,
    deliveryAddress: orderAddressOf(spec.deliveryAddress ?? TEST_ADDRESS),
    contactPhone: spec.contactPhone ?? '07700 900123',
    paymentMethod: spec.paymentMethod ?? 'Cash on Delivery',
    isASAP: spec.isASAP ?? true,
    scheduledAt,
    customerNotes: spec.customerNotes ?? '',
    promotion: spec.promotion ? { promotionId: spec.promotion._id, couponCode: spec.couponCode ?? null } : null,
    ...(spec.keep ? { keep: spec.keep } : {}),
  });
}

/** What the order benchmark checks after a run: one row per order, no key or number twice. */
export async function orderLedger(
  db: Database,
  userId: string,
): Promise<{ orders: number; duplicatedKeys: number; duplicatedNumbers: number }> {
  const [totals] = await db
    .select({
      orders: count(),
      keys: sql<number>`count(distinct ${orders.idempotencyKey})`,
      numbers: sql<number>`count(distinct (${orders.restaurantId}, ${orders.orderNumber}))`,
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  const n = Number(totals?.orders ?? 0);
  return { orders: n, duplicatedKeys: n - Number(totals?.keys ?? 0), duplicatedNumbers: n - Number(totals?.numbers ?? 0) };
}

/** POST /orders as `session` on `store`'s site; expects 201 and returns the order. */
export async function placeOrderAs(
  app: FastifyInstance,
  store: Storefront,
  session: { headers: { authorization: string } },
  spec: OrderSpec,
): Promise<Order> {
  const res = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/orders`,
    headers: { host: store.host, 'idempotency-key': randomUUID(), ...session.headers },
    payload: orderBody(store, spec),
  });
  if (res.statusCode !== 201) throw new Error(`Expected the order to be placed, got ${res.statusCode}: ${res.body}`);
  return orderResponse.parse(res.json()).data.order;
}
