import type { OrderDetails } from '@dukkan/contracts';
import { Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useRequest } from '../../../app/use-request';
import { useLanguage } from '../../../i18n/use-language';
import { localName } from '../../../lib/local-name';
import { selectOrdersState } from '../../../shopping/orders.slice';
import { fetchOrderDetails } from '../../../shopping/orders.thunks';
import { AddressLines, addressLabel } from '../address-book/address-lines';
import { Fact, Panel } from '../orders/order-panel';
import { OrderItemsPanel } from '../orders/order-items-panel';
import { OrderTotals } from '../orders/order-totals';
import { deliveryEstimate } from '../../components/delivery-estimate';
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
        <Text fw={600}>{addressLabel(order.address, t('addressBook.addresses.untitled'))}</Text>
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

/**
 * What was just paid for, under the payment's result: the lines, the totals, where it goes and
 * when to expect it. One `Order/GetOrderDetails` call; if it fails the result above still stands,
 * so this part is simply left out.
 */
export function PaidOrderSummary({ orderId }: { orderId: number }) {
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const { order: stored } = useAppSelector(selectOrdersState);
  const request = useRequest(() => dispatch(fetchOrderDetails(orderId)), `${lang}:${orderId}`);
  const order = stored?.id === orderId ? stored : null;

  if (!order) {
    if (request.phase === 'error') return null;
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
