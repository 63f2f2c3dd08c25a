import type { OrderDetails } from '@dukkan/contracts';
import { Divider, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { formatCount } from '../../../lib/format-number';
import { isolate } from '../../../lib/isolate';
import { MoneyRow } from '../../components/money-rows';
import { Panel } from './order-panel';
import { useDigits } from '../../../lib/digits-context';

/**
 * What the order cost: subtotal, coupon, delivery, total and the VAT it includes; after a refund,
 * what came back and what was paid net (decision 020).
 */
export function OrderTotals({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  return (
    <Panel title={t('orders.details.summary')} testId="order-totals">
      <Stack gap={6}>
        <MoneyRow
          label={t('orders.details.subtotal')}
          amount={order.subtotal}
          testId="order-subtotal"
        />
        {order.discountAmount > 0 && (
          <MoneyRow
            label={
              order.couponCode
                ? t('orders.details.discountCode', { code: isolate(order.couponCode) })
                : t('orders.details.discount')
            }
            amount={order.discountAmount}
            isDeduction
            testId="order-discount"
          />
        )}
        <MoneyRow
          label={t('orders.details.delivery')}
          amount={order.deliveryFee === 0 ? t('orders.details.free') : order.deliveryFee}
          testId="order-delivery"
        />
        <Divider my={4} />
        <MoneyRow
          label={t('orders.details.total')}
          amount={order.total}
          isTotal
          testId="order-details-total"
        />
        <MoneyRow
          label={t('orders.details.vat', { rate: formatCount(order.vatRate, lang, digits) })}
          amount={order.vatAmount}
          testId="order-vat"
        />
        {order.refundedAmount > 0 && (
          <>
            <Divider my={4} />
            <MoneyRow
              label={t('returns.refunded')}
              amount={order.refundedAmount}
              isDeduction
              testId="order-refunded"
            />
            <MoneyRow
              label={t('returns.paidNet')}
              amount={Math.round((order.total - order.refundedAmount) * 100) / 100}
              isTotal
              testId="order-paid-net"
            />
          </>
        )}
      </Stack>
    </Panel>
  );
}
