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
