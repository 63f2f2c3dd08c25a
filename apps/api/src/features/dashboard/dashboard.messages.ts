import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the dashboard area (keys start with "dashboard."). */
export const dashboardMessages = defineMessages(
  {
    'dashboard.counts': 'Dashboard counts',
    'dashboard.salesPerDay': 'Sales per day',
    'dashboard.topSelling': 'Top-selling products',
    'dashboard.couponUsage': 'Coupon usage',
    'dashboard.lowStock': 'Low-stock products',
  },
  {
    'dashboard.counts': 'إحصاءات لوحة التحكم',
    'dashboard.salesPerDay': 'المبيعات اليومية',
    'dashboard.topSelling': 'المنتجات الأكثر مبيعًا',
    'dashboard.couponUsage': 'استخدام القسائم',
    'dashboard.lowStock': 'منتجات قليلة المخزون',
  },
);
