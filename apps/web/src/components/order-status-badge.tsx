import type { OrderStatus } from '@dukkan/contracts';
import { Badge, type BadgeProps } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconLoader,
  IconReceiptRefund,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';

interface BadgeLook {
  /** The Mantine colour of the tint (and of the timeline's bullet). */
  color: string;
  /**
   * The text on that tint. Light badges put shade-6 text on a 10% tint of itself, far under AA
   * for yellow, green and orange (even shade 9 is not enough), so each has a darker ink
   * checked at 4.5:1 or more.
   */
  ink: string;
}

/** One colour and icon per status, the same in the storefront and the dashboard. */
export const ORDER_STATUS_LOOK: Record<OrderStatus, BadgeLook & { icon: Icon }> = {
  Pending: { color: 'yellow', ink: '#7a4f00', icon: IconClock },
  Processing: { color: 'blue', ink: 'var(--mantine-color-blue-9)', icon: IconLoader },
  Shipped: { color: 'indigo', ink: 'var(--mantine-color-indigo-9)', icon: IconTruckDelivery },
  Delivered: { color: 'green', ink: '#1b5e2b', icon: IconCircleCheck },
  Cancelled: { color: 'red', ink: '#b02525', icon: IconCircleX },
  Returned: { color: 'gray', ink: 'var(--mantine-color-gray-9)', icon: IconReceiptRefund },
};

const PAID_LOOK: Record<'paid' | 'unpaid', BadgeLook> = {
  paid: { color: 'teal', ink: '#06664a' },
  unpaid: { color: 'orange', ink: '#9c3709' },
};

function lightBadgeProps({ color, ink }: BadgeLook): BadgeProps {
  return { color, variant: 'light', c: ink };
}

export function OrderStatusBadge({
  status,
  size = 'md',
}: {
  status: OrderStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation();
  const { icon: StatusIcon, ...look } = ORDER_STATUS_LOOK[status];
  return (
    <Badge
      {...lightBadgeProps(look)}
      size={size}
      leftSection={<StatusIcon size={14} aria-hidden />}
      data-testid="order-status"
      data-status={status}
    >
      {t(`orders.status.${status}`)}
    </Badge>
  );
}

export function PaidBadge({ isPaid, size = 'md' }: { isPaid: boolean; size?: BadgeProps['size'] }) {
  const { t } = useTranslation();
  return (
    <Badge
      {...lightBadgeProps(PAID_LOOK[isPaid ? 'paid' : 'unpaid'])}
      size={size}
      data-testid="order-paid"
      data-paid={isPaid}
    >
      {isPaid ? t('orders.paid') : t('orders.unpaid')}
    </Badge>
  );
}
