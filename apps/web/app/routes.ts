import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// The spec's route table (section 2). Each module lives in app/routes/ and is code-split.
export default [
  // Public pages: server-rendered with their data from loaders.
  index('routes/home.tsx'),
  route('menu', 'routes/menu.tsx'),
  route('product/:productId', 'routes/product.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('promotions', 'routes/promotions.tsx'),
  route('reviews', 'routes/reviews.tsx'),
  route('auth/login', 'routes/login.tsx'),
  route('auth/register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  // Issue 30: the e-mailed link that verifies an account's address (and claims its guest orders).
  route('verify-email', 'routes/verify-email.tsx'),
  // An invitation to a restaurant's team (issue 27): the link in the e-mail.
  route('join-team', 'routes/join-team.tsx'),
  // Issue 41: another of the member's restaurants opens here, signed in by a single-use switch code.
  route('staff/switch', 'routes/staff-switch.tsx'),
  // What the service worker shows, offline, for a page that needs the network (issue 31).
  route('offline', 'routes/offline.tsx'),
  // Per-diner pages: frame on the server, data in the browser (TanStack Query).
  layout('routes/diner-layout.tsx', [
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('orders/:orderId', 'routes/order-details.tsx'),
    route('favorites', 'routes/favorites.tsx'),
    route('leave-review', 'routes/leave-review.tsx'),
  ]),
  // The restaurant's staff: frame on the server; the role is known in the browser, where the
  // board's code loads for staff only (anyone else gets the 404 page).
  layout('routes/staff-layout.tsx', [
    route('staff', 'routes/staff.tsx'),
    route('staff/menu', 'routes/staff-menu.tsx'),
    route('staff/reviews', 'routes/staff-reviews.tsx'),
    route('staff/settings/:section?', 'routes/staff-settings.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
