import { Stack } from '../../kit';
import { useTranslation } from '../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectProductsState } from '../../catalog/products.slice';
import { fetchDiscountedProducts } from '../../catalog/products.thunks';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { CatalogBreadcrumbs } from '../features/catalog/catalog-breadcrumbs';
import { CatalogHeader } from '../features/catalog/catalog-header';
import { LISTING_PAGE_SIZE } from '../features/catalog/listing-page-size';
import { ProductListing } from '../features/catalog/product-listing';
import { toFacetsRequest, toListRequest } from '../features/catalog/product-query-params';
import { useRequest } from '../../app/use-request';
import { useProductQueryParams } from '../features/catalog/use-product-query-params';

/** Discounted products (`product/getDiscountedProducts`), listed like the shop. */
export default function OffersPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const params = useProductQueryParams();
  const { offerProducts, paginationData } = useAppSelector(selectProductsState);

  // Every offer is discounted already; the flag from a shared link is not sent.
  const listRequest = { ...toListRequest(params.query, LISTING_PAGE_SIZE), hasDiscount: undefined };
  const request = useRequest(
    () => dispatch(fetchDiscountedProducts(listRequest)),
    `${lang}:${JSON.stringify(listRequest)}`,
  );
  usePageMeta(t('shop.offers.title'), t('shop.offers.description'));

  return (
    <Stack gap="lg">
      <CatalogBreadcrumbs crumbs={[{ label: t('shop.offers.title') }]} />
      <CatalogHeader title={t('shop.offers.title')} subtitle={t('shop.offers.description')} />
      <ProductListing
        products={offerProducts}
        totalCount={paginationData.totalCount}
        pageSize={LISTING_PAGE_SIZE}
        request={request}
        params={params}
        facetsRequest={toFacetsRequest({ ...listRequest, hasDiscount: true })}
        hide={{ discount: true }}
      />
    </Stack>
  );
}
