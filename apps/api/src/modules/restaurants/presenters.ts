import { accessibleTheme, baseColours, localizedAbout, localizedText, offeredPaymentMethods, toMajor, upcomingSpecialDates, type Language, type PublicRestaurant, type ServedColours } from '@platter/domain';
import type { SignInProvider } from '@platter/domain';
import type { Config } from '../../config.ts';
import { addressOf, contactOf } from './content.ts';
import type { PublicRestaurantParts } from './public-configuration.ts';

/** The social sign-in providers the deployment has configured (their ids are set). */
export function signInProvidersOf(config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'FACEBOOK_APP_ID'>): SignInProvider[] {
  const providers: SignInProvider[] = [];
  if (config.GOOGLE_CLIENT_ID) providers.push('google');
  if (config.FACEBOOK_APP_ID) providers.push('facebook');
  return providers;
}

/** Whether the deployment has an address search provider (the same rule as address-lookup's service). */
export function addressSearchOf(config: Partial<Pick<Config, 'GOOGLE_MAPS_API_KEY' | 'PHOTON_URL'>>): boolean {
  return Boolean(config.GOOGLE_MAPS_API_KEY || config.PHOTON_URL);
}

/** Whether the platform has a card-payment provider configured (with a restaurant's connected account, cards are offered). */
export function cardPaymentsOf(config: Partial<Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>>): boolean {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);
}

export function presentPublicRestaurant(
  row: PublicRestaurantParts,
  /** The business clock's now: the special dates shown are those of the next 14 days from it. */
  now: Date,
  /** The request's language: the description and About content in it, where translated (else the default language's). */
  language: Language,
  signInProviders: readonly SignInProvider[] = [],
  addressSearch = false,
  cardPayments = false,
): PublicRestaurant {
  const served = accessibleTheme(row.theme).theme;
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: localizedText(row.description, row.translations, language, 'description'),
    logoUrl: row.logoUrl,
    coverImageUrl: row.coverImageUrl,
    currency: { code: row.currencyCode, symbol: row.currencySymbol },
    timeZone: row.timeZone,
    languages: row.languages,
    themeSettings: { faviconUrl: row.themeSettings.faviconUrl ?? null },
    // The colours as served (contrast-checked), so the page's theme-colour matches its stylesheet.
    theme: { light: baseColours(served.light), dark: baseColours(served.dark) },
    deliverySettings: {
      delivery: {
        fee: row.deliveryFeeMinor === null ? null : toMajor(row.deliveryFeeMinor),
        allowsCollection: row.allowsCollection,
        minimumOrder: toMajor(row.deliveryMinimumMinor),
      },
    },
    contact: contactOf(row),
    address: addressOf(row),
    openingHours: row.openingHours,
    specialDates: upcomingSpecialDates(row.specialDates, row.timeZone, now),
    socialMediaLinks: row.socialLinks,
    // Card payment only where it can be taken: the placeholder of the spec is gone.
    paymentMethods: offeredPaymentMethods(row.paymentMethods, cardPayments && row.stripeAccountId !== null),
    tips: row.tips,
    isAcceptingOrders: row.isAcceptingOrders,
    guestCheckout: row.guestCheckout,
    pointsPerCurrencyUnit: row.pointsPerCurrencyUnit,
    averageRating: Math.round(row.averageRating * 10) / 10,
    totalReviews: row.totalReviews,
    aboutContent: localizedAbout(row.aboutContent, language),
    signInProviders: [...signInProviders],
    addressSearch,
  };
}

/** 'surfaceVariant' → 'surface-variant'. */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function declarations(colours: ServedColours): string {
  return Object.entries(colours)
    .map(([key, value]) => `  --color-${kebab(key)}: ${value};`)
    .join('\n');
}

/**
 * The restaurant's stylesheet: its colours as the storefront's design tokens, light on :root,
 * dark under [data-theme="dark"] (and .dark). The palette is contrast-checked first (WCAG AA,
 * packages/domain/src/theme-contrast.ts): colours that would not read are moved until they do,
 * text-on-colour and focus colours are derived, an unreadable colour set is replaced by the
 * platform's; each change is noted in a comment.
 */
export function themeStylesheet(row: Pick<PublicRestaurantParts, 'name' | 'theme'>): string {
  const { theme, changes, refused } = accessibleTheme(row.theme);
  const notes = [
    ...refused.map((scheme) => `${scheme}: refused (no text colour reads on its grounds); the platform palette is served`),
    ...changes.filter((c) => c.from !== null).map((c) => `${c.scheme} ${c.token}: ${c.from} → ${c.to} (was ${c.reason})`),
  ];
  return [
    `/* ${row.name.replace(/\*\//g, '')}: theme tokens */`,
    ...(notes.length ? [`/* Contrast (WCAG AA):\n${notes.map((n) => `   ${n}`).join('\n')}\n */`] : []),
    `:root {\n  color-scheme: light;\n${declarations(theme.light)}\n}`,
    `:root[data-theme="dark"],\n:root.dark {\n  color-scheme: dark;\n${declarations(theme.dark)}\n}`,
    '',
  ].join('\n');
}
