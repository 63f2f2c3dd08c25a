import type { AdminCoupon } from '@dukkan/contracts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useCouponText } from './use-coupon-text';

function Term({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** What the coupon gives and when it applies. */
export function CouponTerms({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const text = useCouponText();
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="coupon-terms-title"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="coupon-terms-title">
          {t('couponsAdmin.details.terms')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
          <Term label={t('couponsAdmin.details.discount')}>{text.discount(coupon)}</Term>
          <Term label={t('couponsAdmin.details.minimum')}>{text.minimum(coupon)}</Term>
          <Term label={t('couponsAdmin.details.limits')}>{text.limits(coupon).join(' · ')}</Term>
          <Term label={t('couponsAdmin.details.valid')}>{text.dates(coupon)}</Term>
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          {t('couponsAdmin.details.created', { date: format.date(coupon.createdAt) })}
        </Text>
      </Stack>
    </Paper>
  );
}
