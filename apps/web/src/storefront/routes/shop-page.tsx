import { Stack } from '../../kit';
import { useTranslation } from '../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { listKey } from '../../catalog/catalog-query';
import { selectProductsState } from '../../catalog/products.slice';
import { fetchProducts } from '../../catalog/products.thunks';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { CatalogBreadcrumbs } from '../features/catalog/catalog-breadcrumbs';
import { CatalogHeader } from '../features/catalog/catalog-header';
import { LISTING_PAGE_SIZE } from '../features/catalog/listing-page-size';
import { ProductListing } from '../features/catalog/product-listing';
import { toFacetsRequest, toListRequest } from '../features/catalog/product-query-params';
import { useRequest } from '../../app/use-request';
import { useProductQueryParams } from '../features/catalog/use-product-query-params';

/** Every product, with the search, filters, sort and page from the URL (`/shop?search=…`). */
export default function ShopPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const params = useProductQueryParams();
  const { products, listedFor, paginationData, didYouMean } = useAppSelector(selectProductsState);

  const listRequest = toListRequest(params.query, LISTING_PAGE_SIZE);
  // The language is part of the key: brand and category names in the answer follow it.
  const request = useRequest(
    () => dispatch(fetchProducts(listRequest)),
    `${lang}:${JSON.stringify(listRequest)}`,
    // Back from a product: the list it left is still in the slice; shown at once, scroll restores.
    { isAnswered: listedFor === listKey(listRequest) },
  );

  const { search } = params.query;
  const title = search ? t('shop.searchTitle', { query: search }) : t('shop.title');
  usePageMeta(title, t('shop.description'));

  return (
    <Stack gap="lg">
      <CatalogBreadcrumbs crumbs={[{ label: t('shop.title') }]} />
      <CatalogHeader title={title} subtitle={search ? undefined : t('shop.description')} />
      <ProductListing
        products={products}
        totalCount={paginationData.totalCount}
        pageSize={LISTING_PAGE_SIZE}
        request={request}
        params={params}
        facetsRequest={toFacetsRequest(listRequest)}
        didYouMean={didYouMean}
      />
    </Stack>
  );
}
