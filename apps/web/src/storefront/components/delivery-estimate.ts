import type { Digits } from '../../lib/locales';
import { writeDigits } from '../../lib/write-digits';
import type { TFunction } from '../../i18n/translator';

/**
 * A delivery method's estimate ("3-5", "1", "0" as the dashboard types it) as days the shopper
 * reads: "3-5 days", "1 day", "Same day".
 */
export function deliveryEstimate(estimatedDays: string, t: TFunction, digits: Digits): string {
  const days = estimatedDays.trim();
  if (days === '0') return t('shop.deliveryTime.sameDay');
  if (days === '1') return t('shop.deliveryTime.oneDay');
  return t('shop.deliveryTime.days', { days: writeDigits(days, digits) });
}
