import type { OrderStatusChange } from '@dukkan/contracts';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ORDER_STATUS_LOOK } from '../../../components/order-status-badge';
import { useNumberFormat } from '../../../lib/use-number-format';

/** Every status the order went through, oldest first: when, who (or "automatically") and the note. */
export function OrderTimeline({ history }: { history: OrderStatusChange[] }) {
  const { t } = useTranslation();
  const { dateTime } = useNumberFormat();
  return (
    <Timeline
      active={history.length - 1}
      bulletSize={26}
      lineWidth={2}
      aria-label={t('ordersAdmin.details.timelineLabel')}
      data-testid="order-timeline"
    >
      {history.map((change, index) => {
        const { color, icon: StatusIcon } = ORDER_STATUS_LOOK[change.status];
        const who = change.changedBy
          ? t('ordersAdmin.details.changedBy', { name: change.changedBy })
          : t('ordersAdmin.details.bySystem');
        return (
          <Timeline.Item
            key={`${change.status}-${change.createdAt}-${index}`}
            color={color}
            bullet={<StatusIcon size={14} aria-hidden />}
            title={<Text fw={600}>{t(`orders.status.${change.status}`)}</Text>}
            data-testid="timeline-entry"
            data-status={change.status}
          >
            <Text fz="sm" c="dimmed">
              {`${dateTime(change.createdAt)} · ${who}`}
            </Text>
            {change.note && (
              <Text fz="sm" mt={2} style={{ whiteSpace: 'pre-line' }}>
                {change.note}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
