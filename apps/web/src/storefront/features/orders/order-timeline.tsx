import type { OrderStatusChange } from '@dukkan/contracts';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_LOOK } from '../../../components/order-status-badge';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatDateTime } from '../../../lib/format-date';

/** Every status the order went through, oldest first, the current one last. */
export function OrderTimeline({ history }: { history: OrderStatusChange[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  return (
    <Timeline
      active={history.length - 1}
      bulletSize={26}
      lineWidth={2}
      data-testid="order-timeline"
    >
      {history.map((change, index) => {
        const { color, icon: StatusIcon } = ORDER_STATUS_LOOK[change.status];
        return (
          <Timeline.Item
            key={`${change.status}-${change.createdAt}-${index}`}
            color={color}
            bullet={<StatusIcon size={14} aria-hidden />}
            title={<Text fw={600}>{t(`orders.status.${change.status}`)}</Text>}
          >
            <Text fz="sm" c="dimmed">
              {formatDateTime(change.createdAt, lang, digits)}
            </Text>
            {change.note && <Text fz="sm">{change.note}</Text>}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
