/**
 * The tenant file: one restaurant, whole, as JSON (docs/provisioning.md). It names things by
 * their own names, never by database ids: categories and products by name, option groups by name
 * within their product, values by label within their group, promotions by name, slides by title.
 * So a file exported from one restaurant imports as another. Money is in major units (12.50), as
 * the API sends it. The same schema validates a file and, through z.toJSONSchema, documents it
 * (docs/tenant-file.schema.json); rules across lists (references, unique names) are in rules.ts,
 * the menu's (categories, dishes, option groups) in the domain's contracts/menu-rules.ts, a
 * promotion's in contracts/promotion-rules.ts.
 */
import { z } from 'zod';
import {
  aboutSettingsSchema,
  contactDetailsSchema,
  heroSlideShape,
  restaurantAddressSchema,
  socialLinksSchema,
  categoryEntrySchema,
  menuCount,
  menuLocation,
  menuName,
  menuText,
  restaurantTranslations,
  checkFirstPeriod,
  openingHoursEntryShape,
  specialDatesSchema,
  capacityRulesSchema,
  MISSED_ORDER_DEFAULTS,
  missedOrdersSchema,
  TIP_DEFAULTS,
  tipSettingsSchema,
  productEntrySchema,
  deliverySettingsSchema,
  paymentMethodsSchema,
  printersSchema,
  restaurantLanguagesSchema,
  themeSettingsSchema,
  promotionEntrySchema,
  POINTS_PER_CURRENCY_UNIT_MAX,
} from '@platter/domain';
import { checkHighlight, checkReferences } from './rules.ts';

export const TENANT_FILE_VERSION = 1;

// The menu's rules and shapes live in the domain (contracts/menu-rules.ts): the menu editor's API validates with the same objects.
const text = menuText;
const name = menuName;

/** Where an image or link points: a path on this site or an http(s) URL. */
const location = menuLocation;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

const count = menuCount;

export const settingsSchema = z.strictObject({
  logoUrl: location.nullable().default(null),
  coverImageUrl: location.nullable().default(null),
  faviconUrl: location.nullable().default(null),
  currency: z.strictObject({
    code: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as GBP'),
    symbol: name(8),
  }),
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/London'),
  delivery: deliverySettingsSchema,
  contact: contactDetailsSchema.default({ phone: '', email: '' }),
  address: restaurantAddressSchema,
  socialMediaLinks: socialLinksSchema.default({}),
  pointsPerCurrencyUnit: count(0, POINTS_PER_CURRENCY_UNIT_MAX)
    .default(1)
    .meta({ description: 'Loyalty points earned per whole currency unit spent.' }),
});

const hoursEntry = z.strictObject(openingHoursEntryShape).superRefine(checkFirstPeriod);
export const openingHoursFileSchema = z
  .strictObject({
    sunday: hoursEntry.optional(),
    monday: hoursEntry.optional(),
    tuesday: hoursEntry.optional(),
    wednesday: hoursEntry.optional(),
    thursday: hoursEntry.optional(),
    friday: hoursEntry.optional(),
    saturday: hoursEntry.optional(),
  })
  .meta({
    description:
      "Wall-clock times in settings.timeZone; a missing day is closed ('Not specified'). open/close are the day's first opening; " +
      '`periods` lists every opening when there are several (lunch and dinner).',
  });

/** The theme and payment methods have the back office's own schemas (contracts/restaurant-settings.ts). */
export const themeFileSchema = themeSettingsSchema;

/** The About teaser and page: the back office's own schema (contracts/home-content.ts). */
export const aboutFileSchema = aboutSettingsSchema;

/** A promotion: the domain's promotion rules (contracts/promotion-rules.ts), which the back office's offers API validates with too. */
const promotion = promotionEntrySchema;

/** A hero slide: the back office's fields (contracts/home-content.ts), and a link to a dish by name. */
const { title, subtitle, imageUrl, linkUrl, ...slideLook } = heroSlideShape;
const highlight = z
  .strictObject({
    title,
    subtitle,
    imageUrl,
    linkUrl,
    linkProduct: name().nullable().default(null).meta({ description: 'The name of a product in this file: the button opens its page.' }),
    ...slideLook,
  })
  .superRefine(checkHighlight);

export const tenantFileSchema = z
  .strictObject({
    $schema: z.string().optional().meta({ description: 'For editors; ignored.' }),
    version: z.literal(TENANT_FILE_VERSION),
    slug: z
      .string()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be lowercase letters, digits and inner hyphens, at most 63 (e.g. golden-fork)')
      .meta({ description: 'Serves the restaurant at {slug}.{BASE_DOMAIN}; an existing slug is updated.' }),
    name: name(),
    organisation: z
      .strictObject({
        slug: z
          .string()
          .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be lowercase letters, digits and inner hyphens, at most 63 (e.g. golden-group)')
          .meta({ description: 'Names the organisation: files naming the same slug put their restaurants in one organisation.' }),
        name: name(),
      })
      .optional()
      .meta({
        description:
          "The organisation that owns the restaurant (its Owners see and manage every restaurant of it): created if missing, renamed if its name differs. Left out: a new restaurant gets an organisation of its own named after it (slug the restaurant's); an existing one keeps its organisation.",
      }),
    description: text(2000).default(''),
    translations: restaurantTranslations.optional().meta({
      description: "The restaurant's description in other languages than the default, per language; left out or blank: the default language's.",
    }),
    ownerEmail: z
      .email({ message: 'must be an e-mail address' })
      .max(320)
      .nullable()
      .default(null)
      .meta({ description: "An Owner of the restaurant's organisation: the account is created if missing (with a one-time password), else made an Owner of the organisation." }),
    settings: settingsSchema,
    openingHours: openingHoursFileSchema,
    specialDates: specialDatesSchema
      .default([])
      .meta({ description: 'Closures and changed hours for a date or range (YYYY-MM-DD in settings.timeZone), replacing the weekday’s hours on those days.' }),
    capacity: capacityRulesSchema
      .nullable()
      .default(null)
      .meta({
        description:
          'Kitchen capacity: slot length (default 15 minutes), preparation lead time (default 20), delivery travel time (default 0), and caps per slot by orders and/or items for pickup and delivery (a cap left out is no cap). null: no capacity rules.',
      }),
    missedOrders: missedOrdersSchema.default({ ...MISSED_ORDER_DEFAULTS }).meta({
      description:
        'Orders nobody accepts: after alertMinutes (default 3) the board alerts and the restaurant is e-mailed once; after rejectMinutes (default 10) the order is rejected by itself and the diner told why.',
    }),
    tips: tipSettingsSchema.default({ ...TIP_DEFAULTS, presets: [...TIP_DEFAULTS.presets], orderTypes: [...TIP_DEFAULTS.orderTypes] }).meta({
      description:
        'Tips: off by default. When enabled, diners may add a tip at checkout on the orderTypes named: one of the presets (percentages of the food after discounts) or, with allowCustom, an amount of their own (at most the food after discounts). Never discounted, never earning points.',
    }),
    guestCheckout: z.boolean().default(true).meta({
      description: 'Guest checkout: diners may order without an account, giving name, e-mail and phone instead (default true).',
    }),
    languages: restaurantLanguagesSchema.default({ default: 'en-GB', offered: ['en-GB'] }).meta({
      description:
        "The storefront's languages: `offered` (en-GB, pt-PT) and the `default` among them, used when the diner's choice and browser name none offered; `nameArticle` ('a', 'o', 'as', 'os', or null): the article the restaurant's name takes in Portuguese, so texts read 'na Tasca do Porto', 'à Tasca do Porto' (null: the name reads bare, 'em The Golden Fork').",
    }),
    theme: themeFileSchema,
    paymentMethods: paymentMethodsSchema,
    payments: z
      .strictObject({
        stripeAccountId: z
          .string()
          .regex(/^acct_[A-Za-z0-9]{1,64}$/, "must be a Stripe connected account id ('acct_…')")
          .nullable()
          .default(null)
          .meta({ description: "The restaurant's Stripe connected account: card payments ('Online Payment') are paid into it. null: not connected, card payment not offered." }),
      })
      .default({ stripeAccountId: null }),
    about: aboutFileSchema.default({ teaser: null, fullPage: null }),
    printers: printersSchema
      .default([])
      .meta({ description: "Receipt printers on the restaurant's network (ESC/POS over raw TCP): kitchen and packing tickets, printed when an order is accepted (autoPrint) or on demand." }),
    categories: z
      .array(categoryEntrySchema)
      .max(500)
      .default([])
      .meta({ description: 'In menu order.' }),
    products: z.array(productEntrySchema).max(2000).default([]).meta({ description: 'In menu order.' }),
    promotions: z.array(promotion).max(500).default([]),
    highlights: z.array(highlight).max(50).default([]).meta({ description: "The home page's hero slides, in order." }),
  })
  .superRefine(checkReferences, { when: () => true })
  .meta({
    title: 'Platter tenant file',
    description: 'One restaurant, whole: `npm run tenant -- import FILE` creates or updates it; `export SLUG` writes one.',
  });

/** A valid file with every default filled in: what `export` writes and `import` reads. */
export type TenantFile = z.output<typeof tenantFileSchema>;
/** What a person may write (defaults may be left out). */
export type TenantFileInput = z.input<typeof tenantFileSchema>;
export type ProductEntry = TenantFile['products'][number];
export type OptionGroupEntry = ProductEntry['options'][number];
export type PromotionEntry = TenantFile['promotions'][number];
export type HighlightEntry = TenantFile['highlights'][number];
export type CategoryEntry = TenantFile['categories'][number];
