/**
 * Organisations above restaurants (issue 41): the restaurants a signed-in member may open (an
 * Owner of an organisation every restaurant of it, a Manager or Staff their own), and the staff
 * hand-off that opens another of them on its own address already signed in.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../staff-roles.ts';
import { envelope, id } from './common.ts';

/** A restaurant the member may open, with their role there. */
export const staffRestaurantSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffRestaurant = z.infer<typeof staffRestaurantSchema>;

/** GET /staff/restaurants: in name order; the same on any restaurant's address. */
export const staffRestaurantsResponse = envelope({ restaurants: z.array(staffRestaurantSchema) });
export type StaffRestaurantsResponse = z.infer<typeof staffRestaurantsResponse>;

export const staffRestaurantParams = z.object({ restaurantId: id });

/** How long a hand-off code may be redeemed. */
export const HANDOFF_TTL_SECONDS = 60;

/**
 * POST /staff/restaurants/{restaurantId}/handoff: where to go. `url` is the restaurant's staff
 * switch page on its own address with the code in the fragment (never sent to a server or a log).
 */
export const staffHandoffResponse = envelope({ url: z.url(), expiresAt: z.iso.datetime() });
export type StaffHandoffResponse = z.infer<typeof staffHandoffResponse>;

/** POST /auth/handoff: the code from the switch page's address. */
export const handoffRedeemBody = z.object({
  code: z
    .string({ message: 'The switch code is missing.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'The switch code is not valid.' }),
});
export type HandoffRedeemBody = z.infer<typeof handoffRedeemBody>;

export const ORGANISATION_MESSAGES = {
  handoffInvalid: 'This switch link is no longer valid. Open the restaurant again from the staff area you came from.',
} as const;
