import type { OrderStatus, ORDER_SORT_FIELDS } from '@platter/domain';

export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/**
 * Every query key the web app uses, in one registry, by one rule: a family is one object here,
 * `all` its root, and each key is `[...family.all, what, ...params]` built by a function named
 * after the call it caches (a comment names the call). Pages read through these, and whatever has
 * to refresh data (a mutation, a socket event such as `order_status_updated`, the staff board)
 * invalidates through them, by a whole family (`orderKeys.all`) or one entry. No key is written
 * out anywhere else.
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
  /** GET /promotions/automatic: the offers the cart and checkout price with (per diner: usage limits). */
  automatic: (userId: string | null) => [...promotionKeys.all, 'automatic', userId] as const,
};

/** What one page of order history asks for (GET /orders/my-orders); `status` null = every status. */
export interface OrderListParams {
  page: number;
  status: OrderStatus | null;
  sortBy: OrderSortField;
  sortOrder: 'asc' | 'desc';
}

export const orderKeys = {
  all: ['orders'] as const,
  /** Order history pages. */
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListParams) => [...orderKeys.lists(), params] as const,
  /** GET /orders/{id}: what `order_status_updated` refreshes. */
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

/** GET /products?isActive=true&limit=200 in a language: today's menu (the order page's names in the diner's language). */
export const menuKeys = {
  all: ['menu'] as const,
  products: (language: string) => [...menuKeys.all, 'products', language] as const,
};

/** GET /slots: the times an order may be placed for, and the ASAP estimate (checkout; refreshed after a refused order). */
export const slotKeys = {
  all: ['slots'] as const,
  list: (type: 'pickup' | 'delivery') => [...slotKeys.all, type] as const,
};

/** GET /staff/kitchen-load: the board's coming slots against their caps, and the busy switch. */
export const kitchenKeys = {
  all: ['kitchen'] as const,
  load: () => [...kitchenKeys.all, 'load'] as const,
};

export const favoriteKeys = {
  all: ['favorites'] as const,
  /** GET /favorites: the diner's favourite dishes with their products (the /favorites page). */
  list: () => [...favoriteKeys.all, 'list'] as const,
};

/** The staff area (loaded for staff only): the order board and the menu's availability. */
export const staffKeys = {
  all: ['staff'] as const,
  /** GET /staff/orders: active orders and today's finished ones; socket events update it. */
  board: () => [...staffKeys.all, 'board'] as const,
  /** GET /staff/orders/search: any of the restaurant's orders, past ones too, by number, name or phone (pages by cursor). */
  search: (query: string) => [...staffKeys.all, 'search', query] as const,
  /** GET /products?isActive=true&limit=200 as the staff menu reads it (sold-out dishes included). */
  menu: () => [...staffKeys.all, 'menu'] as const,
  /** GET /categories for the staff menu's sections. */
  categories: () => [...staffKeys.all, 'categories'] as const,
  /** GET /staff/restaurants: the restaurants the member may open (issue 41), the same on every restaurant's site. */
  restaurants: () => [...staffKeys.all, 'restaurants'] as const,
  /** GET /staff/print-jobs: the tickets waiting and printed (the board's printer marks). */
  printJobs: () => [...staffKeys.all, 'print-jobs'] as const,
};

/** The back office's settings sections, each its own GET and PUT /staff/settings/{section}. */
export type StaffSettingsSection = 'hours' | 'fulfilment' | 'look' | 'domains' | 'slides' | 'about' | 'contact' | 'capacity' | 'orders' | 'languages' | 'printers' | 'tips' | 'loyalty';

export const staffSettingsKeys = {
  all: [...staffKeys.all, 'settings'] as const,
  /** GET /staff/settings/{section}. */
  section: (section: StaffSettingsSection) => [...staffSettingsKeys.all, section] as const,
  /** GET /staff/settings/printers/test-print/{id}: a test page on its way to a printer. */
  testPrint: (id: string) => [...staffSettingsKeys.section('printers'), 'test-print', id] as const,
};

/** The menu editor's cache: the whole menu as one entry, and the audit log's pages. */
export const menuEditorKeys = {
  all: [...staffKeys.all, 'menu-editor'] as const,
  /** GET /staff/menu. */
  menu: () => [...menuEditorKeys.all, 'menu'] as const,
  /** GET /staff/audit pages. */
  audit: () => [...menuEditorKeys.all, 'audit'] as const,
};

export const teamKeys = {
  all: [...staffKeys.all, 'team'] as const,
  /** GET /staff/team: the members and the invitations waiting. */
  team: () => [...teamKeys.all, 'list'] as const,
};

export const offerKeys = {
  all: [...staffKeys.all, 'offers'] as const,
  /** GET /staff/promotions: every promotion, paused and ended ones too. */
  list: () => [...offerKeys.all, 'list'] as const,
};

export const reportKeys = {
  all: [...staffKeys.all, 'reports'] as const,
  /** GET /staff/reports/takings?from&to. */
  takings: (range: { from: string; to: string }) => [...reportKeys.all, 'takings', range.from, range.to] as const,
};

/** Which of the restaurant's reviews the staff list shows (GET /staff/reviews). */
export interface StaffReviewListParams {
  page: number;
  /** 'hidden': only the reviews hidden from the public page. */
  show: 'all' | 'hidden';
}

/** A diner's reviews of their orders, and the staff's list of the restaurant's reviews. */
export const reviewKeys = {
  all: ['reviews'] as const,
  /** GET /orders/{id}/review: the diner's review of that order (null before it). */
  ofOrder: (orderId: string) => [...reviewKeys.all, 'order', orderId] as const,
  /** GET /orders/reviewable: the Leave a Review picker's orders. */
  reviewableOrders: () => [...reviewKeys.all, 'reviewable-orders'] as const,
  /** GET /staff/reviews pages. */
  staffLists: () => [...reviewKeys.all, 'staff'] as const,
  staffList: (params: StaffReviewListParams) => [...reviewKeys.staffLists(), params] as const,
};
