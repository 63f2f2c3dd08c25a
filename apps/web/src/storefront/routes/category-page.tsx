import { Anchor, Group, Stack } from '../../kit';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { listKey } from '../../catalog/catalog-query';
import { selectCategoriesState } from '../../catalog/categories.slice';
import { fetchCategoryProducts } from '../../catalog/categories.thunks';
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

/** One category (`category/getCategoryProducts/{id}`): its header, sub-categories and products. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const dispatch = useAppDispatch();
  const id = parseRouteId(useParams().id);
  const params = useProductQueryParams();
  // The listing below loads every category (for its filters); the sub-category links reuse them.
  const { categoryProducts, categoryListedFor, categories } = useAppSelector(selectCategoriesState);

  // The page fixes the category: `categoryId` or `categoryIds` from a shop link are not sent.
  const listRequest = {
    ...toListRequest(params.query, LISTING_PAGE_SIZE),
    categoryId: undefined,
    categoryIds: undefined,
  };
  const categoryRequest = { id: id ?? 0, ...listRequest };
  const request = useRequest(
    () => dispatch(fetchCategoryProducts(categoryRequest)),
    `${lang}:${id}:${JSON.stringify(listRequest)}`,
    // Back from a product: the page it left is still in the slice; shown at once, scroll restores.
    { isAnswered: categoryListedFor === listKey(categoryRequest) },
  );
  // The slice may still hold the category opened before this one.
  const view = categoryProducts?.category.id === id ? categoryProducts : null;
  const name = view ? localName(view.category, lang) : null;
  usePageMeta(name, name ? t('shop.category.description', { name }) : undefined);

  if (id === null || (request.phase === 'error' && request.error?.statusCode === 404)) {
    return (
      <CatalogNotFound
        title={t('shop.category.notFoundTitle')}
        body={t('shop.category.notFoundBody')}
      />
    );
  }

  const children = categories.filter((category) => category.parentId === id);
  const parent = view && categories.find((category) => category.id === view.category.parentId);
  return (
    <Stack gap="lg">
      <CatalogBreadcrumbs
        crumbs={[
          { label: t('shop.title'), to: '/shop' },
          ...(parent ? [{ label: localName(parent, lang), to: `/category/${parent.id}` }] : []),
          { label: name ?? '…' },
        ]}
      />
      {view && name ? (
        <CatalogHeader
          title={name}
          imageUrl={view.category.imageUrl}
          subtitle={t('shop.list.count', {
            count: formatCount(view.products.totalCount, lang, digits),
          })}
        >
          {children.length > 0 && (
            <Group gap="xs" component="nav" aria-label={t('shop.category.subcategories')}>
              {children.map((child) => (
                <Anchor
                  key={child.id}
                  component={Link}
                  to={`/category/${child.id}`}
                  className="subcategory-link"
                  fz="sm"
                  fw={600}
                >
                  {localName(child, lang)}
                </Anchor>
              ))}
            </Group>
          )}
        </CatalogHeader>
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
        facetsRequest={toFacetsRequest({ ...listRequest, categoryId: id })}
        hide={{ category: true }}
      />
    </Stack>
  );
}
