/**
 * Building order bodies the way the checkout does (tests and the order benchmark): today's menu
 * from the API, choices by label, prices computed with the domain's `priceOrder`.
 */
import type { FastifyInstance } from 'fastify';
import { count, eq, sql } from 'drizzle-orm';
import {
  priceOrder,
  productsResponse,
  promotionTerms,
  restaurantResponse,
  selectedOptionsOf,
  toMajor,
  type OptionSelection,
  type PlaceOrderBody,
  type Product,
  type PublicPromotion,
  type PublicRestaurant,
} from '@platter/domain';
import { API_PREFIX } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

export interface Storefront {
  host: string;
  restaurant: PublicRestaurant;
  products: Product[];
  byName(name: string): Product;
}

export async function loadStorefront(app: FastifyInstance, host: string): Promise<Storefront> {
  const [restaurantRes, productsRes] = await Promise.all([
    app.inject({ url: `${API_PREFIX}/restaurants/public/-`, headers: { host } }),
    app.inject({ url: `${API_PREFIX}/products?limit=200`, headers: { host } }),
  ]);
  const restaurant = restaurantResponse.parse(restaurantRes.json()).data.restaurant;
  const products = productsResponse.parse(productsRes.json()).data.products;
  return {
    host,
    restaurant,
    products,
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
  /** Value labels to choose; groups not mentioned take their defaults (single choice: default or first). */
  choose?: string[];
}

/** The selection a diner ends up with: defaults, with the named values chosen instead. */
export function selectionFor(product: Product, labels: readonly string[] = []): OptionSelection {
  const selection: OptionSelection = {};
  for (const group of product.options) {
    const named = group.values.filter((v) => labels.includes(v.label)).map((v) => v._id);
    if (named.length) selection[group._id] = named;
    else if (group.maxSelections === 1 && group.minSelections > 0) {
      const first = group.values.find((v) => v.isDefault) ?? group.values[0];
      selection[group._id] = first ? [first._id] : [];
    } else selection[group._id] = group.values.filter((v) => v.isDefault).map((v) => v._id);
  }
  return selection;
}

export interface OrderSpec {
  lines: LineSpec[];
  orderType?: 'Delivery' | 'Pickup';
  promotion?: PublicPromotion | null;
  isASAP?: boolean;
  scheduledAt?: string | null;
  paymentMethod?: string;
  contactPhone?: string;
  deliveryAddress?: PlaceOrderBody['deliveryAddress'];
  customerNotes?: string;
  couponCode?: string;
}

export const TEST_ADDRESS = { street: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'United Kingdom' };

/** A body exactly as a correct checkout would send it. */
export function orderBody(store: Storefront, spec: OrderSpec): PlaceOrderBody {
  const orderType = spec.orderType ?? 'Delivery';
  const lines = spec.lines.map((line) => {
    const selectedOptions = selectedOptionsOf(line.product, selectionFor(line.product, line.choose));
    return { product: line.product, quantity: line.quantity ?? 1, selectedOptions };
  });
  const fee = store.restaurant.deliverySettings.delivery.fee;
  const priced = priceOrder({
    lines: lines.map((l) => ({
      productId: l.product._id,
      price: l.product.price,
      selectedOptions: l.selectedOptions,
      quantity: l.quantity,
    })),
    orderType,
    deliveryFeeMinor: fee === null ? null : Math.round(fee * 100),
    promotion: spec.promotion ? promotionTerms(spec.promotion) : null,
  });
  return {
    restaurantId: store.restaurant._id,
    items: lines.map((l, i) => ({
      productId: l.product._id,
      productName: l.product.name,
      quantity: l.quantity,
      unitPrice: toMajor(priced.lines[i]!.unitPriceMinor),
      itemSubtotal: toMajor(priced.lines[i]!.itemSubtotalMinor),
      selectedOptions: l.selectedOptions,
    })),
    subtotal: toMajor(priced.subtotalMinor),
    discountAmount: toMajor(priced.discountMinor),
    deliveryFee: toMajor(priced.deliveryFeeMinor),
    serviceFee: 0,
    taxes: 0,
    totalAmount: toMajor(priced.totalMinor),
    orderType,
    isASAP: spec.isASAP ?? true,
    scheduledAt: spec.scheduledAt ?? null,
    deliveryAddress: orderType === 'Delivery' ? (spec.deliveryAddress ?? TEST_ADDRESS) : null,
    customerNotes: spec.customerNotes ?? '',
    paymentDetails: { method: spec.paymentMethod ?? 'Cash on Delivery', paymentStatus: 'Pending' },
    promotionId: spec.promotion?._id ?? null,
    ...(spec.couponCode ? { couponCode: spec.couponCode } : {}),
    contactPhone: spec.contactPhone ?? '07700 900123',
  };
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
