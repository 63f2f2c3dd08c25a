import '../../app/styles/browser-screens';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { selectAuth } from '../../app/auth/auth.slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { selectCartState } from '../../shopping/cart.slice';
import { fetchCart } from '../../shopping/cart.thunks';
import { selectCouponsState } from '../../shopping/coupons.slice';
import { fetchAvailableCoupons } from '../../shopping/coupons.thunks';
import { CartContents } from '../features/cart/cart-contents';
import { CartSkeleton } from '../features/cart/cart-skeleton';
import { EmptyState } from '../features/cart/empty-state';
import { CatalogBreadcrumbs } from '../features/catalog/catalog-breadcrumbs';
import { useDigits } from '../../lib/digits-context';
import { formatCount } from '../../lib/format-number';
import { ListError } from '../features/catalog/list-states';
import { useRequest } from '../../app/use-request';

/** The shopper's cart: lines, coupon (accounts only), totals and the way to checkout. */
export default function CartPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const dispatch = useAppDispatch();
  const { cart, items, loading } = useAppSelector(selectCartState);
  const { availableCoupons } = useAppSelector(selectCouponsState);
  // A guest's cart takes no coupon (decision 022): no list to load, no form to show.
  const { isAuthenticated } = useAppSelector(selectAuth);
  usePageMeta(t('pages.cart.title'), t('pages.cart.description'));

  // Reloaded on every visit (another tab or device may have changed it) and when the language
  // changes (names and the coupon's reason come back in it).
  const request = useRequest(() => dispatch(fetchCart({})), lang);
  useEffect(() => {
    if (isAuthenticated) void dispatch(fetchAvailableCoupons());
  }, [dispatch, lang, isAuthenticated]);

  // The header may have loaded the cart already: show it while the fresh answer comes.
  const isEmpty = cart !== null && items.length === 0;
  let body;
  if (cart === null && request.phase === 'error') {
    body = <ListError title={t('cart.loadFailed')} error={request.error} onRetry={request.retry} />;
  } else if (cart === null) {
    body = <CartSkeleton />;
  } else if (isEmpty) {
    body = (
      <EmptyState
        icon={IconShoppingBag}
        title={t('cart.emptyTitle')}
        body={t('cart.emptyBody')}
        testId="cart-empty"
      />
    );
  } else {
    body = (
      <CartContents
        items={items}
        summary={cart}
        availableCoupons={availableCoupons}
        canUseCoupons={isAuthenticated}
        isUpdating={loading}
      />
    );
  }

  return (
    <Stack gap="lg">
      <CatalogBreadcrumbs crumbs={[{ label: t('pages.cart.title') }]} />
      <Group gap="sm" align="baseline">
        <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="page-title">
          {t('pages.cart.title')}
        </Title>
        {cart && !isEmpty && (
          // A live region: quantity changes are announced through the new count.
          <Text c="dimmed" role="status" data-testid="cart-count">
            {t('cart.itemCount', { count: formatCount(cart.itemsCount, lang, digits) })}
          </Text>
        )}
      </Group>
      {body}
    </Stack>
  );
}
