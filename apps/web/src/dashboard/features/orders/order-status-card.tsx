import type { AdminOrderDetails, OrderStatus } from '@dukkan/contracts';
import { Alert, Button, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowsExchange, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import type { useOrderStatusChange } from './use-order-status-change';

interface OrderStatusCardProps {
  order: AdminOrderDetails;
  statusChange: ReturnType<typeof useOrderStatusChange>;
}

/**
 * The current status and the move to the next one: only the order's `allowedStatuses` are
 * offered, with an optional note kept in the history. Refusals (409) show here as well as in a toast.
 */
export function OrderStatusCard({ order, statusChange }: OrderStatusCardProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [note, setNote] = useState('');
  // A status no longer allowed (the order moved on) is not kept selected.
  const chosen = status && order.allowedStatuses.includes(status) ? status : '';
  const isFinal = order.allowedStatuses.length === 0;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    const changed = await statusChange.request(order, chosen, note);
    if (changed) {
      setStatus('');
      setNote('');
    }
  }

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="order-status-title"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="order-status-title">
          {t('ordersAdmin.details.status')}
        </Title>
        <div>
          <OrderStatusBadge status={order.status} size="lg" />
        </div>
        {isFinal ? (
          <Text fz="sm" c="dimmed">
            <IconLock
              size={14}
              aria-hidden
              style={{ verticalAlign: 'middle', marginInlineEnd: 4 }}
            />
            {t('ordersAdmin.details.finalStatus')}
          </Text>
        ) : (
          <form onSubmit={submit} data-testid="change-status-form">
            <Stack gap="sm">
              <NativeSelect
                name="status"
                label={t('ordersAdmin.details.newStatus')}
                value={chosen}
                onChange={(event) => {
                  setStatus(event.currentTarget.value as OrderStatus | '');
                  statusChange.clearError();
                }}
                data={[
                  { value: '', label: t('ordersAdmin.details.chooseStatus'), disabled: true },
                  ...order.allowedStatuses.map((next) => ({
                    value: next,
                    label: t(`orders.status.${next}`),
                  })),
                ]}
                data-testid="new-status"
              />
              <Textarea
                name="note"
                label={t('ordersAdmin.details.note')}
                placeholder={t('ordersAdmin.details.notePlaceholder')}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                maxLength={500}
                autosize
                minRows={2}
                data-testid="status-note"
              />
              <Button
                type="submit"
                disabled={!chosen}
                loading={statusChange.busy && statusChange.confirming === null}
                leftSection={<IconArrowsExchange size={18} aria-hidden />}
                data-testid="change-status"
              >
                {t('ordersAdmin.details.changeStatus')}
              </Button>
            </Stack>
          </form>
        )}
        {statusChange.error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title={t('ordersAdmin.details.changeFailed')}
            styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
            role="alert"
            data-testid="status-error"
          >
            {statusChange.error.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
