import type { NumberFormat } from '../../../lib/use-number-format';

type Translate = (
  key: 'deliveryAdmin.sameDay' | 'deliveryAdmin.oneDay' | 'deliveryAdmin.days',
  options?: { days: string },
) => string;

/**
 * A method's delivery time as words: the stored text is free ("0", "1", "2-4"), so only the two
 * cases that read oddly as "N days" get their own wording; figures follow the digits setting.
 */
export function deliveryDaysLabel(estimatedDays: string, t: Translate, format: NumberFormat) {
  const text = estimatedDays.trim();
  if (text === '0') return t('deliveryAdmin.sameDay');
  if (text === '1') return t('deliveryAdmin.oneDay');
  return t('deliveryAdmin.days', { days: format.digitsText(text) });
}
