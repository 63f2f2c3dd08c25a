import type { CouponStatus } from '@dukkan/contracts';
import { Badge, type BadgeProps } from '@mantine/core';
import {
  IconCalendarClock,
  IconCalendarOff,
  IconCircleCheck,
  IconPlayerPause,
  IconTicketOff,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * One colour and icon per coupon status. Light badges' own text is under AA on their tint for
 * most colours, so each carries a darker ink (checked at 4.5:1 or more), as the order badges do.
 */
const COUPON_STATUS_LOOK: Record<CouponStatus, { color: string; ink: string; icon: Icon }> = {
  active: { color: 'green', ink: '#1b5e2b', icon: IconCircleCheck },
  scheduled: { color: 'blue', ink: 'var(--mantine-color-blue-9)', icon: IconCalendarClock },
  expired: { color: 'gray', ink: 'var(--mantine-color-gray-9)', icon: IconCalendarOff },
  inactive: { color: 'red', ink: '#b02525', icon: IconPlayerPause },
  usedUp: { color: 'orange', ink: '#9c3709', icon: IconTicketOff },
};

export function CouponStatusBadge({
  status,
  size = 'md',
}: {
  status: CouponStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation();
  const { color, ink, icon: StatusIcon } = COUPON_STATUS_LOOK[status];
  return (
    <Badge
      color={color}
      variant="light"
      c={ink}
      size={size}
      // Never squeezed into "SCHED…" by a table column.
      miw="max-content"
      leftSection={<StatusIcon size={14} aria-hidden />}
      data-testid="coupon-status"
      data-status={status}
    >
      {t(`couponsAdmin.status.${status}`)}
    </Badge>
  );
}
