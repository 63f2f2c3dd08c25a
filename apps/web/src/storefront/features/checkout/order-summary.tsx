import type { CartItem, OrderTotals } from '@dukkan/contracts';
import { Alert, Anchor, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { localName } from '../../../lib/local-name';
import { lineOptionsText } from '../../../lib/line-options';
import { useLanguage } from '../../../i18n/use-language';
import { isolate } from '../../../lib/isolate';
import { thumbnailUrl } from '../../../lib/image-srcset';
import { useDigits } from '../../../lib/digits-context';
import { formatCount, formatMoney } from '../../../lib/format-number';
import { MoneyRow } from '../../components/money-rows';

interface OrderSummaryProps {
  items: CartItem[];
  /** What CreateOrder would charge now, from `Order/Preview`; null while unknown. */
  totals: OrderTotals | null;
  isUpdating: boolean;
  hasDelivery: boolean;
  /** The delivery row while no fee is known ("Choose a method" unless told otherwise). */
  deliveryPending?: string;
  /** The totals could not be worked out (message to show). */
  totalsError: string | null;
  children: ReactNode;
}

function SummaryLine({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const thumb = thumbnailUrl(item.imageUrl);
  const name = localName(item, lang);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-testid="summary-line">
      {thumb ? (
        <img
          src={thumb}
          alt=""
          width={48}
          height={48}
          className="summary-line__thumb"
          loading="lazy"
        />
      ) : (
        <div className="summary-line__thumb" aria-hidden />
      )}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fz="sm" lineClamp={2}>
          {name}
        </Text>
        {item.options.length > 0 && (
          <Text fz="xs" c="dimmed" data-testid="line-options">
            {lineOptionsText(item.options, lang)}
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          {`${t('checkout.summary.quantity', { qty: formatCount(item.quantity, lang, digits) })} ${formatMoney(item.unitPrice, lang, digits)}`}
        </Text>
      </Stack>
      <Text fz="sm" fw={600} className="money-row__amount">
        {formatMoney(item.lineTotal, lang, digits)}
      </Text>
    </Group>
  );
}

/**
 * The order as it will be charged: the cart's lines and the server's totals for the chosen
 * delivery (never added up here), the VAT they contain, and the place-order button.
 */
export function OrderSummary({
  items,
  totals,
  isUpdating,
  hasDelivery,
  deliveryPending,
  totalsError,
  children,
}: OrderSummaryProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  return (
    <Paper
      component="section"
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="lg"
      className="order-summary"
      aria-labelledby="order-summary-heading"
      data-testid="order-summary"
    >
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz={{ base: 18, sm: 20 }} id="order-summary-heading">
            {t('checkout.summary.title')}
          </Title>
          <Anchor component={Link} to="/cart" fz="sm">
            {t('checkout.summary.editCart')}
          </Anchor>
        </Group>
        <Stack
          component="ul"
          className="plain-list"
          gap="sm"
          aria-label={t('checkout.summary.items')}
        >
          {items.map((item) => (
            <SummaryLine key={item.variantId} item={item} />
          ))}
        </Stack>
        <Divider />
        {totalsError && !totals ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {totalsError}
          </Alert>
        ) : totals ? (
          <Stack
            gap={6}
            aria-busy={isUpdating}
            className={isUpdating ? 'order-summary__totals--updating' : undefined}
          >
            <MoneyRow
              label={t('checkout.summary.subtotal')}
              amount={totals.subtotal}
              testId="summary-subtotal"
            />
            {totals.discountAmount > 0 && (
              <MoneyRow
                label={
                  totals.couponCode
                    ? t('checkout.summary.discountCode', { code: isolate(totals.couponCode) })
                    : t('checkout.summary.discount')
                }
                amount={totals.discountAmount}
                isDeduction
                testId="summary-discount"
              />
            )}
            <MoneyRow
              label={t('checkout.summary.delivery')}
              amount={
                !hasDelivery
                  ? (deliveryPending ?? t('checkout.summary.deliveryPending'))
                  : totals.deliveryFee === 0
                    ? t('checkout.delivery.free')
                    : totals.deliveryFee
              }
              testId="summary-delivery"
            />
            <Divider my={4} />
            <MoneyRow
              label={t('checkout.summary.total')}
              amount={totals.total}
              isTotal
              testId="summary-total"
            />
            <Text fz="xs" c="dimmed" ta="end" data-testid="summary-vat">
              {t('checkout.summary.includesVat', {
                rate: formatCount(totals.vatRate, lang, digits),
                amount: formatMoney(totals.vatAmount, lang, digits),
              })}
            </Text>
            {totals.couponError && totals.couponCode && (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs">
                <Text fz="sm">
                  {t('checkout.summary.couponProblem', {
                    code: isolate(totals.couponCode),
                    reason: totals.couponError,
                  })}
                </Text>
              </Alert>
            )}
          </Stack>
        ) : (
          <Group gap="xs" c="dimmed">
            <Loader size="xs" />
            <Text fz="sm">{t('checkout.summary.updating')}</Text>
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
