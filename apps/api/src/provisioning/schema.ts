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
  ANIMATION_HINTS,
  categoryEntrySchema,
  menuCount,
  menuLocation,
  menuName,
  menuText,
  checkFirstPeriod,
  openingHoursEntryShape,
  specialDatesSchema,
  productEntrySchema,
  deliverySettingsSchema,
  paymentMethodsSchema,
  printersSchema,
  themeSettingsSchema,
  promotionEntrySchema,
} from '@platter/domain';
import { checkHighlight, checkReferences } from './rules.ts';

export const TENANT_FILE_VERSION = 1;

// The menu's rules and shapes live in the domain (contracts/menu-rules.ts): the menu editor's API validates with the same objects.
const text = menuText;
const name = menuName;

/** Where an image or link points: a path on this site or an http(s) URL. */
const location = menuLocation;
const webUrl = text(2000).regex(/^https?:\/\/\S+$/, 'must be an http(s) URL');

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
  contact: z
    .strictObject({
      phone: text(50).default(''),
      email: text(320)
        .refine((v) => v === '' || z.email().safeParse(v).success, 'must be an e-mail address or empty')
        .default(''),
    })
    .default({ phone: '', email: '' }),
  address: z.strictObject({
    street: text(200),
    city: text(100),
    postalCode: text(20),
    country: name(100),
    coordinates: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  }),
  socialMediaLinks: z
    .strictObject({ facebook: webUrl.optional(), instagram: webUrl.optional(), twitter: webUrl.optional(), youtube: webUrl.optional() })
    .default({}),
  pointsPerCurrencyUnit: count(0, 1000)
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

const icon = text(100).meta({ description: "An @mdi/js icon name such as 'mdiLeaf'." });
export const aboutFileSchema = z.strictObject({
  teaser: z
    .strictObject({
      imageUrl: location,
      preHeading: text(200),
      mainHeadline: text(300),
      introParagraph: text(5000),
      expandedParagraphs: z.array(z.strictObject({ icon, text: text(5000) })).max(20),
    })
    .nullable(),
  fullPage: z
    .strictObject({
      pageTagline: text(300),
      storySections: z
        .array(
          z.strictObject({
            sectionType: z.enum(['text', 'image']),
            heading: text(300).optional(),
            paragraph: text(10_000).optional(),
            imageUrl: location.optional(),
            altText: text(500).optional(),
          }),
        )
        .max(50),
      missionStatement: text(5000),
      coreValues: z.array(z.strictObject({ title: text(200), description: text(2000), icon })).max(20),
    })
    .nullable(),
});

/** A promotion: the domain's promotion rules (contracts/promotion-rules.ts), which the back office's offers API validates with too. */
const promotion = promotionEntrySchema;

const colour = text(100).nullable().default(null);

const highlight = z
  .strictObject({
    title: name(),
    subtitle: text(500).default(''),
    imageUrl: location.meta({ description: 'Ends in .mp4: shown as a video.' }),
    linkUrl: location.nullable().default(null),
    linkProduct: name().nullable().default(null).meta({ description: 'The name of a product in this file: the button opens its page.' }),
    linkText: text(100).nullable().default(null),
    buttonColor: colour,
    buttonTextColor: colour,
    overlayColor: colour,
    textColor: colour,
    animationHint: z.enum(ANIMATION_HINTS).default('fade-in'),
    isActive: z.boolean().default(true),
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
    description: text(2000).default(''),
    ownerEmail: z
      .email({ message: 'must be an e-mail address' })
      .max(320)
      .nullable()
      .default(null)
      .meta({ description: "The owner's account: created if missing (with a one-time password), else given the Owner role here." }),
    settings: settingsSchema,
    openingHours: openingHoursFileSchema,
    specialDates: specialDatesSchema
      .default([])
      .meta({ description: 'Closures and changed hours for a date or range (YYYY-MM-DD in settings.timeZone), replacing the weekday’s hours on those days.' }),
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
