import type { AdminCoupon } from '@dukkan/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { useNumberFormat } from '../../../lib/use-number-format';

/** A percentage as the reader writes it: "12.5%" or "١٢٫٥٪". */
function percentText(value: number, lang: 'en' | 'ar', number: (value: number) => string): string {
  return lang === 'ar' ? `${number(value)}٪` : `${number(value)}%`;
}

/** How the list and the details describe a coupon's terms, in the UI language and digits. */
export function useCouponText() {
  const { t } = useTranslation();
  const format = useNumberFormat();

  return {
    /** "10% off · up to SAR 50.00" or "SAR 50.00 off". */
    discount(coupon: Pick<AdminCoupon, 'type' | 'value' | 'maxDiscountAmount'>): string {
      const main =
        coupon.type === 'Percentage'
          ? t('couponsAdmin.value.Percentage', {
              percent: percentText(coupon.value, format.lang, format.number),
            })
          : t('couponsAdmin.value.Fixed', { amount: format.sar(coupon.value) });
      if (coupon.type !== 'Percentage' || coupon.maxDiscountAmount === null) return main;
      return `${main} · ${t('couponsAdmin.value.upTo', { amount: format.sar(coupon.maxDiscountAmount) })}`;
    },

    minimum(coupon: Pick<AdminCoupon, 'minOrderAmount'>): string {
      return coupon.minOrderAmount > 0
        ? t('couponsAdmin.list.minimum', { amount: format.sar(coupon.minOrderAmount) })
        : t('couponsAdmin.list.noMinimum');
    },

    /** The two limits, each only when set. */
    limits(coupon: Pick<AdminCoupon, 'usageLimit' | 'perUserLimit'>): string[] {
      const parts: string[] = [];
      if (coupon.usageLimit !== null) {
        parts.push(t('couponsAdmin.list.totalLimit', { limit: format.number(coupon.usageLimit) }));
      }
      if (coupon.perUserLimit !== null) {
        parts.push(
          t('couponsAdmin.list.perCustomer', { limit: format.number(coupon.perUserLimit) }),
        );
      }
      return parts.length > 0 ? parts : [t('couponsAdmin.list.unlimited')];
    },

    /** "3 of 500" against a total limit, else the count alone. */
    used(coupon: Pick<AdminCoupon, 'usedCount' | 'usageLimit'>): string {
      return coupon.usageLimit === null
        ? format.number(coupon.usedCount)
        : t('couponsAdmin.list.used', {
            used: format.number(coupon.usedCount),
            limit: format.number(coupon.usageLimit),
          });
    },

    dates(coupon: Pick<AdminCoupon, 'startDate' | 'endDate'>): string {
      const { startDate, endDate } = coupon;
      if (startDate && endDate) {
        return t('couponsAdmin.list.range', {
          start: format.date(startDate),
          end: format.date(endDate),
        });
      }
      if (startDate) return t('couponsAdmin.list.from', { date: format.date(startDate) });
      if (endDate) return t('couponsAdmin.list.until', { date: format.date(endDate) });
      return t('couponsAdmin.list.always');
    },
  };
}
