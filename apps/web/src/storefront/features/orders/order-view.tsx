import type { OrderDetails } from '@dukkan/contracts';
import { Anchor, Badge, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { PaidBadge } from '../../../components/order-status-badge';
import { localName } from '../../../lib/local-name';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { writePhoneDigits } from '../../../lib/write-digits';
import { formatDate } from '../../../lib/format-date';
import { isolate } from '../../../lib/isolate';
import { AddressLines } from '../address-book/address-lines';
import { formatMobile } from '../address-book/format-mobile';
import { deliveryEstimate } from '../../components/delivery-estimate';
import { formatDateTime } from '../../../lib/format-date';
import { Fact, Panel } from './order-panel';
import { OrderActions } from './order-actions';
import { OrderItemsPanel } from './order-items-panel';
import { OrderReturns } from './order-returns';
import { OrderTotals } from './order-totals';
import { OrderTimeline } from './order-timeline';
import { PayNowNotice } from './pay-now-notice';
import { ShopperStatusBadges } from './shopper-status-badges';
import './orders.css';

/** "Partly refunded" or "Refunded" beside "Paid": the money that came back (decision 020). */
function RefundBadge({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  if (order.refundedAmount <= 0) return null;
  const isWhole = order.refundedAmount >= order.total;
  return (
    <Badge
      color="gray"
      variant="light"
      c="var(--mantine-color-gray-9)"
      data-testid="order-refund-badge"
    >
      {isWhole ? t('returns.fullyRefunded') : t('returns.partlyRefunded')}
    </Badge>
  );
}

export function OrderFacts({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  return (
    <>
      <Panel title={t('orders.details.shipping')} testId="order-shipping">
        <Fact label={t('orders.details.address')}>
          {/* Under the heading "Address", an address without a label of its own needs none (a guest's). */}
          {order.address.label.trim() && <Text fw={600}>{order.address.label}</Text>}
          <AddressLines address={order.address} />
        </Fact>
        <Fact label={t('orders.details.phone')}>
          <Text>
            <span dir="ltr">{writePhoneDigits(formatMobile(order.phoneNumber), digits)}</span>
          </Text>
        </Fact>
        <Fact label={t('orders.details.deliveryMethod')}>
          <Text>
            {`${localName(order.deliveryMethod, lang)} · ${deliveryEstimate(order.deliveryMethod.estimatedDays, t, digits)}`}
          </Text>
        </Fact>
      </Panel>
      <Panel title={t('orders.details.payment')} testId="order-payment">
        <Fact label={t('orders.details.paymentMethod')}>
          <Text>{t(`orders.paymentMethod.${order.paymentMethod}`)}</Text>
        </Fact>
        <Group gap="xs">
          <PaidBadge isPaid={order.isPaid} />
          <RefundBadge order={order} />
          <Text fz="sm" c="dimmed">
            {order.isPaid && order.paidAt
              ? t('orders.details.paidOn', { date: formatDateTime(order.paidAt, lang, digits) })
              : order.paymentMethod === 'CashOnDelivery'
                ? t('orders.details.payOnDelivery')
                : t('orders.details.notPaidYet')}
          </Text>
        </Group>
      </Panel>
      {order.notes && (
        <Panel title={t('orders.details.notes')}>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{order.notes}</Text>
        </Panel>
      )}
    </>
  );
}

export function OrderView({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  return (
    <Stack gap="lg" data-testid="order-details" data-order-id={order.id}>
      <Stack gap="xs">
        <Anchor component={Link} to="/my-orders" fz="sm" className="order-back">
          <IconArrowLeft size={16} aria-hidden className="order-back__icon" />
          {t('orders.details.back')}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('orders.details.title', { number: isolate(order.orderNumber) })}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('orders.details.placedOn', { date: formatDate(order.createdAt, lang, digits) })}
            </Text>
          </Stack>
          <Group gap="xs">
            <ShopperStatusBadges order={order} size="lg" />
          </Group>
        </Group>
        <OrderActions order={order} />
      </Stack>
      <PayNowNotice order={order} />
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <OrderItemsPanel order={order} />
            <OrderReturns order={order} />
            <Panel title={t('orders.details.timeline')}>
              <OrderTimeline order={order} />
            </Panel>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <OrderTotals order={order} />
            <OrderFacts order={order} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function OrderSkeleton() {
  return (
    <Stack gap="lg" aria-hidden>
      <Skeleton h={14} w={120} />
      <Skeleton h={34} w="45%" />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton h={260} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton h={260} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
