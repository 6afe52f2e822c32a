import { z } from 'zod';
import { envelope } from './common.ts';
import { publicRestaurantSchema } from './restaurant.ts';
import { categorySchema, productSchema } from './catalog.ts';
import { publicPromotionSchema } from './promotion.ts';
import { highlightSchema } from './highlight.ts';

export * from './common.ts';
export * from './restaurant.ts';
export * from './catalog.ts';
export * from './promotion.ts';
export * from './highlight.ts';
export * from './menu-rules.ts';
export * from './menu-editing.ts';
export * from './restaurant-settings.ts';
export * from './home-content.ts';
export * from './promotion-rules.ts';
export * from './promotion-editing.ts';

/** Response bodies, one per call, named by what the storefront reads. */
export const restaurantResponse = envelope({ restaurant: publicRestaurantSchema });
export const categoriesResponse = envelope({ categories: z.array(categorySchema) });
export const productsResponse = envelope({ products: z.array(productSchema) });
export const productResponse = envelope({ product: productSchema });
export const promotionsResponse = envelope({ promotions: z.array(publicPromotionSchema) });
export const highlightsResponse = envelope({ highlights: z.array(highlightSchema) });
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

/** GET /ready: what this process depends on is reachable (a load balancer sends it traffic). */
export const readyResponse = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  redis: z.enum(['ok', 'not configured']),
});

export type RestaurantResponse = z.infer<typeof restaurantResponse>;
export type CategoriesResponse = z.infer<typeof categoriesResponse>;
export type ProductsResponse = z.infer<typeof productsResponse>;
export type ProductResponse = z.infer<typeof productResponse>;
export type PromotionsResponse = z.infer<typeof promotionsResponse>;
export type HighlightsResponse = z.infer<typeof highlightsResponse>;

export * from './account.ts';
import { userSchema, savedAddressSchema } from './account.ts';
/** Login, register and refresh answer the access token (the refresh token travels only as a cookie). */
export const authResponse = envelope({ accessToken: z.string(), user: userSchema });
export const userResponse = envelope({ user: userSchema });
export const addressResponse = envelope({ address: savedAddressSchema, user: userSchema });
export type AuthResponse = z.infer<typeof authResponse>;
export type UserResponse = z.infer<typeof userResponse>;
/** PUT /users/me/change-password: a fresh access token for this session (older ones stop working). */
export const passwordChangedResponse = envelope({ accessToken: z.string() });
/** POST /auth/logout. */
export const loggedOutResponse = envelope({});
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponse>;
export type AddressResponse = z.infer<typeof addressResponse>;

export * from './address-lookup.ts';

export * from './order.ts';
export * from './place-order.ts';
export * from './guest-checkout.ts';
export * from './order-history.ts';
export * from './staff-orders.ts';
export * from './phone-orders.ts';
export * from './coupons-and-rewards.ts';
export * from './capacity.ts';
export * from './payments.ts';
export * from './realtime.ts';
export * from './checkout-form.ts';
export * from './errors.ts';
export * from './review.ts';
export * from './favorite.ts';
export * from './password-reset.ts';
export * from './contact.ts';
export * from './media.ts';
export * from './team.ts';
export * from './organisations.ts';
export * from './takings.ts';
export * from './printers.ts';
export * from './languages.ts';
export * from './installable.ts';
