import type { AdminOrderDetails } from '@dukkan/contracts';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { localName } from '../../../lib/local-name';
import { useLanguage } from '../../../i18n/use-language';
import { toLocalMobile } from '../../../lib/local-mobile';
import { OrderAddressFact } from './order-address-fact';
import './orders-admin.css';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Who ordered and where it goes: the snapshots taken when the order was placed. */
export function OrderCustomerCard({ order }: { order: AdminOrderDetails }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { customer, address, deliveryMethod } = order;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="order-customer-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="order-customer-title" mb="xs">
            {t('ordersAdmin.details.customer')}
          </Title>
          <dl className="oa-facts">
            <Fact label={t('ordersAdmin.details.name')}>
              <Text fw={600} data-testid="order-customer-name">
                {customer.name}
              </Text>
              {customer.id === null && (
                <Text fz="xs" c="dimmed">
                  {t('ordersAdmin.details.deletedCustomer')}
                </Text>
              )}
            </Fact>
            {/* A customer who signed up with a mobile number has no e-mail. */}
            {customer.email && (
              <Fact label={t('ordersAdmin.details.email')}>
                <Anchor href={`mailto:${customer.email}`} fz="sm">
                  <bdi>{customer.email}</bdi>
                </Anchor>
              </Fact>
            )}
            <Fact label={t('ordersAdmin.details.phone')}>
              <Anchor href={`tel:${order.phoneNumber}`} fz="sm">
                <bdi dir="ltr">{toLocalMobile(order.phoneNumber)}</bdi>
              </Anchor>
            </Fact>
          </dl>
        </div>
        <div>
          <Title order={2} fz="lg" mb="xs">
            {t('ordersAdmin.details.shipping')}
          </Title>
          <dl className="oa-facts">
            <Fact label={t('ordersAdmin.details.deliveryMethod')}>
              <Text fz="sm">
                {localName(deliveryMethod, lang)}
                {deliveryMethod.estimatedDays &&
                  ` · ${t('ordersAdmin.details.estimatedDays', { days: deliveryMethod.estimatedDays })}`}
              </Text>
            </Fact>
            <Fact label={t('ordersAdmin.details.address')}>
              <OrderAddressFact address={address} />
            </Fact>
            {order.notes && (
              <Fact label={t('ordersAdmin.details.notes')}>
                <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                  {order.notes}
                </Text>
              </Fact>
            )}
          </dl>
        </div>
      </Stack>
    </Paper>
  );
}
