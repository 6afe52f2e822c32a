/**
 * The cart against today's menu and the promotion, priced by the server with the domain's
 * `priceOrder`: every product is this restaurant's, active and available; the choices exist and
 * meet each group's limits; every line price, the promotion and every total are what the diner
 * saw. Each refusal is a 409 naming what changed.
 */
import {
  PROMOTION_REFUSAL_CODES,
  deliveryMinimumRefusal,
  deliveryMinimumShortfall,
  formatPrice,
  orderTotalMinor,
  priceLine,
  tipFor,
  tipRefusalMessage,
  priceOrderWithOffers,
  selectedOptionsOf,
  selectionProblems,
  toMajor,
  toMinor,
  type OptionSelection,
  type PlaceOrder,
  type PricingWithOffers,
  type PricedLineInput,
  type Product,
  type Language,
  type TipChoice,
} from '@platter/domain';
import { AppError } from '../../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import type { Executor } from '../../../db/client.ts';
import type { PromotionRow, SelectedOptionSnapshot } from '../../../db/schema.ts';
import type { OrderingRestaurant } from './order-rows.ts';
import type { CatalogCache } from '../../catalog/index.ts';
import { pointsBalance } from '../../loyalty/index.ts';
import {
  automaticOffersFor,
  belowMinimumMessage,
  findPromotion,
  presentPromotion,
  promotionRefusalMessage,
  refusalFor,
  termsOfRow,
} from '../../promotions/index.ts';
import {
  conflict,
  notOnMenuMessage,
  pricesChangedMessage,
  refused,
  selectionRefusalMessage,
  unavailableMessage,
} from '../messages.ts';
import { photoUrl } from '../../media/index.ts';
import { findOrderableProducts, type OrderableProduct } from '../orderable-queries.ts';

/** The domain's view of a product (major units), for `selectionProblems` and `selectedOptionsOf`. */
export type MenuProduct = Pick<Product, '_id' | 'name' | 'price' | 'imageUrl' | 'isActive' | 'isAvailable' | 'options'>;

function asMenuProduct(p: OrderableProduct): MenuProduct {
  return {
    _id: p.id,
    name: p.name,
    price: toMajor(p.priceMinor),
    // As the menu shows it: the uploaded photo's URL when the dish has one.
    imageUrl: p.photo ? photoUrl(p.photo.id, p.photo.sha256) : p.imageUrl,
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

/** A product of the menu an order is priced against: the domain's view, and its stored (minor-unit) prices. */
interface MenuEntry {
  product: MenuProduct;
  stored: OrderableProduct;
}

/** The stored price adjustment of a chosen option value (minor units). */
function adjustmentMinorOf(stored: OrderableProduct, optionId: string, valueId: string): number {
  const group = stored.options.find((g) => g._id === optionId);
  return group?.values.find((v) => v._id === valueId)?.priceAdjustmentMinor ?? 0;
}

type Restaurant = Pick<OrderingRestaurant, 'id' | 'currencySymbol' | 'deliveryFeeMinor' | 'deliveryMinimumMinor' | 'timeZone' | 'tips'>;

export interface CheckedPrices {
  /** Today's product of each line, by id. */
  products: Map<string, MenuProduct>;
  /** The chosen options of each line, as stored with it. */
  snapshots: SelectedOptionSnapshot[][];
  promotion: PromotionRow | null;
  /** The offers that applied by themselves (their rows, for usage limits). */
  offers: PromotionRow[];
  /** The prices, with `totalMinor` the charged total: the tip included. */
  priced: PricingWithOffers;
  /** The diner's tip, recomputed from the restaurant's rules (0: none). */
  tipMinor: number;
}

/**
 * The restaurant's menu as an order is priced against it: every product with its state and
 * options, read once and kept in the catalogue cache, which every change to the menu clears in
 * every process (the same cache the menu pages are served from).
 */
function orderableMenu(db: Executor, catalog: CatalogCache, restaurantId: string): Promise<Map<string, MenuEntry>> {
  return catalog.getOrLoadValue(restaurantId, 'orderable', async () => {
    const products = await findOrderableProducts(db, restaurantId);
    return new Map([...products.values()].map((p) => [p.id, { product: asMenuProduct(p), stored: p }]));
  });
}

/** The lines against today's menu: the products, their choices and their prices. */
async function checkLines(
  db: Executor,
  catalog: CatalogCache,
  restaurant: Restaurant,
  body: PlaceOrder,
): Promise<{ products: Map<string, MenuProduct>; lines: PricedLineInput[]; snapshots: SelectedOptionSnapshot[][] }> {
  const money = (minor: number, language?: Language) => formatPrice(toMajor(minor), restaurant.currencySymbol, language);
  const menu = await orderableMenu(db, catalog, restaurant.id);
  const products = new Map<string, MenuProduct>();
  for (const item of body.items) {
    const entry = menu.get(item.productId);
    if (entry) products.set(entry.product._id, entry.product);
  }

  const lines: PricedLineInput[] = [];
  const snapshots: SelectedOptionSnapshot[][] = [];
  const changed: { index: number; name: string; unitPriceMinor: number }[] = [];
  body.items.forEach((item, index) => {
    const product = products.get(item.productId);
    const label = product?.name ?? (item.productName || undefined);
    const field = `items.${index}`;
    if (!product || !product.isActive)
      throw conflict('ITEM_UNAVAILABLE', notOnMenuMessage(label).message, [{ field: `${field}.productId`, message: notOnMenuMessage(label).field }]);
    if (!product.isAvailable)
      throw conflict('ITEM_UNAVAILABLE', unavailableMessage(product.name), [
        { field: `${field}.productId`, message: apiMessage('order.unavailableField', { product: product.name }) },
      ]);

    const selection: OptionSelection = {};
    for (const option of item.selectedOptions) (selection[option.optionId] ??= []).push(option.valueId);
    const problem = selectionProblems(product, selection)[0];
    if (problem) {
      const group = product.options.find((g) => g._id === problem.groupId);
      const message = selectionRefusalMessage(problem, group?.name.toLowerCase() ?? 'options', product.name);
      throw conflict('OPTIONS_CHANGED', message, [{ field: `${field}.selectedOptions`, message }]);
    }
    // Prices enter pricing as stored, in minor units.
    const stored = menu.get(product._id)!.stored;
    const selected: SelectedOptionSnapshot[] = selectedOptionsOf(product, selection).map((o) => ({
      optionId: o.optionId,
      valueId: o.valueId,
      optionName: o.optionName,
      valueLabel: o.valueLabel,
      priceAdjustmentMinor: adjustmentMinorOf(stored, o.optionId, o.valueId),
    }));
    const line: PricedLineInput = {
      productId: product._id,
      priceMinor: stored.priceMinor,
      selectedOptions: selected,
      quantity: item.quantity,
    };
    const priced = priceLine(line);
    if (priced.unitPriceMinor < 0)
      throw conflict('OPTIONS_CHANGED', apiMessage('order.optionsRefused', { product: product.name }));
    const adjustmentChanged = item.selectedOptions.some((sent) => {
      const current = selected.find((s) => s.optionId === sent.optionId && s.valueId === sent.valueId);
      return !current || current.priceAdjustmentMinor !== toMinor(sent.priceAdjustment);
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
    // The dish's new price written the language's way ('£14.20', '14,20 €').
    const names = [...new Set(changed.map((c) => c.name))].join(', ');
    throw AppError.templated(
      'PRICES_CHANGED',
      () => pricesChangedMessage(names),
      undefined,
      (language) =>
        changed.map((c) => ({
          field: `items.${c.index}.unitPrice`,
          message: { key: 'order.priceNow', values: { name: c.name, price: money(c.unitPriceMinor, language) } },
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
  if (!promotion) throw conflict('PROMOTION_GONE', apiMessage('order.promotionGone'), [{ field: 'promotionId', message: apiMessage('order.promotionGone') }]);
  // A code the restaurant does not advertise works only for those who type it.
  if (promotion.pointsCost === 0 && !promotion.displayToCustomers) {
    const code = promotion.couponCode?.toLowerCase();
    if (!code || body.couponCode?.toLowerCase() !== code) {
      throw conflict('PROMOTION_INVALID', apiMessage('order.invalidCoupon'), [{ field: 'promotionId', message: apiMessage('order.invalidCoupon') }]);
    }
  }
  const userPoints = promotion.pointsCost > 0 ? await pointsBalance(db, restaurantId, userId) : 0;
  const refusal = await refusalFor(db, promotion, { userId, now, userPoints });
  if (refusal) {
    const message = promotionRefusalMessage(refusal, 'promotion');
    throw conflict(PROMOTION_REFUSAL_CODES[refusal], message, [{ field: 'promotionId', message }]);
  }
  return promotion;
}

/**
 * The tip, from the restaurant's rules (tips.ts): a preset percentage of the food after
 * discounts, or a custom amount within its cap. A tip where none is taken, or a choice not
 * offered, is a 400; a preset's amount other than the diner saw is a 409 (with the totals').
 */
function checkTip(body: PlaceOrder, restaurant: Restaurant, priced: PricingWithOffers): number {
  const choice: TipChoice =
    body.tipPercent !== null ? { kind: 'percent', percent: body.tipPercent } : body.tipAmount > 0 ? { kind: 'custom', amountMinor: toMinor(body.tipAmount) } : { kind: 'none' };
  const { tipMinor, problem } = tipFor(restaurant.tips, body.orderType, priced, choice);
  if (problem) {
    const message = tipRefusalMessage(problem, (major) => formatPrice(major, restaurant.currencySymbol));
    const field = problem.kind === 'notAPreset' ? 'tipPercent' : 'tipAmount';
    throw new AppError(problem.kind === 'notAllowed' ? 'TIP_NOT_ALLOWED' : 'TIP_INVALID', message, [{ field, message }]);
  }
  return tipMinor;
}

/** The totals the diner saw must be the ones we charge. */
function checkTotals(body: PlaceOrder, priced: PricingWithOffers, tipMinor: number, currencySymbol: string): void {
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
  compare('tipAmount', body.tipAmount, tipMinor, 'Tip');
  compare('totalAmount', body.totalAmount, priced.totalMinor, 'Total');
  if (mismatches.length) {
    const fields = new Set(mismatches.map((m) => m.field));
    const [code, message] = fields.has('discountAmount')
      ? (['DISCOUNT_CHANGED', apiMessage('order.discountChanged')] as const)
      : fields.has('deliveryFee')
        ? (['DELIVERY_FEE_CHANGED', apiMessage('order.deliveryFeeChanged')] as const)
        : fields.has('tipAmount')
          ? (['TIP_CHANGED', apiMessage('order.tipChanged')] as const)
          : (['PRICES_CHANGED', apiMessage('order.pricesChanged')] as const);
    throw conflict(code, message, mismatches);
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
    chosen: promotion ? { promotionId: promotion.id, name: promotion.name, terms: termsOfRow(promotion) } : null,
    offers: offerRows.map((row) => ({ ...presentPromotion(row), terms: termsOfRow(row) })),
    at: now,
    timeZone: restaurant.timeZone,
  });
  // The minimum order for delivery, on the items' subtotal (before fee and discount).
  const shortfall = deliveryMinimumShortfall({ deliveryMinimumMinor: restaurant.deliveryMinimumMinor }, body.orderType, priced.subtotalMinor);
  if (shortfall > 0) throw refused(deliveryMinimumRefusal(shortfall, restaurant.currencySymbol));
  if (promotion && priced.promotionProblem) {
    const [code, message] =
      priced.promotionProblem === 'belowMinimum'
        ? (['PROMOTION_BELOW_MINIMUM', belowMinimumMessage(promotion.minOrderValueMinor ?? 0, restaurant.currencySymbol, 'promotion')] as const)
        : promotion.type === 'FreeShipping'
          ? (['PROMOTION_NOT_APPLICABLE', apiMessage('order.promotionDeliveryOnly')] as const)
          : (['PROMOTION_NOT_APPLICABLE', apiMessage('order.promotionNotApplicable')] as const);
    throw conflict(code, message, [{ field: 'promotionId', message }]);
  }
  // The tip after the discounts and thresholds: pricing never sees it.
  const tipMinor = checkTip(body, restaurant, priced);
  const charged = { ...priced, totalMinor: orderTotalMinor({ ...priced, tipMinor }) };
  checkTotals(body, charged, tipMinor, restaurant.currencySymbol);
  const appliedIds = new Set(priced.applied.filter((a) => a.automatic).map((a) => a.promotionId));
  return { products, snapshots, promotion, offers: offerRows.filter((r) => appliedIds.has(r.id)), priced: charged, tipMinor };
}
