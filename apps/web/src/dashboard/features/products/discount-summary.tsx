import type { Discount, Product } from '@dukkan/contracts';
import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatDate } from '../../../lib/format-date';
import { discountTiming } from './discount-math';
import { formatMoney, formatPercent } from '../../../lib/format-number';
import type { Digits } from '../../../lib/locales';

// Text shades dark enough for AA on the light badge background (Mantine would cap them at 6).
const TIMING_COLORS = { active: 'brand.8', scheduled: 'blue.9', ended: 'gray.8' } as const;

/** "10%" or "SAR 5.00" in the UI language. */
export function discountAmount(discount: Discount, lang: 'en' | 'ar', digits: Digits): string {
  return discount.type === 'Percentage'
    ? formatPercent(discount.value, lang, digits, 2)
    : formatMoney(discount.value, lang, digits);
}

/**
 * A product's discount: how much, when, and whether it applies now. "Active" follows the server's
 * discountedPrice (it decides); the dates tell a scheduled discount from an ended one.
 */
export function DiscountSummary({ product }: { product: Product }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const { discount } = product;
  if (!discount) {
    return <Text c="dimmed">{t('productsAdmin.discount.none')}</Text>;
  }
  const timing = product.discountedPrice !== null ? 'active' : discountTiming(discount);
  const when = (iso: string | null, open: string) => (iso ? formatDate(iso, lang, digits) : open);
  return (
    <Stack gap="sm" data-testid="discount-summary">
      <Badge color={TIMING_COLORS[timing]} c={TIMING_COLORS[timing]} variant="light" size="lg">
        {t(`productsAdmin.discount.timing.${timing}`)}
      </Badge>
      <SimpleGrid cols={2} spacing="sm">
        <Stack gap={2}>
          <Text fz="xs" c="dimmed" fw={600}>
            {t(`productsAdmin.discount.types.${discount.type}`)}
          </Text>
          <Text fw={700} className="numeric-cell">
            {discountAmount(discount, lang, digits)}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text fz="xs" c="dimmed" fw={600}>
            {t('productsAdmin.discount.priceAfter')}
          </Text>
          <Text
            fw={700}
            c={product.discountedPrice === null ? 'dimmed' : 'red.9'}
            className="numeric-cell"
          >
            {product.discountedPrice === null
              ? '—'
              : formatMoney(product.discountedPrice, lang, digits)}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text fz="xs" c="dimmed" fw={600}>
            {t('productsAdmin.discount.startShort')}
          </Text>
          <Text fz="sm">{when(discount.startDate, t('productsAdmin.discount.noStart'))}</Text>
        </Stack>
        <Stack gap={2}>
          <Text fz="xs" c="dimmed" fw={600}>
            {t('productsAdmin.discount.endShort')}
          </Text>
          <Text fz="sm">{when(discount.endDate, t('productsAdmin.discount.noEnd'))}</Text>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
