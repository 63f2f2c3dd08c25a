import '../../app/styles/browser-screens';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AppPagination } from '../../components/app-pagination';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { selectFavoritesState } from '../../shopping/favorites.slice';
import { fetchFavorites } from '../../shopping/favorites.thunks';
import { EmptyState } from '../features/cart/empty-state';
import { CatalogBreadcrumbs } from '../features/catalog/catalog-breadcrumbs';
import { useDigits } from '../../lib/digits-context';
import { formatCount } from '../../lib/format-number';
import { ListError } from '../features/catalog/list-states';
import { ProductCard } from '../features/catalog/product-card';
import { ProductGridSkeleton } from '../features/catalog/product-grid';
import { useRequest } from '../../app/use-request';
import { WishlistCardActions } from '../features/wishlist/wishlist-card-actions';
import { WISHLIST_PAGE_SIZE } from '../features/wishlist/wishlist-page-size';

/** The shopper's saved products, newest first, a page at a time (`/wishlist?page=2`). */
export default function WishlistPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { favorites, paginationData } = useAppSelector(selectFavoritesState);
  usePageMeta(t('pages.wishlist.title'), t('pages.wishlist.description'));

  const request = useRequest(
    () => dispatch(fetchFavorites({ pageNumber: page, pageSize: WISHLIST_PAGE_SIZE })),
    `${lang}:${page}`,
  );
  const totalPages = Math.ceil(paginationData.totalCount / WISHLIST_PAGE_SIZE);

  function goTo(next: number) {
    setParams(next > 1 ? { page: String(next) } : {});
  }

  /** A product left this page: pull the next one in, or step back from a page now empty. */
  function refill() {
    if (favorites.length <= 1 && page > 1) goTo(page - 1);
    else if (paginationData.totalCount > favorites.length) request.retry();
  }

  let body;
  if (request.phase === 'error' && !request.hasLoaded) {
    body = (
      <ListError
        title={t('cart.wishlist.loadFailed')}
        error={request.error}
        onRetry={request.retry}
      />
    );
  } else if (request.phase === 'loading' && !request.hasLoaded) {
    body = <ProductGridSkeleton layout="wide" count={8} />;
  } else if (favorites.length === 0) {
    body = (
      <EmptyState
        icon={IconHeart}
        title={t('cart.wishlist.emptyTitle')}
        body={t('cart.wishlist.emptyBody')}
        testId="wishlist-empty"
      />
    );
  } else {
    body = (
      <Stack gap="xl">
        <ul
          className="plain-list product-grid product-grid--wide"
          aria-label={t('pages.wishlist.title')}
          aria-busy={request.phase === 'loading'}
          data-testid="wishlist-grid"
        >
          {favorites.map((favorite) => (
            <li key={favorite.productId}>
              <ProductCard
                product={favorite}
                headingOrder={2}
                actions={<WishlistCardActions favorite={favorite} onGone={refill} />}
              />
            </li>
          ))}
        </ul>
        <AppPagination
          label={t('cart.wishlist.pagination')}
          page={page}
          totalPages={totalPages}
          onChange={goTo}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <CatalogBreadcrumbs crumbs={[{ label: t('pages.wishlist.title') }]} />
      <Group gap="sm" align="baseline">
        <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="page-title">
          {t('pages.wishlist.title')}
        </Title>
        {paginationData.totalCount > 0 && (
          <Text c="dimmed" role="status" data-testid="wishlist-count">
            {t('cart.wishlist.count', {
              count: formatCount(paginationData.totalCount, lang, digits),
            })}
          </Text>
        )}
      </Group>
      {body}
    </Stack>
  );
}
