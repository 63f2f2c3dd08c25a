import { DASHBOARD_ROLES } from '@dukkan/contracts';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../app/guards/require-role';
import { lazyScreen } from '../app/lazy-screen';
import { loadDashboardTexts } from './dashboard-texts';

/** A dashboard screen's code, fetched together with the dashboard's texts (chunks of their own). */
const dashboardScreen = (load: Parameters<typeof lazyScreen>[0]) =>
  lazyScreen(async () => (await Promise.all([load(), loadDashboardTexts()]))[0]);

/**
 * The dashboard under `/dashboard/`: Admin and Manager only, users for Admin only. This table
 * arrives with the dashboard (dashboard-app.tsx), never in the storefront's bundle; the layout and
 * every screen are chunks of their own.
 */
export const dashboardRoutes: RouteObject = {
  element: <RequireRole roles={DASHBOARD_ROLES} />,
  children: [
    {
      Component: dashboardScreen(() => import('./layout/dashboard-layout')),
      children: [
        { index: true, Component: dashboardScreen(() => import('./routes/dashboard-home-page')) },
        {
          path: 'users',
          element: <RequireRole roles={['Admin']} />,
          children: [
            { index: true, Component: dashboardScreen(() => import('./routes/users-page')) },
          ],
        },
        { path: 'orders', Component: dashboardScreen(() => import('./routes/orders-page')) },
        {
          path: 'orders/:id',
          Component: dashboardScreen(() => import('./routes/order-details-page')),
        },
        { path: 'products', Component: dashboardScreen(() => import('./routes/products-page')) },
        {
          path: 'products/add',
          Component: dashboardScreen(() => import('./routes/add-product-page')),
        },
        {
          path: 'products/edit/:id',
          Component: dashboardScreen(() => import('./routes/edit-product-page')),
        },
        {
          path: 'products/:id',
          Component: dashboardScreen(() => import('./routes/product-details-page')),
        },
        {
          path: 'categories',
          Component: dashboardScreen(() => import('./routes/categories-page')),
        },
        { path: 'brands', Component: dashboardScreen(() => import('./routes/brands-page')) },
        { path: 'sliders', Component: dashboardScreen(() => import('./routes/sliders-page')) },
        { path: 'coupons', Component: dashboardScreen(() => import('./routes/coupons-page')) },
        {
          path: 'coupons/:id',
          Component: dashboardScreen(() => import('./routes/coupon-details-page')),
        },
        {
          path: 'delivery-methods',
          Component: dashboardScreen(() => import('./routes/delivery-methods-page')),
        },
        {
          path: 'fixed-pages',
          Component: dashboardScreen(() => import('./routes/fixed-pages-page')),
        },
        {
          path: 'fixed-pages/add',
          Component: dashboardScreen(() => import('./routes/add-fixed-page-page')),
        },
        {
          path: 'fixed-pages/update/:id',
          Component: dashboardScreen(() => import('./routes/edit-fixed-page-page')),
        },
        {
          path: 'footer-data',
          Component: dashboardScreen(() => import('./routes/footer-data-page')),
        },
        {
          path: 'help-services',
          Component: dashboardScreen(() => import('./routes/help-services-page')),
        },
        {
          path: 'payments',
          element: <RequireRole roles={['Admin']} />,
          children: [
            { index: true, Component: dashboardScreen(() => import('./routes/payments-page')) },
          ],
        },
      ],
    },
  ],
};
