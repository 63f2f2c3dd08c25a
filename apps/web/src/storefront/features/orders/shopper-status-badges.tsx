import type { OrderSummary } from '@dukkan/contracts';
import { Badge, type BadgeProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { OrderStatusBadge, PaidBadge } from '../../../components/order-status-badge';
import { shopperStage } from './shopper-stage';

/**
 * The order's state for its shopper: "Paid — being prepared" as one badge while a paid order
 * waits for the shop, otherwise the status and whether it is paid.
 */
export function ShopperStatusBadges({
  order,
  size = 'md',
}: {
  order: Pick<OrderSummary, 'status' | 'isPaid'>;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation();
  if (shopperStage(order) !== 'PaidPreparing') {
    return (
      <>
        <OrderStatusBadge status={order.status} size={size} />
        <PaidBadge isPaid={order.isPaid} size={size} />
      </>
    );
  }
  return (
    <Badge
      // The paid badge's tint and its darker ink (AA on the tint).
      color="teal"
      variant="light"
      c="#06664a"
      size={size}
      leftSection={<IconCircleCheck size={14} aria-hidden />}
      data-testid="order-status"
      data-status={order.status}
      data-stage="PaidPreparing"
    >
      {t('orders.paidPreparing')}
    </Badge>
  );
}
