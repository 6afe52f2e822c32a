import { WEEKDAYS, weeklyPeriods, type PublicRestaurant } from '@platter/domain';
import type { MetaDescriptor } from 'react-router';

const SCHEMA_DAY: Record<(typeof WEEKDAYS)[number], string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** Country names a restaurant may write (English or Portuguese) → ISO 3166-1 alpha-2. */
const COUNTRY_CODES: Record<string, string> = {
  'united kingdom': 'GB',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'reino unido': 'GB',
  portugal: 'PT',
  ireland: 'IE',
  irlanda: 'IE',
  spain: 'ES',
  espanha: 'ES',
  france: 'FR',
  'frança': 'FR',
};

/** The ISO 3166-1 code search engines expect ('United Kingdom' → 'GB'); a code stays; an unknown name as written. */
export function countryCode(country: string): string {
  const name = country.trim();
  if (/^[A-Za-z]{2}$/.test(name)) return name.toUpperCase();
  return COUNTRY_CODES[name.toLowerCase()] ?? name;
}

const CALLING_CODES: Record<string, string> = { GB: '44', PT: '351', IE: '353', ES: '34', FR: '33' };

/**
 * A telephone number in international form, as schema.org recommends: '020 7946 0321' in GB →
 * '+44 20 7946 0321'; '22 000 1234' in PT → '+351 22 000 1234'; '+…' and '00…' kept international;
 * a country without a known calling code leaves the number as written.
 */
export function internationalPhone(phone: string, country: string): string {
  const number = phone.trim();
  if (!number || number.startsWith('+')) return number;
  if (number.startsWith('00')) return `+${number.slice(2).trim()}`;
  const calling = CALLING_CODES[countryCode(country)];
  if (!calling) return number;
  // Trunk prefix 0 (UK, Ireland, France) is dropped after the country code; Portugal and Spain have none.
  return `+${calling} ${number.replace(/^0/, '')}`;
}

/** schema.org Restaurant: name, address, geo, hours and the menu link, for search engines. */
export function restaurantJsonLd(restaurant: PublicRestaurant, origin: string): Record<string, unknown> {
  const hours = WEEKDAYS.flatMap((day) =>
    weeklyPeriods(restaurant.openingHours[day]).map((period) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAY[day],
      opens: period.open,
      closes: period.close,
    })),
  );
  // Closures (opens = closes = 00:00, schema.org's way of saying closed) and changed hours ahead.
  const special = (restaurant.specialDates ?? []).flatMap((entry) => {
    const dates = { validFrom: entry.date, validThrough: entry.endDate ?? entry.date };
    if (entry.isClosed || !entry.periods?.length) return [{ '@type': 'OpeningHoursSpecification', ...dates, opens: '00:00', closes: '00:00' }];
    return entry.periods.map((period) => ({ '@type': 'OpeningHoursSpecification', ...dates, opens: period.open, closes: period.close }));
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${origin}/#restaurant`,
    name: restaurant.name,
    description: restaurant.description,
    url: `${origin}/`,
    image: restaurant.coverImageUrl ? new URL(restaurant.coverImageUrl, origin).href : undefined,
    logo: restaurant.logoUrl ? new URL(restaurant.logoUrl, origin).href : undefined,
    telephone: internationalPhone(restaurant.contact.phone, restaurant.address.country) || undefined,
    email: restaurant.contact.email,
    servesCuisine: undefined,
    priceRange: undefined,
    currenciesAccepted: restaurant.currency.code,
    address: {
      '@type': 'PostalAddress',
      streetAddress: restaurant.address.street,
      addressLocality: restaurant.address.city,
      postalCode: restaurant.address.postalCode,
      addressCountry: countryCode(restaurant.address.country),
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: restaurant.address.coordinates.lat,
      longitude: restaurant.address.coordinates.lng,
    },
    openingHoursSpecification: hours,
    specialOpeningHoursSpecification: special.length ? special : undefined,
    hasMenu: `${origin}/menu`,
    aggregateRating:
      restaurant.totalReviews > 0
        ? { '@type': 'AggregateRating', ratingValue: restaurant.averageRating, reviewCount: restaurant.totalReviews }
        : undefined,
  };
}

/** '{page} | {restaurant}', or the restaurant's name alone: every page's document title. */
export function pageTitle(page: string | undefined, restaurant: PublicRestaurant | null | undefined): string {
  const name = restaurant?.name ?? 'Platter';
  return page ? `${page} | ${name}` : name;
}

/**
 * A page's head: '{page} | {restaurant}' (or the restaurant name alone), its description,
 * Open Graph, and JSON-LD blocks. Every public route's `meta` returns this.
 */
export function pageMeta(options: {
  restaurant: PublicRestaurant | null | undefined;
  origin: string;
  title?: string;
  description?: string;
  jsonLd?: Record<string, unknown>[];
}): MetaDescriptor[] {
  const { restaurant, origin } = options;
  const title = pageTitle(options.title, restaurant);
  const description = options.description ?? restaurant?.description ?? '';
  const blocks = options.jsonLd ?? (restaurant ? [restaurantJsonLd(restaurant, origin)] : []);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(restaurant?.coverImageUrl ? [{ property: 'og:image', content: new URL(restaurant.coverImageUrl, origin).href }] : []),
    ...blocks.map((block) => ({ 'script:ld+json': block })),
  ];
}
