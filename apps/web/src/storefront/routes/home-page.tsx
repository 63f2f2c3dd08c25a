import { Stack } from '../../kit';
import { useTranslation } from '../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectProductsState } from '../../catalog/products.slice';
import { fetchDiscountedProducts, fetchProducts } from '../../catalog/products.thunks';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { CatalogTiles } from '../features/catalog/catalog-tiles';
import { ProductStrip } from '../features/catalog/product-strip';
import { useCatalogOptions } from '../features/catalog/use-catalog-options';
import { useRequest } from '../../app/use-request';
import { HomeFeatures } from '../features/home/home-features';
import { HomeHero } from '../features/home/home-hero';
import { OrganizationJsonLd } from '../features/home/organization-json-ld';

/** Two rows of five on desktops; a swipeable row on phones. */
const STRIP_SIZE = 10;

/**
 * The banner carousel with offers (the slice's `offerProducts`) right under it, so products show
 * on the first screen of a phone or a desktop; then top-level categories, new arrivals (its
 * `products`), the help-services strip and brands.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageMeta(null, t('app.description'));
  const dispatch = useAppDispatch();
  const { products, offerProducts } = useAppSelector(selectProductsState);
  const { brands, categories, request: optionsRequest } = useCatalogOptions();

  const newArrivals = useRequest(
    () => dispatch(fetchProducts({ pageNumber: 1, pageSize: STRIP_SIZE, sortBy: 'newest' })),
    `new:${lang}`,
  );
  const offers = useRequest(
    () =>
      dispatch(
        fetchDiscountedProducts({ pageNumber: 1, pageSize: STRIP_SIZE, sortBy: 'bestSelling' }),
      ),
    `offers:${lang}`,
  );
  const topCategories = categories.filter((category) => category.parentId === null);

  return (
    <Stack gap={40}>
      <OrganizationJsonLd />
      <HomeHero />
      <ProductStrip
        id="home-offers"
        title={t('shop.home.offers')}
        products={offerProducts}
        request={offers}
        viewAllTo="/offers"
      />
      <CatalogTiles
        id="home-categories"
        title={t('shop.home.categories')}
        items={topCategories}
        basePath="/category/"
        request={optionsRequest}
      />
      <ProductStrip
        id="home-new"
        title={t('shop.home.newArrivals')}
        products={products}
        request={newArrivals}
        viewAllTo="/shop?sortBy=newest"
      />
      <HomeFeatures />
      <CatalogTiles
        id="home-brands"
        title={t('shop.home.brands')}
        items={brands}
        basePath="/brand/"
        request={optionsRequest}
      />
    </Stack>
  );
}
