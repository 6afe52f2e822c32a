import { z } from 'zod';
import { id, money } from './common.ts';

import { WEEKDAYS } from '../weekdays.ts';
export { WEEKDAYS, type Weekday } from '../weekdays.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 09:30.');

export const openingHoursEntrySchema = z.object({ open: hhmm, close: hhmm, isClosed: z.boolean() });
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;

/** Keyed by lowercase weekday; a missing day is "Not specified". */
export const openingHoursSchema = z.partialRecord(z.enum(WEEKDAYS), openingHoursEntrySchema);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

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

export const aboutContentSchema = z.object({
  teaser: aboutTeaserSchema.nullable(),
  fullPage: aboutFullPageSchema.nullable(),
});

/** The social sign-in providers a deployment can configure. */
export const SIGN_IN_PROVIDERS = ['google', 'facebook'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export const paymentMethodSchema = z.object({
  methodName: z.string(),
  isEnabled: z.boolean(),
});

/** The public configuration of one restaurant: everything the storefront needs to boot. */
export const publicRestaurantSchema = z.object({
  _id: id,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  currency: z.object({ code: z.string().length(3), symbol: z.string() }),
  timeZone: z.string(),
  themeSettings: z.object({ faviconUrl: z.string().nullable() }),
  theme: themeSchema,
  deliverySettings: z.object({
    /** fee null = no delivery offered; 0 = free delivery. */
    delivery: z.object({ fee: money.nullable(), allowsCollection: z.boolean() }),
  }),
  contact: z.object({ phone: z.string(), email: z.string() }),
  address: addressSchema,
  openingHours: openingHoursSchema,
  socialMediaLinks: z.object({
    facebook: z.string().optional(),
    instagram: z.string().optional(),
    twitter: z.string().optional(),
    youtube: z.string().optional(),
  }),
  paymentMethods: z.array(paymentMethodSchema),
  /** false while the kitchen has paused online ordering: the site says so and checkout cannot place orders. */
  isAcceptingOrders: z.boolean(),
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
