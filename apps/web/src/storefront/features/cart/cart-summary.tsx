import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconLogin, IconTruckDelivery } from '@tabler/icons-react';
import { selectAuth } from '../../../app/auth/auth.slice';
import { useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import type { CartSummary as Summary } from '../../../shopping/cart.slice';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatMoney, formatPercent } from '../../../lib/format-number';
import './cart.css';

/** Where "Proceed to checkout" leads (the checkout screen's route). */
export const CHECKOUT_PATH = '/cart/checkout';
/** Where "Continue as a guest" leads (decision 022). */
export const GUEST_CHECKOUT_PATH = '/cart/guest-checkout';

interface CartSummaryProps {
  summary: Summary;
  /** Some line cannot be ordered as it is (no longer sold, or more than the stock). */
  isBlocked: boolean;
  isUpdating: boolean;
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fz="sm" c="dark.5" component="dt">
        {label}
      </Text>
      <Text fz="sm" fw={600} component="dd" data-testid={testId} className="cart-amount">
        {value}
      </Text>
    </Group>
  );
}

/** The checkout button, shared by the summary card and the phone's bottom bar. */
export function CheckoutButton({
  isBlocked,
  fullWidth,
  compact = false,
}: {
  isBlocked: boolean;
  fullWidth?: boolean;
  /** The phone's bottom bar: smaller buttons, side by side. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAuthenticated } = useAppSelector(selectAuth);
  if (!isAuthenticated) {
    // A guest (decision 022): sign in (checkout brings them to the login and back), or order
    // without an account.
    return (
      <Group gap="xs" grow={fullWidth} wrap="nowrap" className="cart-guest-checkout">
        <Button
          size={compact ? 'sm' : 'md'}
          variant="default"
          disabled={isBlocked}
          leftSection={compact ? undefined : <IconLogin size={18} aria-hidden />}
          onClick={() => void navigate(CHECKOUT_PATH)}
          data-testid="checkout-sign-in"
        >
          {t('cart.signInToCheckout')}
        </Button>
        <Button
          size={compact ? 'sm' : 'md'}
          disabled={isBlocked}
          rightSection={
            compact ? undefined : <IconArrowRight size={18} aria-hidden className="mirror-in-rtl" />
          }
          onClick={() => void navigate(GUEST_CHECKOUT_PATH)}
          data-testid="continue-as-guest"
        >
          {t('cart.continueAsGuest')}
        </Button>
      </Group>
    );
  }
  return (
    <Button
      size="md"
      fullWidth={fullWidth}
      disabled={isBlocked}
      rightSection={<IconArrowRight size={18} aria-hidden className="mirror-in-rtl" />}
      onClick={() => void navigate(CHECKOUT_PATH)}
      data-testid="checkout"
    >
      {t('cart.checkout')}
    </Button>
  );
}

/**
 * Subtotal, the coupon's saving, the total and the VAT it contains, all as the server worked
 * them out. Delivery is not here: it is chosen, and priced, at checkout.
 */
export function CartSummary({ summary, isBlocked, isUpdating }: CartSummaryProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const { coupon } = summary;
  const saving = coupon?.isApplicable && coupon.discountAmount > 0 ? coupon : null;

  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="cart-summary-title"
      aria-busy={isUpdating}
      data-testid="cart-summary"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="cart-summary-title">
          {t('cart.summary')}
        </Title>
        <Stack gap={8} component="dl" m={0}>
          <Row
            label={t('cart.subtotal')}
            value={formatMoney(summary.totalAmount, lang, digits)}
            testId="summary-subtotal"
          />
          {saving && (
            <Row
              label={t('cart.couponDiscount', { code: saving.code })}
              // A negative amount: Intl places the sign (and its direction marks) per language.
              value={formatMoney(-saving.discountAmount, lang, digits)}
              testId="summary-discount"
            />
          )}
        </Stack>
        <Divider />
        <div>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} fz="lg">
              {t('cart.total')}
            </Text>
            <Text
              fw={800}
              fz="xl"
              className="cart-amount"
              data-testid="summary-total"
              data-amount={summary.totalAfterDiscount}
            >
              {formatMoney(summary.totalAfterDiscount, lang, digits)}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed" data-testid="summary-vat">
            {t('cart.vatIncluded', {
              rate: formatPercent(summary.vatRate, lang, digits),
              amount: formatMoney(summary.vatAmount, lang, digits),
            })}
          </Text>
        </div>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <IconTruckDelivery size={18} aria-hidden />
          <Text fz="sm">{t('cart.deliveryNote')}</Text>
        </Group>
        {isBlocked && (
          <Text fz="sm" c="red.9" role="status">
            {t('cart.fixLinesFirst')}
          </Text>
        )}
        <div className="cart-summary__checkout">
          <CheckoutButton isBlocked={isBlocked} fullWidth />
        </div>
      </Stack>
    </Paper>
  );
}

/** Phones: the total and the checkout button stay at the bottom while the lines scroll. */
export function CheckoutBar({ summary, isBlocked }: Omit<CartSummaryProps, 'isUpdating'>) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  return (
    <div className="cart-checkout-bar" data-testid="checkout-bar">
      <Stack gap={0} miw={0}>
        <Text fz="xs" c="dimmed">
          {t('cart.total')}
        </Text>
        <Text fw={800} fz="lg" className="cart-amount">
          {formatMoney(summary.totalAfterDiscount, lang, digits)}
        </Text>
      </Stack>
      <CheckoutButton isBlocked={isBlocked} compact />
    </div>
  );
}
