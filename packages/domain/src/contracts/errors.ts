/**
 * Every error code the API answers with, and its HTTP status: the one place they are mapped.
 * A code says what went wrong, so a client can tell one refusal from another without reading
 * the message; the HTTP words (BAD_REQUEST, CONFLICT ...) are for refusals with nothing more
 * specific to say. Adding a code is one line here and one row in docs/api.md's error-code table
 * (a test checks the table lists every code with its status).
 */
export const API_ERROR_STATUS = {
  // The HTTP words.
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  /** Something that existed and is spent for good (a used or expired password-reset link). */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  /** A provider the API depends on (address search) failed; not our bug. */
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  /** A cookie-authenticated call (the session refresh) sent from another site's page: its Origin names another host. */
  CROSS_SITE_REQUEST: 403,

  // Placing an order: the checkout's rules (400, with the field in `errors`).
  ORDER_TYPE_NOT_OFFERED: 400,
  DELIVERY_ADDRESS_INVALID: 400,
  CONTACT_PHONE_INVALID: 400,
  PAYMENT_METHOD_UNAVAILABLE: 400,
  RESTAURANT_CLOSED: 400,
  SCHEDULE_REQUIRED: 400,
  SCHEDULE_TOO_SOON: 400,
  SCHEDULE_TOO_FAR: 400,
  SCHEDULE_OUTSIDE_HOURS: 400,
  SCHEDULING_UNAVAILABLE: 400,
  /** A delivery whose items come to less than the restaurant's minimum order for delivery (pickup has none). */
  DELIVERY_MINIMUM_NOT_MET: 400,
  /** A restaurant with capacity rules takes scheduled orders only at a slot's start (GET /slots). */
  SCHEDULE_NOT_A_SLOT: 400,
  // Placing an order: the restaurant, the menu and the prices (409).
  ORDERING_PAUSED: 409,
  REWARD_NEEDS_ACCOUNT: 400,
  GUEST_CHECKOUT_OFF: 403,
  EMAIL_NOT_VERIFIED: 403,
  /** The chosen slot (or, for ASAP, every slot before closing) has no room left. */
  SLOT_FULL: 409,
  ITEM_UNAVAILABLE: 409,
  OPTIONS_CHANGED: 409,
  PRICES_CHANGED: 409,
  DISCOUNT_CHANGED: 409,
  DELIVERY_FEE_CHANGED: 409,
  TIP_CHANGED: 409,
  // Placing an order: a tip the restaurant does not take (off, or not for this order type) or a choice it does not offer (400).
  TIP_NOT_ALLOWED: 400,
  TIP_INVALID: 400,
  // Placing an order: the diner's promotion (409).
  PROMOTION_GONE: 409,
  PROMOTION_INVALID: 409,
  PROMOTION_NOT_STARTED: 409,
  PROMOTION_EXPIRED: 409,
  PROMOTION_USED_UP: 409,
  PROMOTION_ALREADY_USED: 409,
  PROMOTION_BELOW_MINIMUM: 409,
  PROMOTION_NOT_APPLICABLE: 409,
  NOT_ENOUGH_POINTS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  // Checking a promo code before ordering (POST /promotions/validate-coupon).
  COUPON_INVALID: 404,
  COUPON_UNAVAILABLE: 422,
  COUPON_BELOW_MINIMUM: 422,
  // Moving an order (PATCH /staff/orders/{id}/status): it is no longer where the move was made from.
  ORDER_MOVED_ON: 409,
  // The menu editor (/staff/menu): a change made on a version another tab or person has changed since.
  STALE_EDIT: 409,
  // Card payments: the provider cannot be reached (503, with Retry-After; nothing was charged or stored).
  PAYMENTS_UNAVAILABLE: 503,
  ONLINE_PAYMENT_BELOW_MINIMUM: 400,
  // Refunds (POST /staff/orders/{id}/refunds).
  ORDER_NOT_PAID: 409,
  REFUND_EXCEEDS_PAID: 409,
  REFUND_LINES_INVALID: 400,
  // Photo uploads (POST /staff/media): judged by the bytes, never the file name or declared type.
  PHOTO_REQUIRED: 400,
  PHOTO_TOO_LARGE: 413,
  PHOTO_TYPE_NOT_ACCEPTED: 415,
  PHOTO_DAMAGED: 422,
  PHOTO_TOO_MANY_PIXELS: 422,
  PHOTO_UPLOADS_BUSY: 503,
  // The photo bucket (MEDIA_S3_*) cannot be reached: nothing was stored; Retry-After.
  PHOTO_STORE_UNAVAILABLE: 503,
  // The team (/staff/team): a restaurant keeps at least one owner; an invitation goes to someone not yet on it.
  LAST_OWNER: 409,
  ALREADY_ON_TEAM: 409,
  // Printers (back office and tenant file): an address the server may not connect to, whatever its spelling (issue 40).
  PRINTER_ADDRESS_NOT_ALLOWED: 400,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

