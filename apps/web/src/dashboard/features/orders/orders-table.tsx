import type { AdminOrderSummary, OrderStatus } from '@dukkan/contracts';
import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { OrderStatusBadge, PaidBadge } from '../../../components/order-status-badge';
import { useNumberFormat } from '../../../lib/use-number-format';
import { ProductThumb } from '../../components/product-thumb';
import { OrderActionsMenu } from './order-actions-menu';
import type { OrderRef } from './order-status-moves';
import './orders-admin.css';

interface OrdersTableProps {
  orders: AdminOrderSummary[];
  caption: string;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
  onMove: (order: OrderRef, status: OrderStatus) => void;
  onTogglePaid: (order: OrderRef) => void;
  /** The order whose change is being sent (its menu button spins). */
  busyId: number | null;
}

const COLUMNS = ['order', 'customer', 'items', 'total', 'method', 'status'] as const;

/** The page of orders: a table from tablets up, cards on phones. */
export function OrdersTable(props: OrdersTableProps) {
  const { orders } = props;
  const { t } = useTranslation();
  // Read at once (not after a first render) so phones never flash the table.
  const isPhone = useMediaQuery('(max-width: 47.99em)', undefined, {
    getInitialValueInEffect: false,
  });

  if (isPhone) {
    return (
      <Stack gap="sm" data-testid="orders-table">
        {orders.length === 0 && props.empty}
        <Stack component="ul" gap="sm" className="plain-list" aria-label={props.caption}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} {...props} />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={880}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="sm"
        highlightOnHover
        data-testid="orders-table"
      >
        <caption className="visually-hidden">{props.caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`ordersAdmin.list.columns.${column}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <span className="visually-hidden">{t('ordersAdmin.list.columns.actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length + 1}>{props.empty}</Table.Td>
            </Table.Tr>
          )}
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} {...props} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type ItemProps = OrdersTableProps & { order: AdminOrderSummary };

function OrderNumberLink({ order }: { order: AdminOrderSummary }) {
  return (
    <Anchor
      component={Link}
      to={`/dashboard/orders/${order.id}`}
      fw={700}
      fz="sm"
      className="oa-number"
    >
      <bdi dir="ltr">{order.orderNumber}</bdi>
    </Anchor>
  );
}

function OrderRow({ order, onMove, onTogglePaid, busyId }: ItemProps) {
  const format = useNumberFormat();
  const { dateTime } = format;
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid={`order-row-${order.id}`}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <ProductThumb url={order.imageUrl ?? undefined} size={40} />
          <Stack gap={0}>
            <OrderNumberLink order={order} />
            <Text fz="xs" c="dimmed" className="numeric-cell">
              {dateTime(order.createdAt)}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td maw={260}>
        <Text fz="sm" fw={600} truncate>
          {order.customerName}
        </Text>
        <Text fz="xs" c="dimmed" truncate>
          <bdi>{order.customerEmail}</bdi>
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" className="numeric-cell">
          {format.number(order.itemsCount)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" fw={600} className="numeric-cell" data-testid="order-total">
          {format.sar(order.total)}
        </Text>
      </Table.Td>
      <Table.Td className="oa-nowrap">
        <Stack gap={4} align="flex-start">
          <Text fz="sm">{t(`orders.paymentMethod.${order.paymentMethod}`)}</Text>
          <PaidBadge isPaid={order.isPaid} size="sm" />
        </Stack>
      </Table.Td>
      <Table.Td className="oa-nowrap">
        <OrderStatusBadge status={order.status} size="sm" />
      </Table.Td>
      <Table.Td>
        <OrderActionsMenu
          order={order}
          onMove={onMove}
          onTogglePaid={onTogglePaid}
          busy={busyId === order.id}
        />
      </Table.Td>
    </Table.Tr>
  );
}

function OrderCard({ order, onMove, onTogglePaid, busyId }: ItemProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { dateTime } = format;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid={`order-row-${order.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ProductThumb url={order.imageUrl ?? undefined} size={40} />
            <Stack gap={0} miw={0}>
              <OrderNumberLink order={order} />
              <Text fz="xs" c="dimmed">
                {dateTime(order.createdAt)}
              </Text>
            </Stack>
          </Group>
          <OrderActionsMenu
            order={order}
            onMove={onMove}
            onTogglePaid={onTogglePaid}
            busy={busyId === order.id}
          />
        </Group>
        <Stack gap={0} miw={0}>
          <Text fz="sm" fw={600} truncate>
            {order.customerName}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            <bdi>{order.customerEmail}</bdi>
          </Text>
        </Stack>
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <OrderStatusBadge status={order.status} size="sm" />
            <PaidBadge isPaid={order.isPaid} size="sm" />
          </Group>
          <Text fw={700} fz="sm" className="numeric-cell" data-testid="order-total">
            {format.sar(order.total)}
          </Text>
        </Group>
        <Text fz="xs" c="dimmed">
          {`${t('ordersAdmin.list.items', { items: format.number(order.itemsCount) })} · ${t(`orders.paymentMethod.${order.paymentMethod}`)}`}
        </Text>
      </Stack>
    </Paper>
  );
}
