/**
 * Where a restaurant's e-mails link to (docs/reference/mail.md): its first custom domain
 * over https when it has one, else `https://{slug}.{BASE_DOMAIN}`. With a development
 * BASE_DOMAIN (`localhost` or `*.localhost`) always the subdomain, plain http on PORT, as the
 * storefront is served there (`http://golden-fork.localhost:3000`): the demo's custom domains
 * do not reach this machine.
 */
import type { Config } from '../../config.ts';
import type { RestaurantLookRow, RestaurantRow } from '../../db/schema.ts';
import type { Brand } from './templates/index.ts';

export type OriginConfig = Pick<Config, 'BASE_DOMAIN' | 'PORT'>;
type Located = Pick<RestaurantRow, 'slug' | 'customDomains'>;

export function restaurantOrigin(restaurant: Located, config: OriginConfig): string {
  const host = `${restaurant.slug}.${config.BASE_DOMAIN}`;
  // Development: custom domains do not point at this machine; the subdomain on PORT does.
  if (config.BASE_DOMAIN === 'localhost' || config.BASE_DOMAIN.endsWith('.localhost')) return `http://${host}:${config.PORT}`;
  const domain = restaurant.customDomains[0];
  return domain ? `https://${domain}` : `https://${host}`;
}

/** An absolute URL for a path or URL stored on the restaurant (its logo), or null. */
function absolute(url: string | null, origin: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return null;
  }
}

export type BrandedRestaurant = Pick<
  RestaurantRow,
  'name' | 'slug' | 'customDomains' | 'addressStreet' | 'addressCity' | 'addressPostalCode' | 'timeZone' | 'languages'
> &
  Pick<RestaurantLookRow, 'theme' | 'logoUrl'>;

/** The restaurant as its e-mails show it: name, light-theme colours, logo, origin, address, zone. */
export function brandOf(restaurant: BrandedRestaurant, config: OriginConfig): Brand {
  const origin = restaurantOrigin(restaurant, config);
  return {
    name: restaurant.name,
    nameArticle: restaurant.languages.nameArticle ?? null,
    primary: restaurant.theme.light.primary,
    onPrimary: restaurant.theme.light.onPrimary,
    logoUrl: absolute(restaurant.logoUrl, origin),
    origin,
    address: [restaurant.addressStreet, restaurant.addressCity, restaurant.addressPostalCode].filter((p) => p.trim()).join(', '),
    timeZone: restaurant.timeZone,
  };
}
