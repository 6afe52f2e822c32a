import { z } from 'zod';
import { id, money } from './common.ts';

import { WEEKDAYS } from '../weekdays.ts';
import { ORDER_TYPES } from '../pricing.ts';
import { tipSettingsSchema } from '../tips.ts';
export { WEEKDAYS, type Weekday } from '../weekdays.ts';
import { restaurantLanguagesSchema } from './languages.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 09:30.');

/** One opening of a day: `close` at or before `open` runs past midnight (opening-hours.ts). */
export const openingPeriodSchema = z.object({ open: hhmm, close: hhmm });
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

/** At most this many openings a day (lunch, dinner, a late bar…). */
export const MAX_PERIODS_PER_DAY = 4;

const periodsSchema = z
  .array(openingPeriodSchema)
  .min(1, 'Add at least one opening, or mark the day closed.')
  .max(MAX_PERIODS_PER_DAY, `A day has at most ${MAX_PERIODS_PER_DAY} openings.`)
  .superRefine((periods, ctx) => {
    const problem = periodsProblem(periods);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.index] });
  });

/**
 * A weekday's hours: the spec's `open/close/isClosed` (the day's first opening) and, when the day
 * has more than one opening (lunch and dinner), `periods` with all of them, the first equal to
 * `open/close`. Without `periods` the day has the one opening `open/close`.
 */
export const openingHoursEntryShape = { open: hhmm, close: hhmm, isClosed: z.boolean(), periods: periodsSchema.optional() };

/** `open/close` are the first of `periods` (when there are periods). */
export function checkFirstPeriod(entry: { open: string; close: string; periods?: readonly OpeningPeriod[] | undefined }, ctx: z.RefinementCtx): void {
  const [first] = entry.periods ?? [];
  if (first && (first.open !== entry.open || first.close !== entry.close)) {
    ctx.addIssue({ code: 'custom', message: 'open and close must be the first of periods.', path: ['open'] });
  }
}

export const openingHoursEntrySchema = z.object(openingHoursEntryShape).superRefine(checkFirstPeriod);
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;

/** Keyed by lowercase weekday; a missing day is "Not specified". */
export const openingHoursSchema = z.partialRecord(z.enum(WEEKDAYS), openingHoursEntrySchema);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

const minutesOf = (hhmmText: string) => Number(hhmmText.slice(0, 2)) * 60 + Number(hhmmText.slice(3, 5));

/**
 * Why a day's openings do not make sense: in time order, none overlapping another, and only the
 * last may run past midnight. Null when they are fine (malformed times are the schema's to refuse).
 */
export function periodsProblem(periods: readonly OpeningPeriod[]): { index: number; message: string } | null {
  let previousEnd = -1;
  for (const [index, period] of periods.entries()) {
    if (!/^\d\d:\d\d$/.test(period.open) || !/^\d\d:\d\d$/.test(period.close)) return null;
    const open = minutesOf(period.open);
    const close = minutesOf(period.close);
    const spans = close <= open;
    if (open <= previousEnd) return { index, message: 'Openings must be in time order and must not overlap.' };
    if (spans && index < periods.length - 1) return { index, message: 'Only the last opening of a day may run past midnight.' };
    previousEnd = spans ? 24 * 60 : close;
  }
  return null;
}

/** A calendar date, YYYY-MM-DD, that exists. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-12-25.')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'That date does not exist.');

/** The longest closure or change of hours one entry may cover (a season), in days. */
export const MAX_SPECIAL_DATE_DAYS = 366;
export const MAX_SPECIAL_DATES = 200;
export const SPECIAL_DATE_NOTE_MAX = 200;

/**
 * A closure or changed hours for a date or a range of dates (Christmas, a private event), in the
 * restaurant's time zone: it replaces the weekday's hours on each day it covers.
 */
export const specialDateSchema = z
  .object({
    date: isoDateSchema,
    /** The last day it covers (inclusive); absent: the one day. */
    endDate: isoDateSchema.optional(),
    isClosed: z.boolean(),
    /** The openings on each day it covers; required unless closed. */
    periods: periodsSchema.optional(),
    /** Shown to diners beside it, such as "Christmas Day". */
    note: z.string().trim().max(SPECIAL_DATE_NOTE_MAX, `Keep the note to ${SPECIAL_DATE_NOTE_MAX} characters.`).default(''),
  })
  .superRefine((entry, ctx) => {
    if (entry.endDate !== undefined && entry.endDate < entry.date) {
      ctx.addIssue({ code: 'custom', message: 'The last day cannot be before the first.', path: ['endDate'] });
    } else if (entry.endDate !== undefined && daysBetween(entry.date, entry.endDate) >= MAX_SPECIAL_DATE_DAYS) {
      ctx.addIssue({ code: 'custom', message: `One entry covers at most ${MAX_SPECIAL_DATE_DAYS} days.`, path: ['endDate'] });
    }
    if (!entry.isClosed && !entry.periods) ctx.addIssue({ code: 'custom', message: 'Give the opening times, or mark it closed.', path: ['periods'] });
  });
export type SpecialDate = z.infer<typeof specialDateSchema>;

/** Calendar days from `from` to `to` (YYYY-MM-DD each). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A restaurant's special dates: at most 200, no two covering the same day. */
export const specialDatesSchema = z
  .array(specialDateSchema)
  .max(MAX_SPECIAL_DATES, `Keep at most ${MAX_SPECIAL_DATES} special dates.`)
  .superRefine((list, ctx) => {
    const sorted = list.map((entry, index) => ({ index, from: entry.date, to: entry.endDate ?? entry.date })).sort((a, b) => a.from.localeCompare(b.from));
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1]!;
      const current = sorted[i]!;
      if (current.from <= previous.to) {
        ctx.addIssue({ code: 'custom', message: `This overlaps the entry for ${previous.from}: one entry per day.`, path: [current.index, 'date'] });
      }
    }
  });

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #6a1b9a.');

/** One colour set; the storefront's design tokens are these names as CSS custom properties. */
export const themeColoursSchema = z.object({
  primary: colour,
  onPrimary: colour,
  secondary: colour,
  onSecondary: colour,
  accent: colour,
  background: colour,
  surface: colour,
  surfaceVariant: colour,
  text: colour,
  textMuted: colour,
  border: colour,
  error: colour,
  info: colour,
  success: colour,
  warning: colour,
});
export type ThemeColours = z.infer<typeof themeColoursSchema>;

export const themeSchema = z.object({ light: themeColoursSchema, dark: themeColoursSchema });
export type Theme = z.infer<typeof themeSchema>;

export const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
});

export const aboutTeaserSchema = z.object({
  imageUrl: z.string(),
  preHeading: z.string(),
  mainHeadline: z.string(),
  introParagraph: z.string(),
  /** icon: an @mdi/js export name such as 'mdiLeaf'. */
  expandedParagraphs: z.array(z.object({ icon: z.string(), text: z.string() })),
});

export const storySectionSchema = z.object({
  sectionType: z.enum(['text', 'image']),
  heading: z.string().optional(),
  paragraph: z.string().optional(),
  imageUrl: z.string().optional(),
  altText: z.string().optional(),
});

export const aboutFullPageSchema = z.object({
  pageTagline: z.string(),
  storySections: z.array(storySectionSchema),
  missionStatement: z.string(),
  coreValues: z.array(z.object({ title: z.string(), description: z.string(), icon: z.string() })),
});

/** The About teaser and page as diners read them: in the request's language (about-translations.ts). */
export const aboutContentSchema = z.object({
  teaser: aboutTeaserSchema.nullable(),
  fullPage: aboutFullPageSchema.nullable(),
});
export type PublicAboutContent = z.infer<typeof aboutContentSchema>;

/** The social sign-in providers a deployment can configure. */
export const SIGN_IN_PROVIDERS = ['google', 'facebook'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export const paymentMethodSchema = z.object({
  methodName: z.string(),
  isEnabled: z.boolean(),
  /** The order types it is taken for (cash on delivery but not at collection); absent: every order type. */
  orderTypes: z.array(z.enum(ORDER_TYPES)).optional(),
});

/** The public configuration of one restaurant: everything the storefront needs to boot. */
export const publicRestaurantSchema = z.object({
  _id: id,
  name: z.string(),
  slug: z.string(),
  /** In the request's language (its translation when written, else the default language's). */
  description: z.string(),
  logoUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  currency: z.object({ code: z.string().length(3), symbol: z.string() }),
  timeZone: z.string(),
  /** The languages the storefront offers, and its default (issue 31). */
  languages: restaurantLanguagesSchema,
  themeSettings: z.object({ faviconUrl: z.string().nullable() }),
  theme: themeSchema,
  deliverySettings: z.object({
    /** fee null = no delivery offered; 0 = free delivery. */
    delivery: z.object({
      fee: money.nullable(),
      allowsCollection: z.boolean(),
      /** The items' subtotal a delivery needs (before the fee and any discount); 0 = no minimum. Pickup has none. */
      minimumOrder: money,
    }),
  }),
  contact: z.object({ phone: z.string(), email: z.string() }),
  address: addressSchema,
  openingHours: openingHoursSchema,
  /** Closures and changed hours on the next 14 days (the restaurant's calendar), earliest first. */
  specialDates: z.array(specialDateSchema),
  socialMediaLinks: z.object({
    facebook: z.string().optional(),
    instagram: z.string().optional(),
    twitter: z.string().optional(),
    youtube: z.string().optional(),
  }),
  paymentMethods: z.array(paymentMethodSchema),
  /** Tips (issue 30): whether checkout offers them, on which order types, with which presets. */
  tips: tipSettingsSchema,
  /** false while the kitchen has paused online ordering: the site says so and checkout cannot place orders. */
  isAcceptingOrders: z.boolean(),
  /** Guest checkout (issue 30): a diner may order without an account (name, e-mail and phone instead). */
  guestCheckout: z.boolean(),
  /** Loyalty points per whole currency unit of an order's total (the success screen's "earn N points" offer to a guest). */
  pointsPerCurrencyUnit: z.number().int(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  aboutContent: aboutContentSchema,
  /** The social sign-in providers this deployment has configured; empty: e-mail and password only. */
  signInProviders: z.array(z.enum(SIGN_IN_PROVIDERS)),
  /** The deployment has an address search provider: checkout and profile offer the search box (they never probe for it). */
  addressSearch: z.boolean(),
});
export type PublicRestaurant = z.infer<typeof publicRestaurantSchema>;

export const restaurantSlugParams = z.object({
  slug: z.string().trim().min(1, 'Restaurant slug is required.'),
});
