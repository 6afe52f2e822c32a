import type { StaffRole, User } from '@platter/domain';
import { useHydrated } from './hydrated.ts';
import { useRestaurant } from './restaurant.ts';
import { useSessionStore } from './session-store.ts';

/** The staff area's home: the order board. */
export const STAFF_PATH = '/staff';
export const STAFF_MENU_PATH = '/staff/menu';
export const STAFF_REVIEWS_PATH = '/staff/reviews';
export const STAFF_SETTINGS_PATH = '/staff/settings';

/** True on the staff pages (/staff and below). */
export function isStaffPath(pathname: string): boolean {
  return pathname === STAFF_PATH || pathname.startsWith(`${STAFF_PATH}/`);
}

/** Who may pause the whole site's online ordering (the API's rule for PATCH /staff/restaurant/ordering). */
export const ROLES_THAT_PAUSE_ORDERING: readonly StaffRole[] = ['Owner', 'Manager'];

/** Who gets the menu editor at /staff/menu (the API's rule for /staff/menu/...); Staff get the sold-out switches. */
export const ROLES_THAT_EDIT_MENU: readonly StaffRole[] = ['Owner', 'Manager'];

/** Who gets the back office's settings at /staff/settings (each section names its own roles among these). */
export const ROLES_THAT_RUN_SETTINGS: readonly StaffRole[] = ['Owner', 'Manager'];

/**
 * The account's role at this restaurant (an affiliation for its id with a role), or null for a
 * diner. Only an answer for the UI: the API checks the membership on every staff call.
 */
export function staffRoleAt(user: Pick<User, 'restaurantAffiliations'> | null | undefined, restaurantId: string | null | undefined): StaffRole | null {
  if (!user || !restaurantId) return null;
  const affiliation = (user.restaurantAffiliations ?? []).find((a) => a.restaurantId === restaurantId);
  return affiliation?.role ?? null;
}

/** Where an account lands after signing in without a `redirect`: staff on the board, diners Home. */
export function landingPathFor(user: Pick<User, 'restaurantAffiliations'> | null | undefined, restaurantId: string | null | undefined): string {
  return staffRoleAt(user, restaurantId) ? STAFF_PATH : '/';
}

/** The signed-in account's role here; null on the server, during hydration, for guests and diners. */
export function useStaffRole(): StaffRole | null {
  const hydrated = useHydrated();
  const restaurantId = useRestaurant()?._id;
  const user = useSessionStore((state) => (state.isLoggedIn ? state.user : null));
  return hydrated ? staffRoleAt(user, restaurantId) : null;
}
