import type { Role } from '@dukkan/contracts';
import {
  IconBoxSeam,
  IconCategory,
  IconCreditCard,
  IconFileText,
  IconHelpCircle,
  IconLayoutDashboard,
  IconLayoutBottombar,
  IconPhoto,
  IconReceipt,
  IconTags,
  IconTicket,
  IconTruckDelivery,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { dashboardEn } from '../../i18n/dashboard.en';

export type DashboardAreaKey = keyof (typeof dashboardEn)['dashboard']['areas'];

export interface DashboardArea {
  key: DashboardAreaKey;
  to: string;
  icon: Icon;
  /** Only these roles see the area; absent means every dashboard role (Admin and Manager). */
  roles?: readonly Role[];
}

/** The dashboard's areas in menu order; the sidebar and the overview cards both list these. */
export const DASHBOARD_AREAS: readonly DashboardArea[] = [
  { key: 'home', to: '/dashboard', icon: IconLayoutDashboard },
  { key: 'users', to: '/dashboard/users', icon: IconUsers, roles: ['Admin'] },
  { key: 'orders', to: '/dashboard/orders', icon: IconReceipt },
  { key: 'products', to: '/dashboard/products', icon: IconBoxSeam },
  { key: 'categories', to: '/dashboard/categories', icon: IconCategory },
  { key: 'brands', to: '/dashboard/brands', icon: IconTags },
  { key: 'sliders', to: '/dashboard/sliders', icon: IconPhoto },
  { key: 'coupons', to: '/dashboard/coupons', icon: IconTicket },
  { key: 'deliveryMethods', to: '/dashboard/delivery-methods', icon: IconTruckDelivery },
  { key: 'fixedPages', to: '/dashboard/fixed-pages', icon: IconFileText },
  { key: 'footerData', to: '/dashboard/footer-data', icon: IconLayoutBottombar },
  { key: 'payments', to: '/dashboard/payments', icon: IconCreditCard, roles: ['Admin'] },
  { key: 'helpServices', to: '/dashboard/help-services', icon: IconHelpCircle },
];

export function areasFor(role: Role | null): DashboardArea[] {
  return DASHBOARD_AREAS.filter(
    (area) => !area.roles || (role !== null && area.roles.includes(role)),
  );
}
