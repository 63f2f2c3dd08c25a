import type { OrderDetails } from '@dukkan/contracts';
import { Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useRequest } from '../../../app/use-request';
import { useLanguage } from '../../../i18n/use-language';
import { localName } from '../../../lib/local-name';
import { selectOrdersState } from '../../../shopping/orders.slice';
import { fetchOrderDetails } from '../../../shopping/orders.thunks';
import { AddressLines } from '../address-book/address-lines';
import { Fact, Panel } from '../orders/order-panel';
import { OrderItemsPanel } from '../orders/order-items-panel';
import { OrderTotals } from '../orders/order-totals';
import { deliveryEstimate } from '../../components/delivery-estimate';
import { useGuestOrder } from '../orders/use-guest-order';
import { useDigits } from '../../../lib/digits-context';

function DeliveryPanel({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // The method's days as the dashboard typed them; an order without them shows no estimate.
  const digits = useDigits();
  const days = order.deliveryMethod.estimatedDays.trim();
  return (
    <Panel title={t('orders.details.shipping')} testId="paid-order-delivery">
      <Fact label={t('orders.details.address')}>
        {/* Under the heading "Address", an address without a label of its own needs none (a guest's). */}
        {order.address.label.trim() && <Text fw={600}>{order.address.label}</Text>}
        <AddressLines address={order.address} />
      </Fact>
      <Fact label={t('orders.details.deliveryMethod')}>
        <Text>{localName(order.deliveryMethod, lang)}</Text>
      </Fact>
      {days && (
        <Fact label={t('checkout.result.estimate')}>
          <Text fw={600} data-testid="delivery-estimate">
            {deliveryEstimate(days, t, digits)}
          </Text>
        </Fact>
      )}
    </Panel>
  );
}

function SummarySkeleton() {
  return (
    <Grid gutter="lg" aria-hidden>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Skeleton h={220} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Skeleton h={220} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

function PaidOrder({ order }: { order: OrderDetails }) {
  return (
    <Grid gutter="lg" align="flex-start" data-testid="paid-order">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <OrderItemsPanel order={order} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <OrderTotals order={order} />
          <DeliveryPanel order={order} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** A customer's order: one `Order/GetOrderDetails` call, kept in the orders slice. */
function CustomerPaidOrder({ orderId }: { orderId: number }) {
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const { order: stored } = useAppSelector(selectOrdersState);
  const request = useRequest(() => dispatch(fetchOrderDetails(orderId)), `${lang}:${orderId}`);
  const order = stored?.id === orderId ? stored : null;
  if (order) return <PaidOrder order={order} />;
  return request.phase === 'error' ? null : <SummarySkeleton />;
}

/** A guest's order: read with its access token (decision 022). */
function GuestPaidOrder({ orderId, orderToken }: { orderId: number; orderToken: string }) {
  const { order, error } = useGuestOrder(orderId, orderToken);
  if (order) return <PaidOrder order={order} />;
  return error ? null : <SummarySkeleton />;
}

/**
 * What was just paid for, under the payment's result: the lines, the totals, where it goes and
 * when to expect it. If reading the order fails the result above still stands, so this part is
 * simply left out.
 */
export function PaidOrderSummary({
  orderId,
  orderToken = null,
}: {
  orderId: number;
  orderToken?: string | null;
}) {
  return orderToken ? (
    <GuestPaidOrder orderId={orderId} orderToken={orderToken} />
  ) : (
    <CustomerPaidOrder orderId={orderId} />
  );
}
