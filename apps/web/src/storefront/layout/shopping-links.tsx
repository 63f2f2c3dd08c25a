import { IconHeart, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import type { ReactNode } from 'react';
import { useNumberFormat } from '../../lib/use-number-format';
import { IconLink } from '../components/icon-button';
import { useShoppingCounts } from '../features/shopping/shopping-counts';

function CountLink({
  to,
  label,
  count,
  icon,
  testId,
}: {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
  testId: string;
}) {
  const format = useNumberFormat();
  return (
    <span className="count-link">
      <IconLink to={to} variant="subtle" size={40} round aria-label={label} data-testid={testId}>
        {icon}
      </IconLink>
      {/* No badge for an empty cart or wishlist (the count stays in the link's name). */}
      {count > 0 && (
        <span className="count-link__badge" aria-hidden="true">
          {format.number(count)}
        </span>
      )}
    </span>
  );
}

/** Wishlist and cart icons with their counts (the counts are part of the accessible names). */
export function ShoppingLinks() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { cartCount, wishlistCount } = useShoppingCounts();
  return (
    <>
      <CountLink
        to="/wishlist"
        label={t('header.wishlistCount', { count: format.number(wishlistCount) })}
        count={wishlistCount}
        icon={<IconHeart size={24} stroke={1.6} aria-hidden />}
        testId="wishlist-link"
      />
      <CountLink
        to="/cart"
        label={t('header.cartCount', { count: format.number(cartCount) })}
        count={cartCount}
        icon={<IconShoppingBag size={24} stroke={1.6} aria-hidden />}
        testId="cart-link"
      />
    </>
  );
}
