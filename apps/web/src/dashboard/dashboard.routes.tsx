import { DASHBOARD_ROLES } from '@dukkan/contracts';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../app/guards/require-role';
import { lazyScreen } from '../app/lazy-screen';
import { loadDashboardTexts } from './dashboard-texts';

/** A dashboard screen's code, fetched together with the dashboard's texts (chunks of their own). */
const dashboardScreen = (load: Parameters<typeof lazyScreen>[0]) =>
  lazyScreen(async () => (await Promise.all([load(), loadDashboardTexts()]))[0]);

/**
 * The dashboard: Admin and Manager only, users for Admin only. Only this table
 * of paths is in the storefront's bundle; the layout and every screen are separate chunks.
 */
export const dashboardRoutes: RouteObject = {
  path: '/dashboard',
  element: <RequireRole roles={DASHBOARD_ROLES} />,
  children: [
    {
      lazy: dashboardScreen(() => import('./layout/dashboard-layout')),
      children: [
        { index: true, lazy: dashboardScreen(() => import('./routes/dashboard-home-page')) },
        {
          path: 'users',
          element: <RequireRole roles={['Admin']} />,
          children: [{ index: true, lazy: dashboardScreen(() => import('./routes/users-page')) }],
        },
        { path: 'orders', lazy: dashboardScreen(() => import('./routes/orders-page')) },
        { path: 'orders/:id', lazy: dashboardScreen(() => import('./routes/order-details-page')) },
        { path: 'products', lazy: dashboardScreen(() => import('./routes/products-page')) },
        { path: 'products/add', lazy: dashboardScreen(() => import('./routes/add-product-page')) },
        {
          path: 'products/edit/:id',
          lazy: dashboardScreen(() => import('./routes/edit-product-page')),
        },
        {
          path: 'products/:id',
          lazy: dashboardScreen(() => import('./routes/product-details-page')),
        },
        { path: 'categories', lazy: dashboardScreen(() => import('./routes/categories-page')) },
        { path: 'brands', lazy: dashboardScreen(() => import('./routes/brands-page')) },
        { path: 'sliders', lazy: dashboardScreen(() => import('./routes/sliders-page')) },
        { path: 'coupons', lazy: dashboardScreen(() => import('./routes/coupons-page')) },
        {
          path: 'coupons/:id',
          lazy: dashboardScreen(() => import('./routes/coupon-details-page')),
        },
        {
          path: 'delivery-methods',
          lazy: dashboardScreen(() => import('./routes/delivery-methods-page')),
        },
        { path: 'fixed-pages', lazy: dashboardScreen(() => import('./routes/fixed-pages-page')) },
        {
          path: 'fixed-pages/add',
          lazy: dashboardScreen(() => import('./routes/add-fixed-page-page')),
        },
        {
          path: 'fixed-pages/update/:id',
          lazy: dashboardScreen(() => import('./routes/edit-fixed-page-page')),
        },
        { path: 'footer-data', lazy: dashboardScreen(() => import('./routes/footer-data-page')) },
        {
          path: 'help-services',
          lazy: dashboardScreen(() => import('./routes/help-services-page')),
        },
        {
          path: 'payments',
          element: <RequireRole roles={['Admin']} />,
          children: [
            { index: true, lazy: dashboardScreen(() => import('./routes/payments-page')) },
          ],
        },
      ],
    },
  ],
};
