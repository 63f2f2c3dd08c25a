import { PAYMENT_BRANDS, type AdminOrderDetails, type PaymentBrand } from '@dukkan/contracts';
import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { PaidBadge } from '../../../components/order-status-badge';
import { useNumberFormat } from '../../../lib/use-number-format';

interface OrderPaymentCardProps {
  order: AdminOrderDetails;
  togglingPaid: boolean;
  onTogglePaid: () => void;
}

const isKnownBrand = (brand: string): brand is PaymentBrand =>
  (PAYMENT_BRANDS as readonly string[]).includes(brand);

/** How the order is paid and whether it is: a switch staff flip when the money arrives. */
export function OrderPaymentCard(props: OrderPaymentCardProps) {
  const { order } = props;
  const { t } = useTranslation();
  const { dateTime } = useNumberFormat();
  const brandName = (brand: string) =>
    isKnownBrand(brand) ? t(`orders.paymentBrand.${brand}`) : brand;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="order-payment-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id="order-payment-title">
            {t('ordersAdmin.details.payment')}
          </Title>
          <PaidBadge isPaid={order.isPaid} />
        </Group>
        <Text fz="sm">
          <Text span c="dimmed" fz="sm">
            {`${t('ordersAdmin.details.method')}: `}
          </Text>
          {order.onlineMethod
            ? t(`checkout.payment.methods.${order.onlineMethod}`)
            : t(`orders.paymentMethod.${order.paymentMethod}`)}
        </Text>
        {order.isPaid && order.paymentBrand && (
          <Text fz="sm" data-testid="paid-with">
            <Text span c="dimmed" fz="sm">
              {`${t('ordersAdmin.details.paidWith')}: `}
            </Text>
            {brandName(order.paymentBrand)}
          </Text>
        )}
        <Text fz="sm" data-testid="paid-at">
          {order.isPaid && order.paidAt
            ? t('ordersAdmin.details.paidOn', { date: dateTime(order.paidAt) })
            : t('ordersAdmin.details.notPaid')}
        </Text>
        {!order.isPaid && order.paymentExpiresAt && order.status === 'Pending' && (
          <Text fz="sm" c="orange.9">
            {t('ordersAdmin.details.expiresAt', { time: dateTime(order.paymentExpiresAt) })}
          </Text>
        )}
        <Switch
          checked={order.isPaid}
          onChange={props.onTogglePaid}
          disabled={props.togglingPaid}
          label={t('ordersAdmin.details.paidSwitch')}
          description={t('ordersAdmin.details.paidSwitchHint')}
          data-testid="paid-switch"
          mt="xs"
        />
      </Stack>
    </Paper>
  );
}
