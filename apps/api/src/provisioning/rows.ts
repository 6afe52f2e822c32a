/**
 * The one mapping between tenant-file entries and database rows, both ways side by side, so that
 * an export of what an import wrote gives back the same file. Display orders come from the
 * position in the file (as the demo seed always numbered them); money turns between major units
 * (file) and minor units (rows) only through toMinor/toMajor.
 */
import { deliveryOf } from '../modules/settings/index.ts';
import { addressOf, contactOf, type LookPart } from '../modules/restaurants/index.ts';
import type { PrintersPart } from '../modules/printing/index.ts';
import type { CapacityPart } from '../modules/capacity/index.ts';
import type { CalendarPart } from '../modules/calendar/index.ts';
import type { FulfilmentPart } from '../modules/fulfilment/index.ts';
import { compactAboutTranslations, compactTranslations, isWeekday, type Allergen, type Translations, type DietaryLabel, promotionValueToMajor, promotionValueToMinor, toMajor, toMinor } from '@platter/domain';
import type {
  CategoryRow,
  HighlightRow,
  NewRestaurant,
  OptionGroupRow,
  OptionValueRow,
  ProductRow,
  PromotionRow,
  RestaurantRow,
} from '../db/schema.ts';
import type {
  CategoryEntry,
  HighlightEntry,
  OptionGroupEntry,
  ProductEntry,
  PromotionEntry,
  TenantFile,
  TenantFileInput,
} from './schema.ts';
import { TENANT_FILE_VERSION } from './schema.ts';

type Input<K extends keyof TenantFileInput> = NonNullable<TenantFileInput[K]>;
type Item<T> = T extends readonly (infer U)[] ? U : never;

/** What the file decides of the restaurant row (its organisation is settled apart: organisation.ts; domains, the ordering and busy switches, ratings and the back office's versions are not the file's). */
export type RestaurantFields = Required<
  Omit<NewRestaurant, 'id' | 'organisationId' | 'createdAt' | 'updatedAt' | 'customDomains' | 'isAcceptingOrders' | 'averageRating' | 'totalReviews' | 'settingsStamps' | 'busyExtraMinutes' | 'busyUntil'>
>;

export function restaurantFields(file: TenantFile): RestaurantFields {
  const s = file.settings;
  return {
    slug: file.slug,
    name: file.name,
    description: file.description,
    translations: compactTranslations(file.translations),
    currencyCode: s.currency.code,
    currencySymbol: s.currency.symbol,
    timeZone: s.timeZone,
    languages: file.languages,
    paymentMethods: file.paymentMethods,
    stripeAccountId: file.payments.stripeAccountId,
    tips: file.tips,
    guestCheckout: file.guestCheckout,
    contactPhone: s.contact.phone,
    contactEmail: s.contact.email,
    addressStreet: s.address.street,
    addressCity: s.address.city,
    addressPostalCode: s.address.postalCode,
    addressCountry: s.address.country,
    latitude: s.address.coordinates.lat,
    longitude: s.address.coordinates.lng,
    socialLinks: s.socialMediaLinks,
    aboutContent: compactAboutTranslations(file.about),
    pointsPerCurrencyUnit: s.pointsPerCurrencyUnit,
  };
}

/** The restaurant's parts, each as its owning module stores it (provisioning/parts.ts reads and writes them). */
export interface RestaurantParts {
  printers: PrintersPart;
  /** The busy switch is not the file's: an import keeps it as it is. */
  capacity: Pick<CapacityPart, 'capacity' | 'missedOrders'>;
  calendar: CalendarPart;
  fulfilment: FulfilmentPart;
  look: LookPart;
}

export function partFields(file: TenantFile): RestaurantParts {
  const s = file.settings;
  return {
    printers: { printers: file.printers },
    capacity: { capacity: file.capacity, missedOrders: file.missedOrders },
    calendar: { openingHours: file.openingHours, specialDates: file.specialDates },
    look: { theme: file.theme, themeSettings: { faviconUrl: s.faviconUrl }, logoUrl: s.logoUrl, coverImageUrl: s.coverImageUrl },
    fulfilment: {
      deliveryFeeMinor: s.delivery.fee === null ? null : toMinor(s.delivery.fee),
      deliveryMinimumMinor: toMinor(s.delivery.minimumOrder),
      allowsCollection: s.delivery.allowsCollection,
    },
  };
}

export function restaurantEntries(
  row: RestaurantRow,
  parts: RestaurantParts,
  ownerEmail: string | null,
): Pick<TenantFileInput, 'version' | 'slug' | 'name' | 'description' | 'translations' | 'ownerEmail' | 'settings' | 'openingHours' | 'specialDates' | 'capacity' | 'missedOrders' | 'tips' | 'guestCheckout' | 'languages' | 'theme' | 'paymentMethods' | 'payments' | 'about' | 'printers'> {
  return {
    version: TENANT_FILE_VERSION,
    slug: row.slug,
    name: row.name,
    description: row.description,
    ...translationsEntry(row.translations),
    ownerEmail,
    settings: {
      logoUrl: parts.look.logoUrl,
      coverImageUrl: parts.look.coverImageUrl,
      faviconUrl: parts.look.themeSettings.faviconUrl ?? null,
      currency: { code: row.currencyCode, symbol: row.currencySymbol },
      timeZone: row.timeZone,
      delivery: deliveryOf(parts.fulfilment),
      contact: contactOf(row),
      address: addressOf(row),
      socialMediaLinks: row.socialLinks,
      pointsPerCurrencyUnit: row.pointsPerCurrencyUnit,
    },
    openingHours: parts.calendar.openingHours,
    specialDates: parts.calendar.specialDates,
    capacity: parts.capacity.capacity,
    missedOrders: parts.capacity.missedOrders,
    tips: row.tips,
    guestCheckout: row.guestCheckout,
    languages: row.languages,
    theme: parts.look.theme,
    paymentMethods: row.paymentMethods,
    payments: { stripeAccountId: row.stripeAccountId },
    about: compactAboutTranslations(row.aboutContent),
    printers: parts.printers.printers,
  };
}

/** A row's translations in the file: only what was written, and no key at all without any (a one-language menu reads as before). */
function translationsEntry(translations: Translations): { translations?: Translations } {
  const written = compactTranslations(translations);
  return Object.keys(written).length > 0 ? { translations: written } : {};
}

export const categoryFields = (c: CategoryEntry, index: number) => ({
  name: c.name,
  description: c.description,
  translations: compactTranslations(c.translations),
  isActive: c.isActive,
  displayOrder: (index + 1) * 10,
});

export const categoryEntry = (row: CategoryRow): Item<Input<'categories'>> => ({
  name: row.name,
  description: row.description,
  ...translationsEntry(row.translations),
  isActive: row.isActive,
});

export const productFields = (p: ProductEntry, index: number) => ({
  name: p.name,
  description: p.description,
  translations: compactTranslations(p.translations),
  priceMinor: toMinor(p.price),
  imageUrl: p.imageUrl,
  thumbnailUrl: p.thumbnailUrl,
  mediaId: p.media,
  allergens: p.allergens,
  dietaryLabels: p.dietaryLabels,
  isActive: p.isActive,
  isFeatured: p.isFeatured,
  isAvailable: p.isAvailable,
  displayOrder: (index + 1) * 10,
});

export type GroupWithValues = OptionGroupRow & { values: OptionValueRow[] };

export const productEntry = (row: ProductRow, categoryNames: string[], groups: GroupWithValues[]): Item<Input<'products'>> => ({
  name: row.name,
  description: row.description,
  price: toMajor(row.priceMinor),
  imageUrl: row.imageUrl,
  thumbnailUrl: row.thumbnailUrl,
  media: row.mediaId,
  categories: categoryNames,
  // Written as stored: a label from before the lists were closed is refused on import, naming it.
  allergens: row.allergens as Allergen[],
  dietaryLabels: row.dietaryLabels as DietaryLabel[],
  isActive: row.isActive,
  isFeatured: row.isFeatured,
  isAvailable: row.isAvailable,
  ...translationsEntry(row.translations),
  options: groups.map((g) => ({
    name: g.name,
    minSelections: g.minSelections,
    maxSelections: g.maxSelections,
    ...translationsEntry(g.translations),
    values: g.values.map((v) => ({
      label: v.label,
      priceAdjustment: toMajor(v.priceAdjustmentMinor),
      isDefault: v.isDefault,
      ...translationsEntry(v.translations),
    })),
  })),
});

export const groupFields = (g: OptionGroupEntry, index: number) => ({
  name: g.name,
  translations: compactTranslations(g.translations),
  minSelections: g.minSelections,
  maxSelections: g.maxSelections,
  displayOrder: index,
});

export const valueFields = (v: OptionGroupEntry['values'][number], index: number) => ({
  label: v.label,
  translations: compactTranslations(v.translations),
  priceAdjustmentMinor: toMinor(v.priceAdjustment),
  isDefault: v.isDefault,
  displayOrder: index,
});

/** The id of a name the file validated (rules.ts checks every reference). */
export function idOf(ids: ReadonlyMap<string, string>, name: string): string {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`No id for "${name}": the file's references should have been checked.`);
  return id;
}

/** discount_value: a whole percent, minor units for the fixed types, 0 otherwise (db/schema/promotions.ts). */
export const promotionFields = (p: PromotionEntry, productIds: ReadonlyMap<string, string>) => ({
  name: p.name,
  description: p.description,
  translations: compactTranslations(p.translations),
  type: p.type,
  discountValue: promotionValueToMinor(p.type, p.discountValue),
  couponCode: p.couponCode,
  minOrderValueMinor: p.minOrderValue === null ? null : toMinor(p.minOrderValue),
  applicableProductIds: p.applicableProducts.map((name) => idOf(productIds, name)),
  pointsCost: p.pointsCost,
  buyQuantity: p.buyQuantity,
  getQuantity: p.getQuantity,
  validFrom: p.validFrom === null ? null : new Date(p.validFrom),
  validUntil: p.validUntil === null ? null : new Date(p.validUntil),
  activeDays: [...new Set(p.activeDays)],
  isActive: p.isActive,
  displayToCustomers: p.displayToCustomers,
  usageLimitTotal: p.usageLimitTotal,
  usageLimitPerUser: p.usageLimitPerUser,
});

/** Product ids that name no product of the restaurant any more are left out. */
export const promotionEntry = (row: PromotionRow, productNames: ReadonlyMap<string, string>): Item<Input<'promotions'>> => ({
  name: row.name,
  description: row.description,
  ...translationsEntry(row.translations),
  type: row.type,
  discountValue: promotionValueToMajor(row.type, row.discountValue),
  couponCode: row.couponCode,
  minOrderValue: row.minOrderValueMinor === null ? null : toMajor(row.minOrderValueMinor),
  applicableProducts: row.applicableProductIds.flatMap((id) => productNames.get(id) ?? []),
  pointsCost: row.pointsCost,
  buyQuantity: row.buyQuantity,
  getQuantity: row.getQuantity,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  activeDays: row.activeDays.filter(isWeekday),
  isActive: row.isActive,
  displayToCustomers: row.displayToCustomers,
  usageLimitTotal: row.usageLimitTotal,
  usageLimitPerUser: row.usageLimitPerUser,
});

/** A slide's link to a dish: the storefront's product page, by id in the row and by name in the file. */
const productPath = (id: string) => `/product/${id}`;
const PRODUCT_PATH = /^\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const highlightFields = (h: HighlightEntry, index: number, productIds: ReadonlyMap<string, string>) => ({
  title: h.title,
  subtitle: h.subtitle,
  translations: compactTranslations(h.translations),
  imageUrl: h.imageUrl,
  linkUrl: h.linkProduct === null ? h.linkUrl : productPath(idOf(productIds, h.linkProduct)),
  linkText: h.linkText,
  buttonColor: h.buttonColor,
  buttonTextColor: h.buttonTextColor,
  overlayColor: h.overlayColor,
  textColor: h.textColor,
  animationHint: h.animationHint,
  isActive: h.isActive,
  displayOrder: index + 1,
});

export const highlightEntry = (row: HighlightRow, productNames: ReadonlyMap<string, string>): Item<Input<'highlights'>> => {
  const linked = PRODUCT_PATH.exec(row.linkUrl ?? '')?.[1];
  const linkProduct = linked === undefined ? undefined : productNames.get(linked);
  return {
    title: row.title,
    subtitle: row.subtitle,
    ...translationsEntry(row.translations),
    imageUrl: row.imageUrl,
    linkUrl: linkProduct === undefined ? row.linkUrl : null,
    linkProduct: linkProduct ?? null,
    linkText: row.linkText,
    buttonColor: row.buttonColor,
    buttonTextColor: row.buttonTextColor,
    overlayColor: row.overlayColor,
    textColor: row.textColor,
    // Free text in the row; the file's enum reports an unknown hint by its path.
    animationHint: row.animationHint as HighlightEntry['animationHint'],
    isActive: row.isActive,
  };
};
