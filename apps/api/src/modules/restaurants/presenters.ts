import { toMajor, type PublicRestaurant, type ThemeColours } from '@platter/domain';
import type { RestaurantRow } from '../../db/schema.ts';

export function presentPublicRestaurant(row: RestaurantRow): PublicRestaurant {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logoUrl: row.logoUrl,
    coverImageUrl: row.coverImageUrl,
    currency: { code: row.currencyCode, symbol: row.currencySymbol },
    timeZone: row.timeZone,
    themeSettings: { faviconUrl: row.themeSettings.faviconUrl ?? null },
    theme: row.theme,
    deliverySettings: {
      delivery: {
        fee: row.deliveryFeeMinor === null ? null : toMajor(row.deliveryFeeMinor),
        allowsCollection: row.allowsCollection,
      },
    },
    contact: { phone: row.contactPhone, email: row.contactEmail },
    address: {
      street: row.addressStreet,
      city: row.addressCity,
      postalCode: row.addressPostalCode,
      country: row.addressCountry,
      coordinates: { lat: row.latitude, lng: row.longitude },
    },
    openingHours: row.openingHours,
    socialMediaLinks: row.socialLinks,
    paymentMethods: row.paymentMethods,
    isAcceptingOrders: row.isAcceptingOrders,
    averageRating: Math.round(row.averageRating * 10) / 10,
    totalReviews: row.totalReviews,
    aboutContent: row.aboutContent,
  };
}

/** 'surfaceVariant' → 'surface-variant'. */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function declarations(colours: ThemeColours): string {
  return Object.entries(colours)
    .map(([key, value]) => `  --color-${kebab(key)}: ${value};`)
    .join('\n');
}

/**
 * The restaurant's stylesheet: its colours as the storefront's design tokens, light on :root,
 * dark under [data-theme="dark"] (and .dark).
 */
export function themeStylesheet(row: RestaurantRow): string {
  return [
    `/* ${row.name.replace(/\*\//g, '')}: theme tokens */`,
    `:root {\n  color-scheme: light;\n${declarations(row.theme.light)}\n}`,
    `:root[data-theme="dark"],\n:root.dark {\n  color-scheme: dark;\n${declarations(row.theme.dark)}\n}`,
    '',
  ].join('\n');
}
