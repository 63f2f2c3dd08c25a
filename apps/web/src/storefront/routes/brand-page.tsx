import { Stack } from '../../kit';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectBrandsState } from '../../catalog/brands.slice';
import { fetchBrandWithProducts } from '../../catalog/brands.thunks';
import { listKey } from '../../catalog/catalog-query';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { CatalogBreadcrumbs } from '../features/catalog/catalog-breadcrumbs';
import { CatalogHeader, CatalogHeaderSkeleton } from '../features/catalog/catalog-header';
import { CatalogNotFound, parseRouteId } from '../features/catalog/catalog-not-found';
import { useDigits } from '../../lib/digits-context';
import { formatCount } from '../../lib/format-number';
import { LISTING_PAGE_SIZE } from '../features/catalog/listing-page-size';
import { localName } from '../../lib/local-name';
import { ProductListing } from '../features/catalog/product-listing';
import { toFacetsRequest, toListRequest } from '../features/catalog/product-query-params';
import { useRequest } from '../../app/use-request';
import { useProductQueryParams } from '../features/catalog/use-product-query-params';

/** One brand (`brand/getBrandWithProducts/{id}`): its logo and name, then its products. */
export default function BrandPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const dispatch = useAppDispatch();
  const id = parseRouteId(useParams().id);
  const params = useProductQueryParams();
  const { brandWithProducts, brandListedFor } = useAppSelector(selectBrandsState);

  // The page fixes the brand: `brandId` or `brandIds` from a shop link are not sent.
  const listRequest = {
    ...toListRequest(params.query, LISTING_PAGE_SIZE),
    brandId: undefined,
    brandIds: undefined,
  };
  const brandRequest = { id: id ?? 0, ...listRequest };
  const request = useRequest(
    () => dispatch(fetchBrandWithProducts(brandRequest)),
    `${lang}:${id}:${JSON.stringify(listRequest)}`,
    // Back from a product: the page it left is still in the slice; shown at once, scroll restores.
    { isAnswered: brandListedFor === listKey(brandRequest) },
  );
  // The slice may still hold the brand opened before this one.
  const view = brandWithProducts?.brand.id === id ? brandWithProducts : null;
  const name = view ? localName(view.brand, lang) : null;
  usePageMeta(name, name ? t('shop.brand.description', { name }) : undefined);

  if (id === null || (request.phase === 'error' && request.error?.statusCode === 404)) {
    return (
      <CatalogNotFound title={t('shop.brand.notFoundTitle')} body={t('shop.brand.notFoundBody')} />
    );
  }

  return (
    <Stack gap="lg">
      <CatalogBreadcrumbs
        crumbs={[{ label: t('shop.title'), to: '/shop' }, { label: name ?? '…' }]}
      />
      {view && name ? (
        <CatalogHeader
          title={name}
          imageUrl={view.brand.imageUrl}
          imageAlt={t('shop.brand.logo', { name })}
          subtitle={t('shop.list.count', {
            count: formatCount(view.products.totalCount, lang, digits),
          })}
        />
      ) : (
        <CatalogHeaderSkeleton />
      )}
      <ProductListing
        products={view?.products.items ?? []}
        totalCount={view?.products.totalCount ?? 0}
        pageSize={LISTING_PAGE_SIZE}
        request={request}
        params={params}
        showCount={false}
        facetsRequest={toFacetsRequest({ ...listRequest, brandId: id })}
        hide={{ brand: true }}
      />
    </Stack>
  );
}
