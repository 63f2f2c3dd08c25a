import type { OrderStatus } from '@dukkan/contracts';
import { ActionIcon, Loader, Menu, Text, Tooltip } from '@mantine/core';
import { IconCash, IconCashOff, IconDots, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { ORDER_STATUS_LOOK } from '../../../components/order-status-badge';
import { fetchAdminOrderDetails } from './admin-orders.thunks';
import type { OrderRef } from './order-status-moves';

type Moves =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; statuses: OrderStatus[] };

interface OrderActionsMenuProps {
  order: OrderRef;
  onMove: (order: OrderRef, status: OrderStatus) => void;
  onTogglePaid: (order: OrderRef) => void;
  busy: boolean;
}

/**
 * One order's quick actions: the statuses it may move to (asked for when the menu opens, so they
 * are current and only legal moves are offered), the paid toggle and the way to its page.
 */
export function OrderActionsMenu({ order, onMove, onTogglePaid, busy }: OrderActionsMenuProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [moves, setMoves] = useState<Moves>({ state: 'loading' });
  const label = t('ordersAdmin.actions.menu', { number: order.orderNumber });

  async function loadMoves() {
    setMoves({ state: 'loading' });
    try {
      const { data } = await dispatch(fetchAdminOrderDetails(order.id)).unwrap();
      setMoves({ state: 'ready', statuses: data.allowedStatuses });
    } catch {
      setMoves({ state: 'failed' });
    }
  }

  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      width={240}
      onOpen={() => void loadMoves()}
    >
      <Menu.Target>
        <Tooltip label={label} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            c="gray.8"
            size={36}
            aria-label={label}
            loading={busy}
            data-testid={`order-actions-${order.id}`}
          >
            <IconDots size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown data-testid="order-actions-menu">
        <Menu.Label>{t('ordersAdmin.actions.moveTo')}</Menu.Label>
        {moves.state === 'loading' && (
          <Menu.Item disabled leftSection={<Loader size={14} />}>
            {t('ordersAdmin.actions.loadingMoves')}
          </Menu.Item>
        )}
        {moves.state === 'failed' && (
          <Text fz="sm" c="red.9" px="sm" py={6} role="alert">
            {t('ordersAdmin.actions.movesFailed')}
          </Text>
        )}
        {moves.state === 'ready' && moves.statuses.length === 0 && (
          <Text fz="sm" c="dimmed" px="sm" py={6}>
            {t('ordersAdmin.actions.noMoves')}
          </Text>
        )}
        {moves.state === 'ready' &&
          moves.statuses.map((status) => {
            const { icon: StatusIcon, ink } = ORDER_STATUS_LOOK[status];
            return (
              <Menu.Item
                key={status}
                leftSection={<StatusIcon size={16} color={ink} aria-hidden />}
                onClick={() => onMove(order, status)}
                data-testid={`move-to-${status}`}
              >
                {t(`orders.status.${status}`)}
              </Menu.Item>
            );
          })}
        <Menu.Divider />
        <Menu.Item
          leftSection={
            order.isPaid ? (
              <IconCashOff size={16} aria-hidden />
            ) : (
              <IconCash size={16} aria-hidden />
            )
          }
          onClick={() => onTogglePaid(order)}
          data-testid="toggle-paid"
        >
          {order.isPaid ? t('ordersAdmin.actions.markUnpaid') : t('ordersAdmin.actions.markPaid')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`/dashboard/orders/${order.id}`}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('ordersAdmin.actions.open', { number: order.orderNumber })}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
