import { DASHBOARD_ROLES } from '@dukkan/contracts';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../app/guards/require-role';
import { lazyScreen } from '../app/lazy-screen';

/**
 * The dashboard: Admin and Manager only, users for Admin only. Only this table
 * of paths is in the storefront's bundle; the layout and every screen are separate chunks.
 */
export const dashboardRoutes: RouteObject = {
  path: '/dashboard',
  element: <RequireRole roles={DASHBOARD_ROLES} />,
  children: [
    {
      lazy: lazyScreen(() => import('./layout/dashboard-layout')),
      children: [
        { index: true, lazy: lazyScreen(() => import('./routes/dashboard-home-page')) },
        {
          path: 'users',
          element: <RequireRole roles={['Admin']} />,
          children: [{ index: true, lazy: lazyScreen(() => import('./routes/users-page')) }],
        },
        { path: 'orders', lazy: lazyScreen(() => import('./routes/orders-page')) },
        { path: 'orders/:id', lazy: lazyScreen(() => import('./routes/order-details-page')) },
        { path: 'products', lazy: lazyScreen(() => import('./routes/products-page')) },
        { path: 'products/add', lazy: lazyScreen(() => import('./routes/add-product-page')) },
        { path: 'products/edit/:id', lazy: lazyScreen(() => import('./routes/edit-product-page')) },
        { path: 'products/:id', lazy: lazyScreen(() => import('./routes/product-details-page')) },
        { path: 'categories', lazy: lazyScreen(() => import('./routes/categories-page')) },
        { path: 'brands', lazy: lazyScreen(() => import('./routes/brands-page')) },
        { path: 'sliders', lazy: lazyScreen(() => import('./routes/sliders-page')) },
        { path: 'coupons', lazy: lazyScreen(() => import('./routes/coupons-page')) },
        { path: 'coupons/:id', lazy: lazyScreen(() => import('./routes/coupon-details-page')) },
        {
          path: 'delivery-methods',
          lazy: lazyScreen(() => import('./routes/delivery-methods-page')),
        },
        { path: 'fixed-pages', lazy: lazyScreen(() => import('./routes/fixed-pages-page')) },
        { path: 'fixed-pages/add', lazy: lazyScreen(() => import('./routes/add-fixed-page-page')) },
        {
          path: 'fixed-pages/update/:id',
          lazy: lazyScreen(() => import('./routes/edit-fixed-page-page')),
        },
        { path: 'footer-data', lazy: lazyScreen(() => import('./routes/footer-data-page')) },
        { path: 'help-services', lazy: lazyScreen(() => import('./routes/help-services-page')) },
        {
          path: 'payments',
          element: <RequireRole roles={['Admin']} />,
          children: [{ index: true, lazy: lazyScreen(() => import('./routes/payments-page')) }],
        },
      ],
    },
  ],
};
