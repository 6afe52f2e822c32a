/**
 * Every query key the web app uses, in one registry: pages read through these, and whatever has
 * to refresh data (a mutation, a socket event such as `order_status_updated`, the staff board)
 * invalidates through them, by a whole family (`orderKeys.all`) or one entry.
 */
export const userKeys = {
  all: ['users'] as const,
  /** GET /users/me: the signed-in diner (profile, checkout). */
  me: () => [...userKeys.all, 'me'] as const,
};

export const promotionKeys = {
  all: ['promotions'] as const,
  /** GET /promotions/rewards: the rewards list and the diner's points. */
  rewards: () => [...promotionKeys.all, 'rewards'] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  /** Order history pages. */
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (page: number) => [...orderKeys.lists(), { page }] as const,
  /** GET /orders/{id}: what `order_status_updated` refreshes. */
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};
