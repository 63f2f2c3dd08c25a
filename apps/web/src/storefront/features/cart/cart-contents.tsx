import type { CartItem, Coupon } from '@dukkan/contracts';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CartSummary as Summary } from '../../../shopping/cart.slice';
import { CartLine } from './cart-line';
import { CartSummary, CheckoutBar } from './cart-summary';
import { ClearCartButton } from './clear-cart-button';
import { CouponForm } from './coupon-form';
import './cart.css';

interface CartContentsProps {
  items: CartItem[];
  summary: Summary;
  availableCoupons: Coupon[];
  /** False for a guest: coupons need an account. */
  canUseCoupons: boolean;
  isUpdating: boolean;
}

/**
 * A cart with lines. Desktop: the lines beside a sticky column (coupon, summary). Phones: one
 * column, and a bar with the total and the checkout button kept at the bottom of the screen.
 */
export function CartContents(props: CartContentsProps) {
  const { items, summary, availableCoupons, canUseCoupons, isUpdating } = props;
  const { t } = useTranslation();
  const isBlocked = items.some((item) => !item.isAvailable);

  return (
    <>
      <div className="cart-layout">
        <section aria-labelledby="cart-lines-title">
          <Group justify="space-between" mb="sm" gap="xs">
            <Title order={2} fz="md" id="cart-lines-title">
              {t('cart.lines')}
            </Title>
            <ClearCartButton />
          </Group>
          <ul className="plain-list cart-lines">
            {items.map((item) => (
              <li key={item.productId}>
                <CartLine item={item} />
              </li>
            ))}
          </ul>
        </section>
        <div className="cart-aside">
          {canUseCoupons && (
            <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="coupon-title">
              <Stack gap="xs">
                <Title order={2} fz="md" id="coupon-title">
                  {t('cart.coupon.title')}
                </Title>
                <CouponForm applied={summary.coupon} available={availableCoupons} />
              </Stack>
            </Paper>
          )}
          <CartSummary summary={summary} isBlocked={isBlocked} isUpdating={isUpdating} />
        </div>
      </div>
      <CheckoutBar summary={summary} isBlocked={isBlocked} />
    </>
  );
}
