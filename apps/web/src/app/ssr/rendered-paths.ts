/**
 * Screens that render in the browser only: the signed-in customer's, the checkout's and the
 * dashboard. The server answers them with the app's shell (in the right language); everything
 * else in the storefront is rendered with its content.
 */
const CLIENT_ONLY = new Set([
  'profile',
  'cart',
  'wishlist',
  'my-orders',
  // A guest's order and "Find my order" (decision 022): read with a token or a typed contact.
  'guest-order',
  'find-my-order',
  'payment',
  'payment-status',
  'login',
  'register',
  'forgot-password',
  'unauthorized',
  'dashboard',
]);

/** `appPath` is the path inside the app, without the language prefix (`/cart/checkout`). */
export function rendersOnServer(appPath: string): boolean {
  return !CLIENT_ONLY.has(appPath.split('/')[1] ?? '');
}

/**
 * The storefront's screen modules (src/storefront/routes/…) behind the paths above: a
 * server-rendered page never shows them, so it links none of their stylesheets (the browser
 * loads those with the screen's code). Kept beside CLIENT_ONLY; rendered-paths.test.ts checks
 * both against the route table.
 */
export const CLIENT_ONLY_SCREENS = new Set([
  'profile-page',
  'cart-page',
  'checkout-page',
  'guest-checkout-page',
  'guest-order-page',
  'guest-payment-page',
  'guest-payment-status-page',
  'find-order-page',
  'wishlist-page',
  'my-orders-page',
  'order-details-page',
  'payment-page',
  'payment-status-page',
  'login-page',
  'register-page',
  'forgot-password-page',
  'unauthorized-page',
]);
