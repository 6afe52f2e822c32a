/**
 * The back office's settings (issue 27): each section of a restaurant's own settings is read and
 * changed whole, on the version it was read at (a change on an older version answers 409
 * STALE_EDIT naming who changed it and when, as the menu editor does). The sections' bodies use the
 * tenant file's own schemas, so a setting has one set of rules wherever it is written.
 */
import { z } from 'zod';
import { ORDER_TYPES } from '../pricing.ts';
import { servesOrderType } from '../checkout-rules.ts';
import { fulfilmentOfferOf, offeredFulfilment } from '../fulfilment/index.ts';
import { apiErrorSchema, envelope } from './common.ts';
import { editorSchema } from './menu-editing.ts';
import { menuLocation, menuMoney, menuName } from './menu-rules.ts';
import { capacityRulesSchema } from './capacity.ts';
import { missedOrdersSchema } from '../missed-orders.ts';
import { tipSettingsSchema } from '../tips.ts';
import { backOfficePrintersSchema, printersSchema } from './printers.ts';
import { openingHoursSchema, specialDatesSchema, themeColoursSchema } from './restaurant.ts';
import { restaurantLanguagesSchema } from './languages.ts';
import { aboutSectionSchema, contactSettingsSchema, slidesSettingsSchema } from './home-content.ts';

/** The sections of the restaurant's row that the back office changes, each versioned on its own. */
export const SETTINGS_SECTION_IDS = ['hours', 'fulfilment', 'look', 'slides', 'about', 'contact', 'capacity', 'orders', 'printers', 'tips', 'languages', 'loyalty'] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTION_IDS)[number];

/** A section's version, when and by whom it last changed (null: never changed in the back office). */
export const settingsStampSchema = z.object({
  version: z.number().int().min(1),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: editorSchema.nullable(),
});
export type SettingsStamp = z.infer<typeof settingsStampSchema>;

/** As stored on the restaurant's row: the stamp of each section changed so far. */
export type SettingsStamps = Partial<Record<SettingsSectionId, { version: number; at: string; by: { id: string; name: string } | null }>>;

/** A change names the version it was made on. */
const versioned = { version: z.number().int().min(1, 'version is the section version you read.') };

/** Hours and closures: the weekly hours (several openings a day) and the special dates. */
export const hoursSettingsSchema = z.object({
  openingHours: openingHoursSchema,
  specialDates: specialDatesSchema,
});
export type HoursSettings = z.infer<typeof hoursSettingsSchema>;
export const hoursSettingsBody = hoursSettingsSchema.extend(versioned);
export type HoursSettingsBody = z.infer<typeof hoursSettingsBody>;
export const hoursSettingsResponse = envelope({ settings: hoursSettingsSchema, stamp: settingsStampSchema });
export type HoursSettingsResponse = z.infer<typeof hoursSettingsResponse>;
export const staleHoursEditSchema = apiErrorSchema.extend({ current: z.object({ settings: hoursSettingsSchema, stamp: settingsStampSchema }).optional() });

const stale = <T extends z.ZodType>(settings: T) =>
  apiErrorSchema.extend({ current: z.object({ settings, stamp: settingsStampSchema }).optional() });

/** At most this many payment methods (the tenant file's limit). */
export const MAX_PAYMENT_METHODS = 20;

/**
 * One payment method as stored: its name (diners see it), whether it is offered, and the order
 * types it is taken for (absent: every one, as files written before it had no such field).
 */
export const paymentMethodEntrySchema = z.strictObject({
  methodName: menuName(100),
  isEnabled: z.boolean(),
  orderTypes: z
    .array(z.enum(ORDER_TYPES))
    .min(1, 'Name at least one order type, or switch the method off.')
    .refine((types) => new Set(types).size === types.length, 'Name each order type once.')
    .optional()
    .meta({ description: "The order types it is taken for, such as ['Delivery'] for cash on delivery but not at collection; absent: every order type." }),
});

/** The restaurant's payment methods: named once each (compared trimmed, without case). */
export const paymentMethodsSchema = z
  .array(paymentMethodEntrySchema)
  .max(MAX_PAYMENT_METHODS, `Keep at most ${MAX_PAYMENT_METHODS} payment methods.`)
  .superRefine((methods, ctx) => {
    const seen = new Set<string>();
    for (const [index, method] of methods.entries()) {
      const key = method.methodName.trim().toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'Each payment method is listed once.', path: [index, 'methodName'] });
      seen.add(key);
    }
  });

/**
 * Delivery and collection: the delivery fee (null: no delivery; 0: free), the minimum order for
 * delivery (the items' subtotal before fee and discount; 0: none) and whether diners may collect.
 * The tenant file's `settings.delivery` is this object.
 */
export const deliverySettingsSchema = z
  .strictObject({
    fee: menuMoney.nullable().meta({ description: 'null: no delivery offered; 0: free delivery.' }),
    minimumOrder: menuMoney
      .default(0)
      .meta({ description: "The items' subtotal a delivery needs, before the fee and any discount; 0: no minimum. Pickup has none." }),
    allowsCollection: z.boolean(),
  })
  .superRefine((delivery, ctx) => {
    if (delivery.fee === null && !delivery.allowsCollection) {
      ctx.addIssue({ code: 'custom', message: 'Offer delivery, collection or both: diners need one way to get their order.', path: ['allowsCollection'] });
    }
  });
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

/** Fulfilment and payment: delivery, collection and the payment methods; each order type offered has a way to pay. */
export const fulfilmentSettingsSchema = z
  .object({
    delivery: deliverySettingsSchema,
    paymentMethods: paymentMethodsSchema,
  })
  .superRefine(({ delivery, paymentMethods }, ctx) => {
    for (const offered of offeredFulfilment(fulfilmentOfferOf(delivery))) {
      if (!paymentMethods.some((method) => method.isEnabled && servesOrderType(method, offered.type))) {
        ctx.addIssue({ code: 'custom', message: `${offered.words.plural} have no way to pay: switch on a payment method for them.`, path: ['paymentMethods'] });
      }
    }
  });
export type FulfilmentSettings = z.infer<typeof fulfilmentSettingsSchema>;
export const fulfilmentSettingsBody = fulfilmentSettingsSchema.extend(versioned);
export type FulfilmentSettingsBody = z.input<typeof fulfilmentSettingsBody>;
export const fulfilmentSettingsResponse = envelope({
  settings: fulfilmentSettingsSchema,
  stamp: settingsStampSchema,
  /** Whether card payment ('Online Payment') can be switched on: the deployment takes cards and the restaurant has a connected account. */
  onlinePayment: z.object({ canEnable: z.boolean() }),
});
export type FulfilmentSettingsResponse = z.infer<typeof fulfilmentSettingsResponse>;
export const staleFulfilmentEditSchema = stale(fulfilmentSettingsSchema);

/** The tenant file's theme: both colour sets, every colour given. */
export const themeSettingsSchema = z.strictObject({
  light: z.strictObject(themeColoursSchema.shape),
  dark: z.strictObject(themeColoursSchema.shape),
});

/**
 * Look: the logo, cover picture and tab icon (a path on this site, such as an uploaded photo's
 * URL, or an http(s) URL; null: none) and the theme's colours as the owner chose them (the
 * storefront serves them contrast-checked: theme-contrast.ts).
 */
export const lookSettingsSchema = z.object({
  logoUrl: menuLocation.nullable(),
  coverImageUrl: menuLocation.nullable(),
  faviconUrl: menuLocation.nullable(),
  theme: themeSettingsSchema,
});
export type LookSettings = z.infer<typeof lookSettingsSchema>;
export const lookSettingsBody = lookSettingsSchema.extend(versioned);
export type LookSettingsBody = z.infer<typeof lookSettingsBody>;
export const lookSettingsResponse = envelope({ settings: lookSettingsSchema, stamp: settingsStampSchema });
export type LookSettingsResponse = z.infer<typeof lookSettingsResponse>;
export const staleLookEditSchema = stale(lookSettingsSchema);

/** Home page: the hero slides, in order (the restaurant's welcome slide stays first). */
export const slidesSettingsBody = slidesSettingsSchema.extend(versioned);
export type SlidesSettingsBody = z.input<typeof slidesSettingsBody>;
export const slidesSettingsResponse = envelope({ settings: slidesSettingsSchema, stamp: settingsStampSchema });
export type SlidesSettingsResponse = z.infer<typeof slidesSettingsResponse>;
export const staleSlidesEditSchema = stale(slidesSettingsSchema);

/** About: the teaser on Home and the full About page (null: not shown), and the restaurant's description, with their translations. */
export const aboutSettingsBody = aboutSectionSchema.extend(versioned);
export type AboutSettingsBody = z.input<typeof aboutSettingsBody>;
export const aboutSettingsResponse = envelope({ settings: aboutSectionSchema, stamp: settingsStampSchema });
export type AboutSettingsResponse = z.infer<typeof aboutSettingsResponse>;
export const staleAboutEditSchema = stale(aboutSectionSchema);

/** Contact: phone, e-mail, address and the social links. */
export const contactSettingsBody = contactSettingsSchema.extend(versioned);
export type ContactSettingsBody = z.input<typeof contactSettingsBody>;
export const contactSettingsResponse = envelope({ settings: contactSettingsSchema, stamp: settingsStampSchema });
export type ContactSettingsResponse = z.infer<typeof contactSettingsResponse>;
export const staleContactEditSchema = stale(contactSettingsSchema);

/** The site's addresses (Owner): its own under the platform's domain, and the restaurant's own domains. */
export const MAX_CUSTOM_DOMAINS = 10;
export const siteAddressSchema = z.object({ host: z.string(), kind: z.enum(['platform', 'custom']) });
export const domainsResponse = envelope({
  addresses: z.array(siteAddressSchema),
  /** The name a custom domain's CNAME record points to: the restaurant's platform address. */
  dnsTarget: z.string(),
});
export type DomainsResponse = z.infer<typeof domainsResponse>;
export const addDomainBody = z.object({ domain: z.string().trim().min(1, 'domain is required: a name such as order.example.com.').max(253, 'A domain name has at most 253 characters.') });
export const domainParams = z.object({ domain: z.string().min(1).max(253) });

/** Kitchen capacity (issue 28): the tenant file's `capacity`, null for no capacity rules. */
export const capacitySettingsSchema = z.object({ capacity: capacityRulesSchema.nullable() });
export type CapacitySettings = z.infer<typeof capacitySettingsSchema>;
export const capacitySettingsBody = capacitySettingsSchema.extend(versioned);
export const capacitySettingsResponse = envelope({ settings: capacitySettingsSchema, stamp: settingsStampSchema });
export type CapacitySettingsResponse = z.infer<typeof capacitySettingsResponse>;
export const staleCapacityEditSchema = stale(capacitySettingsSchema);

/** Orders (issue 29): when a waiting order alerts the kitchen and when it is rejected by itself (the tenant file's `missedOrders`). */
export const ordersSettingsSchema = z.object({
  missedOrders: missedOrdersSchema,
  /** Guest checkout (issue 30): diners may order without an account; on by default. */
  guestCheckout: z.boolean({ message: 'Choose whether guests may order without an account.' }),
});
export type OrdersSettings = z.infer<typeof ordersSettingsSchema>;
export const ordersSettingsBody = ordersSettingsSchema.extend(versioned);
export const ordersSettingsResponse = envelope({ settings: ordersSettingsSchema, stamp: settingsStampSchema });
export type OrdersSettingsResponse = z.infer<typeof ordersSettingsResponse>;
export const staleOrdersEditSchema = stale(ordersSettingsSchema);

/** Languages (issue 31): the languages the storefront offers and its default (the tenant file's `languages`). */
export const languagesSettingsSchema = z.object({ languages: restaurantLanguagesSchema });
export type LanguagesSettings = z.infer<typeof languagesSettingsSchema>;
export const languagesSettingsBody = languagesSettingsSchema.extend(versioned);
export const languagesSettingsResponse = envelope({ settings: languagesSettingsSchema, stamp: settingsStampSchema });
export type LanguagesSettingsResponse = z.infer<typeof languagesSettingsResponse>;
export const staleLanguagesEditSchema = stale(languagesSettingsSchema);

/** Printers (issue 29): the restaurant's receipt printers, at most 5 here (printers.ts, backOfficePrintersSchema); their addresses are judged by the API's printer address rule. */
export const printersSettingsSchema = z.object({ printers: backOfficePrintersSchema });
export type PrintersSettings = z.infer<typeof printersSettingsSchema>;
export const printersSettingsBody = printersSettingsSchema.extend(versioned);
/** As stored: a tenant file may hold up to 10 printers, so answers use the file's schema. */
const storedPrintersSchema = z.object({ printers: printersSchema });
export const printersSettingsResponse = envelope({ settings: storedPrintersSchema, stamp: settingsStampSchema });
export type PrintersSettingsResponse = z.infer<typeof printersSettingsResponse>;
export const stalePrintersEditSchema = stale(storedPrintersSchema);

/** Tips (issue 30): the tenant file's `tips`: off by default, presets, a custom amount, the order types that take them. */
export const tipsSettingsSchema = z.object({ tips: tipSettingsSchema });
export type TipsSettings = z.infer<typeof tipsSettingsSchema>;
export const tipsSettingsBody = tipsSettingsSchema.extend(versioned);
export type TipsSettingsBody = z.infer<typeof tipsSettingsBody>;
export const tipsSettingsResponse = envelope({ settings: tipsSettingsSchema, stamp: settingsStampSchema });
export type TipsSettingsResponse = z.infer<typeof tipsSettingsResponse>;
export const staleTipsEditSchema = stale(tipsSettingsSchema);

/** The most loyalty points a restaurant may give per whole currency unit (the tenant file's bound too). */
export const POINTS_PER_CURRENCY_UNIT_MAX = 1000;
const POINTS_RATE_RULE = `The points per currency unit is a whole number from 0 to ${POINTS_PER_CURRENCY_UNIT_MAX}.`;

/**
 * Loyalty (issue 40; Owner only): the points a diner earns per whole currency unit of an order's
 * total once it is delivered or collected (`pointsEarnedFor`), the tenant file's
 * `settings.pointsPerCurrencyUnit`; 0 earns none. Orders already fulfilled keep their points.
 */
export const loyaltySettingsSchema = z.object({
  pointsPerCurrencyUnit: z.number({ error: POINTS_RATE_RULE }).int(POINTS_RATE_RULE).min(0, POINTS_RATE_RULE).max(POINTS_PER_CURRENCY_UNIT_MAX, POINTS_RATE_RULE),
});
export type LoyaltySettings = z.infer<typeof loyaltySettingsSchema>;
export const loyaltySettingsBody = loyaltySettingsSchema.extend(versioned);
export const loyaltySettingsResponse = envelope({ settings: loyaltySettingsSchema, stamp: settingsStampSchema });
export type LoyaltySettingsResponse = z.infer<typeof loyaltySettingsResponse>;
export const staleLoyaltyEditSchema = stale(loyaltySettingsSchema);
