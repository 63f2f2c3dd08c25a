import type { OrderDetails } from '@dukkan/contracts';
import { Stack, Text, Timeline } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { ORDER_STATUS_LOOK } from '../../../components/order-status-badge';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatDateTime } from '../../../lib/format-date';
import { shopperStage } from './shopper-stage';
import { timelineSteps } from './timeline-steps';

/**
 * Every status the order went through, oldest first, the current one last; changes that kept the
 * status (the payment) are listed under it. The current row says "Paid — being prepared" for a
 * paid order the shop has not started on.
 */
export function OrderTimeline({
  order,
}: {
  order: Pick<OrderDetails, 'status' | 'isPaid' | 'statusHistory'>;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const steps = timelineSteps(order.statusHistory);
  const isPaidPreparing = shopperStage(order) === 'PaidPreparing';
  const digits = useDigits();
  return (
    <Timeline active={steps.length - 1} bulletSize={26} lineWidth={2} data-testid="order-timeline">
      {steps.map((step, index) => {
        const isCurrentPaid = isPaidPreparing && index === steps.length - 1;
        const { color, icon: StatusIcon } = isCurrentPaid
          ? { color: 'teal', icon: IconCircleCheck }
          : ORDER_STATUS_LOOK[step.status];
        return (
          <Timeline.Item
            key={`${step.status}-${step.changes[0]!.createdAt}`}
            color={color}
            bullet={<StatusIcon size={14} aria-hidden />}
            title={
              <Text fw={600}>
                {isCurrentPaid ? t('orders.paidPreparing') : t(`orders.status.${step.status}`)}
              </Text>
            }
            data-testid="timeline-step"
            data-status={step.status}
          >
            <Stack gap={6}>
              {step.changes.map((change, changeIndex) => (
                <div key={`${change.createdAt}-${changeIndex}`}>
                  {change.note && <Text fz="sm">{change.note}</Text>}
                  <Text fz="sm" c="dimmed">
                    {formatDateTime(change.createdAt, lang, digits)}
                  </Text>
                </div>
              ))}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
