import type { OrderDetails } from '@dukkan/contracts';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { useCountdown } from '../../components/use-countdown';
import { useDigits } from '../../../lib/digits-context';
import { formatDateTime } from '../../../lib/format-date';

/** Card orders still waiting for their payment can be paid until the window closes. */
export function isAwaitingPayment(order: OrderDetails): boolean {
  return order.paymentMethod === 'Online' && !order.isPaid && order.status === 'Pending';
}

/** "Pay now" while an unpaid card order can still be paid; nothing once the window has closed. */
export function PayNowNotice({
  order,
  payPath = `/payment?orderId=${order.id}`,
}: {
  order: OrderDetails;
  /** The payment screen: a guest's order has its own (`/guest-order/{id}/pay`). */
  payPath?: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const left = useCountdown(order.paymentExpiresAt);
  if (!isAwaitingPayment(order) || left === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCreditCard aria-hidden />}
      data-testid="pay-now-notice"
      styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm">
          {order.paymentExpiresAt
            ? t('orders.details.payBefore', {
                time: formatDateTime(order.paymentExpiresAt, lang, digits),
              })
            : t('orders.details.notPaidYet')}
        </Text>
        <Button
          component={Link}
          to={payPath}
          leftSection={<IconCreditCard size={18} aria-hidden />}
          data-testid="pay-now"
        >
          {t('orders.details.payNow')}
        </Button>
      </Group>
    </Alert>
  );
}
