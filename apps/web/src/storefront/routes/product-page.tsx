import { Grid, Skeleton, Stack } from '../../kit';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectProductsState } from '../../catalog/products.slice';
import { fetchProductById } from '../../catalog/products.thunks';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { CatalogBreadcrumbs } from '../features/catalog/catalog-breadcrumbs';
import { CatalogNotFound, parseRouteId } from '../features/catalog/catalog-not-found';
import { currentPrice } from '../features/catalog/price-saving';
import { useDigits } from '../../lib/digits-context';
import { formatMoney } from '../../lib/format-number';
import { ListError } from '../features/catalog/list-states';
import { localName } from '../../lib/local-name';
import { ProductDescription, ProductDetails } from '../features/catalog/product-details';
import { ProductGallery } from '../features/catalog/product-gallery';
import { ProductStrip } from '../features/catalog/product-strip';
import { useRequest } from '../../app/use-request';
import { useRelatedProducts } from '../features/catalog/use-related-products';
import { ProductJsonLd } from '../features/catalog/product-json-ld';
import { largeImageUrl } from '../../lib/image-srcset';
import { useVariantChoice } from '../features/catalog/use-variant-choice';

function ProductSkeleton() {
  return (
    <Grid gutter={{ base: 'lg', md: 48 }} aria-hidden>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton radius="lg" style={{ aspectRatio: '1 / 1' }} h="auto" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <Skeleton h={14} w="25%" />
          <Skeleton h={32} w="80%" />
          <Skeleton h={28} w="40%" />
          <Skeleton h={42} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** One product (`product/getProductById/{id}`): gallery, details, description, related products. */
export default function ProductPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const dispatch = useAppDispatch();
  const id = parseRouteId(useParams().id);
  const { product: stored } = useAppSelector(selectProductsState);
  const request = useRequest(() => dispatch(fetchProductById(id ?? 0)), `${lang}:${id}`);
  // The slice may still hold the product opened before this one.
  const product = stored?.id === id ? stored : null;
  const { related, request: relatedRequest } = useRelatedProducts(product);
  const choice = useVariantChoice(product);
  const { variant } = choice;
  // A variant's own photos, else the product's (decision 016).
  const images = variant?.imageUrls.length ? variant.imageUrls : (product?.images ?? []);

  const name = product ? localName(product, lang) : null;
  usePageMeta(
    name,
    product && name
      ? t('shop.product.metaDescription', {
          name,
          price: formatMoney(currentPrice(variant ?? product), lang, digits),
          brand: product.brandName,
          category: product.categoryName,
        })
      : undefined,
    { image: images[0] ? largeImageUrl(images[0]) : null, type: 'product' },
  );

  if (id === null || (request.phase === 'error' && request.error?.statusCode === 404)) {
    return (
      <CatalogNotFound
        title={t('shop.product.notFoundTitle')}
        body={t('shop.product.notFoundBody')}
      />
    );
  }
  if (request.phase === 'error' && !product) {
    return (
      <ListError
        title={t('shop.product.loadFailed')}
        error={request.error}
        onRetry={request.retry}
      />
    );
  }
  if (!product || !name) return <ProductSkeleton />;

  return (
    <Stack gap={48}>
      <ProductJsonLd product={product} variant={variant} />
      <Stack gap="lg">
        <CatalogBreadcrumbs
          crumbs={[
            { label: t('shop.title'), to: '/shop' },
            { label: product.categoryName, to: `/category/${product.categoryId}` },
            { label: name },
          ]}
        />
        <Grid gutter={{ base: 'lg', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {/* A new set of photos starts again at its first. */}
            <ProductGallery key={`${product.id}:${images.join()}`} images={images} name={name} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="xl">
              <ProductDetails product={product} choice={choice} />
              <ProductDescription product={product} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <ProductStrip
        id="related-products"
        title={t('shop.product.related')}
        products={related}
        request={relatedRequest}
        viewAllTo={`/category/${product.categoryId}`}
        skeletonCount={4}
        columns={4}
      />
    </Stack>
  );
}
