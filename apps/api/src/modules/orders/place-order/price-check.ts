/**
 * The cart against today's menu and the promotion, priced by the server with the domain's
 * `priceOrder`: every product is this restaurant's, active and available; the choices exist and
 * meet each group's limits; every line price, the promotion and every total are what the diner
 * saw. Each refusal is a 409 naming what changed.
 */
import {
  ORDER_MESSAGES,
  formatPrice,
  priceLine,
  priceOrderWithOffers,
  promotionTerms,
  selectedOptionsOf,
  selectionProblems,
  toMajor,
  toMinor,
  type OptionSelection,
  type PlaceOrder,
  type PricingWithOffers,
  type PricedLineInput,
  type Product,
  type SelectedOption,
} from '@platter/domain';
import type { Executor } from '../../../db/client.ts';
import type { PromotionRow, RestaurantRow } from '../../../db/schema.ts';
import type { CatalogCache } from '../../catalog/index.ts';
import { pointsBalance } from '../../loyalty/index.ts';
import { automaticOffersFor, belowMinimumMessage, findPromotion, presentPromotion, promotionRefusalMessage, refusalFor } from '../../promotions/index.ts';
import {
  ORDER_TEXTS,
  conflict,
  notOnMenuMessage,
  pricesChangedMessage,
  selectionRefusalMessage,
  unavailableMessage,
} from '../messages.ts';
import { findOrderableProducts, type OrderableProduct } from '../queries.ts';

/** The domain's view of a product (major units), for `selectionProblems` and `priceLine`. */
export type MenuProduct = Pick<Product, '_id' | 'name' | 'price' | 'imageUrl' | 'isActive' | 'isAvailable' | 'options'>;

function asMenuProduct(p: OrderableProduct): MenuProduct {
  return {
    _id: p.id,
    name: p.name,
    price: toMajor(p.priceMinor),
    imageUrl: p.imageUrl,
    isActive: p.isActive,
    isAvailable: p.isAvailable,
    options: p.options.map((group) => ({
      _id: group._id,
      name: group.name,
      minSelections: group.minSelections,
      maxSelections: group.maxSelections,
      values: group.values.map((v) => ({
        _id: v._id,
        label: v.label,
        isDefault: v.isDefault,
        priceAdjustment: toMajor(v.priceAdjustmentMinor),
      })),
    })),
  };
}

type Restaurant = Pick<RestaurantRow, 'id' | 'currencySymbol' | 'deliveryFeeMinor' | 'timeZone'>;

export interface CheckedPrices {
  /** Today's product of each line, by id. */
  products: Map<string, MenuProduct>;
  /** The chosen options of each line, as stored with it. */
  snapshots: SelectedOption[][];
  promotion: PromotionRow | null;
  /** The offers that applied by themselves (their rows, for usage limits). */
  offers: PromotionRow[];
  priced: PricingWithOffers;
}

/**
 * The restaurant's menu as an order is priced against it: every product with its state and
 * options, read once and kept in the catalogue cache, which every change to the menu clears in
 * every process (the same cache the menu pages are served from).
 */
function orderableMenu(db: Executor, catalog: CatalogCache, restaurantId: string): Promise<Map<string, MenuProduct>> {
  return catalog.getOrLoadValue(restaurantId, 'orderable', async () => {
    const products = await findOrderableProducts(db, restaurantId);
    return new Map([...products.values()].map((p) => [p.id, asMenuProduct(p)]));
  });
}

/** The lines against today's menu: the products, their choices and their prices. */
async function checkLines(
  db: Executor,
  catalog: CatalogCache,
  restaurant: Restaurant,
  body: PlaceOrder,
): Promise<{ products: Map<string, MenuProduct>; lines: PricedLineInput[]; snapshots: SelectedOption[][] }> {
  const money = (minor: number) => formatPrice(toMajor(minor), restaurant.currencySymbol);
  const menu = await orderableMenu(db, catalog, restaurant.id);
  const products = new Map<string, MenuProduct>();
  for (const item of body.items) {
    const product = menu.get(item.productId);
    if (product) products.set(product._id, product);
  }

  const lines: PricedLineInput[] = [];
  const snapshots: SelectedOption[][] = [];
  const changed: { index: number; name: string; unitPriceMinor: number }[] = [];
  body.items.forEach((item, index) => {
    const product = products.get(item.productId);
    const label = product?.name ?? (item.productName || 'An item in your cart');
    const field = `items.${index}`;
    if (!product || !product.isActive)
      throw conflict(notOnMenuMessage(label), [{ field: `${field}.productId`, message: `${label} is no longer on the menu.` }]);
    if (!product.isAvailable)
      throw conflict(unavailableMessage(product.name), [
        { field: `${field}.productId`, message: `${product.name} is currently unavailable.` },
      ]);

    const selection: OptionSelection = {};
    for (const option of item.selectedOptions) (selection[option.optionId] ??= []).push(option.valueId);
    const problem = selectionProblems(product, selection)[0];
    if (problem) {
      const group = product.options.find((g) => g._id === problem.groupId);
      const message = selectionRefusalMessage(problem, group?.name.toLowerCase() ?? 'options', product.name);
      throw conflict(message, [{ field: `${field}.selectedOptions`, message }]);
    }
    const selected = selectedOptionsOf(product, selection);
    const line: PricedLineInput = {
      productId: product._id,
      price: product.price,
      selectedOptions: selected,
      quantity: item.quantity,
    };
    const priced = priceLine(line);
    if (priced.unitPriceMinor < 0)
      throw conflict(`${product.name} cannot be ordered with these options. Please review your cart.`);
    const adjustmentChanged = item.selectedOptions.some((sent) => {
      const current = selected.find((s) => s.optionId === sent.optionId && s.valueId === sent.valueId);
      return !current || toMinor(current.priceAdjustment) !== toMinor(sent.priceAdjustment);
    });
    if (
      adjustmentChanged ||
      toMinor(item.unitPrice) !== priced.unitPriceMinor ||
      toMinor(item.itemSubtotal) !== priced.itemSubtotalMinor
    ) {
      changed.push({ index, name: product.name, unitPriceMinor: priced.unitPriceMinor });
    }
    lines.push(line);
    snapshots.push(selected);
  });
  if (changed.length) {
    throw conflict(
      pricesChangedMessage([...new Set(changed.map((c) => c.name))]),
      changed.map((c) => ({
        field: `items.${c.index}.unitPrice`,
        message: `${c.name} now costs ${money(c.unitPriceMinor)} each.`,
      })),
    );
  }
  return { products, lines, snapshots };
}

/** The promotion the body names, if it still applies to this diner now (before pricing). */
async function checkPromotion(
  db: Executor,
  restaurantId: string,
  userId: string,
  body: PlaceOrder,
  now: Date,
): Promise<PromotionRow | null> {
  if (!body.promotionId) return null;
  const promotion = await findPromotion(db, restaurantId, body.promotionId);
  if (!promotion) throw conflict(ORDER_TEXTS.promotionGone, [{ field: 'promotionId', message: ORDER_TEXTS.promotionGone }]);
  // A code the restaurant does not advertise works only for those who type it.
  if (promotion.pointsCost === 0 && !promotion.displayToCustomers) {
    const code = promotion.couponCode?.toLowerCase();
    if (!code || body.couponCode?.toLowerCase() !== code) {
      throw conflict(ORDER_MESSAGES.invalidCoupon, [{ field: 'promotionId', message: ORDER_MESSAGES.invalidCoupon }]);
    }
  }
  const userPoints = promotion.pointsCost > 0 ? await pointsBalance(db, restaurantId, userId) : 0;
  const refusal = await refusalFor(db, promotion, { userId, now, userPoints });
  if (refusal) {
    const message = promotionRefusalMessage(refusal, 'promotion');
    throw conflict(message, [{ field: 'promotionId', message }]);
  }
  return promotion;
}

/** The totals the diner saw must be the ones we charge. */
function checkTotals(body: PlaceOrder, priced: PricingWithOffers, currencySymbol: string): void {
  const mismatches: { field: string; message: string }[] = [];
  const compare = (field: string, sent: number, expected: number, label: string) => {
    if (toMinor(sent) !== expected)
      mismatches.push({ field, message: `${label} is ${formatPrice(toMajor(expected), currencySymbol)}.` });
  };
  compare('subtotal', body.subtotal, priced.subtotalMinor, 'Subtotal');
  compare('discountAmount', body.discountAmount, priced.discountMinor, 'Discount');
  compare('deliveryFee', body.deliveryFee, priced.deliveryFeeMinor, 'Delivery fee');
  compare('serviceFee', body.serviceFee, priced.serviceFeeMinor, 'Service fee');
  compare('taxes', body.taxes, priced.taxesMinor, 'Taxes');
  compare('totalAmount', body.totalAmount, priced.totalMinor, 'Total');
  if (mismatches.length) {
    const fields = new Set(mismatches.map((m) => m.field));
    const message = fields.has('discountAmount')
      ? ORDER_TEXTS.discountChanged
      : fields.has('deliveryFee')
        ? ORDER_TEXTS.deliveryFeeChanged
        : ORDER_MESSAGES.pricesChanged;
    throw conflict(message, mismatches);
  }
}

/** Every price check that needs no lock; throws the first refusal. */
export async function checkPrices(
  db: Executor,
  catalog: CatalogCache,
  restaurant: Restaurant,
  userId: string,
  body: PlaceOrder,
  now: Date,
): Promise<CheckedPrices> {
  const { products, lines, snapshots } = await checkLines(db, catalog, restaurant, body);
  const [promotion, offerRows] = await Promise.all([
    checkPromotion(db, restaurant.id, userId, body, now),
    automaticOffersFor(db, catalog, restaurant.id, userId, now),
  ]);
  const priced = priceOrderWithOffers({
    lines,
    orderType: body.orderType,
    deliveryFeeMinor: restaurant.deliveryFeeMinor,
    chosen: promotion ? { promotionId: promotion.id, name: promotion.name, terms: promotionTerms(presentPromotion(promotion)) } : null,
    offers: offerRows.map(presentPromotion),
    at: now,
    timeZone: restaurant.timeZone,
  });
  if (promotion && priced.promotionProblem) {
    const message =
      priced.promotionProblem === 'belowMinimum'
        ? belowMinimumMessage(promotion.minOrderValueMinor ?? 0, restaurant.currencySymbol, 'promotion')
        : promotion.type === 'FreeShipping'
          ? ORDER_TEXTS.promotionDeliveryOnly
          : ORDER_TEXTS.promotionNotApplicable;
    throw conflict(message, [{ field: 'promotionId', message }]);
  }
  checkTotals(body, priced, restaurant.currencySymbol);
  const appliedIds = new Set(priced.applied.filter((a) => a.automatic).map((a) => a.promotionId));
  return { products, snapshots, promotion, offers: offerRows.filter((r) => appliedIds.has(r.id)), priced };
}
