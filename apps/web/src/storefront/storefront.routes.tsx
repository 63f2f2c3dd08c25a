import type { RouteObject } from 'react-router';
import { RequireAuth } from '../app/guards/require-auth';
import { lazyScreen } from '../app/lazy-screen';
import { loadAccountTexts } from '../i18n/account-texts';
import StorefrontLayout from './layout/storefront-layout';

/**
 * Names a server-rendered route's screen module (src/storefront/routes/…), so the server's page
 * preloads its code beside the entry's and the browser hydrates sooner. The route test checks
 * each name against the import next to it.
 */
const screen = (module: string) => ({ screen: module });

/**
 * A shopper's own page (sign-in, account, cart, checkout, orders): its code and the texts only
 * such pages use (i18n/account-texts.ts) arrive together, so browsing the shop downloads
 * neither and no such screen shows a key.
 */
const accountScreen = (load: Parameters<typeof lazyScreen>[0]) =>
  lazyScreen(async () => (await Promise.all([load(), loadAccountTexts()]))[0]);

/** Everything under "/" shares the storefront layout. */
export const storefrontRoutes: RouteObject = {
  path: '/',
  element: <StorefrontLayout />,
  children: [
    {
      index: true,
      Component: lazyScreen(() => import('./routes/home-page'), { kit: false }),
      handle: screen('home-page'),
    },
    // A guest has a cart too, checks out with a typed address and finds the order later (022).
    { path: 'cart', Component: accountScreen(() => import('./routes/cart-page')) },
    {
      path: 'cart/guest-checkout',
      Component: accountScreen(() => import('./routes/guest-checkout-page')),
    },
    {
      path: 'guest-order/:id',
      Component: accountScreen(() => import('./routes/guest-order-page')),
    },
    {
      path: 'guest-order/:id/pay',
      Component: accountScreen(() => import('./routes/guest-payment-page')),
    },
    {
      path: 'guest-order/:id/payment-status',
      Component: accountScreen(() => import('./routes/guest-payment-status-page')),
    },
    { path: 'find-my-order', Component: accountScreen(() => import('./routes/find-order-page')) },
    {
      element: <RequireAuth />,
      children: [
        { path: 'profile', Component: accountScreen(() => import('./routes/profile-page')) },
        { path: 'cart/checkout', Component: accountScreen(() => import('./routes/checkout-page')) },
        { path: 'wishlist', Component: accountScreen(() => import('./routes/wishlist-page')) },
        { path: 'my-orders', Component: accountScreen(() => import('./routes/my-orders-page')) },
        {
          path: 'my-orders/:id',
          Component: accountScreen(() => import('./routes/order-details-page')),
        },
      ],
    },
    {
      path: 'contact',
      Component: lazyScreen(() => import('./routes/contact-page')),
      handle: screen('contact-page'),
    },
    {
      path: 'shop',
      Component: lazyScreen(() => import('./routes/shop-page'), { kit: false }),
      handle: screen('shop-page'),
    },
    {
      path: 'offers',
      Component: lazyScreen(() => import('./routes/offers-page'), { kit: false }),
      handle: screen('offers-page'),
    },
    {
      path: 'category/:id',
      Component: lazyScreen(() => import('./routes/category-page'), { kit: false }),
      handle: screen('category-page'),
    },
    {
      path: 'brand/:id',
      Component: lazyScreen(() => import('./routes/brand-page'), { kit: false }),
      handle: screen('brand-page'),
    },
    {
      path: 'product/:id',
      Component: lazyScreen(() => import('./routes/product-page'), { kit: false }),
      handle: screen('product-page'),
    },
    {
      path: 'about',
      Component: lazyScreen(() => import('./routes/about-page')),
      handle: screen('about-page'),
    },
    {
      path: 'privacy-policy',
      Component: lazyScreen(() => import('./routes/privacy-policy-page')),
      handle: screen('privacy-policy-page'),
    },
    {
      path: 'terms-conditions',
      Component: lazyScreen(() => import('./routes/terms-conditions-page')),
      handle: screen('terms-conditions-page'),
    },
    {
      path: 'returns-policy',
      Component: lazyScreen(() => import('./routes/returns-policy-page')),
      handle: screen('returns-policy-page'),
    },
    {
      path: 'delivery-policy',
      Component: lazyScreen(() => import('./routes/delivery-policy-page')),
      handle: screen('delivery-policy-page'),
    },
    { path: 'payment', Component: accountScreen(() => import('./routes/payment-page')) },
    {
      path: 'payment-status',
      Component: accountScreen(() => import('./routes/payment-status-page')),
    },
    { path: 'login', Component: accountScreen(() => import('./routes/login-page')) },
    { path: 'register', Component: accountScreen(() => import('./routes/register-page')) },
    {
      path: 'forgot-password',
      Component: accountScreen(() => import('./routes/forgot-password-page')),
    },
    { path: 'unauthorized', Component: accountScreen(() => import('./routes/unauthorized-page')) },
    {
      path: '*',
      Component: lazyScreen(() => import('./routes/not-found-page')),
      handle: screen('not-found-page'),
    },
  ],
};
