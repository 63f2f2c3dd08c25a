import type { AdminOrderDetails } from '@dukkan/contracts';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { isolate } from '../../../lib/isolate';
import { useNumberFormat } from '../../../lib/use-number-format';
import './orders-admin.css';

function MoneyRow({
  label,
  value,
  strong = false,
  testId,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="md"
      className={strong ? 'oa-total-row' : undefined}
    >
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        fz={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 600}
        className="oa-amount"
        data-testid={testId}
      >
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, coupon discount, delivery, the VAT part of the total, and the total. */
export function OrderTotals({ order }: { order: AdminOrderDetails }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Stack gap={8} data-testid="order-totals">
      <MoneyRow label={t('ordersAdmin.details.subtotal')} value={format.sar(order.subtotal)} />
      {order.discountAmount > 0 && (
        <MoneyRow
          label={
            order.couponCode
              ? t('ordersAdmin.details.discountCode', { code: isolate(order.couponCode) })
              : t('ordersAdmin.details.discount')
          }
          value={format.sar(-order.discountAmount)}
          testId="order-discount"
        />
      )}
      <MoneyRow
        label={t('ordersAdmin.details.delivery')}
        value={
          order.deliveryFee > 0 ? format.sar(order.deliveryFee) : t('ordersAdmin.details.free')
        }
      />
      <MoneyRow
        label={t('ordersAdmin.details.vat', { rate: format.number(order.vatRate) })}
        value={format.sar(order.vatAmount)}
      />
      <MoneyRow
        label={t('ordersAdmin.details.total')}
        value={format.sar(order.total)}
        strong
        testId="order-details-total"
      />
    </Stack>
  );
}
