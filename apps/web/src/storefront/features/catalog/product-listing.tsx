import type { Product, ProductFacetsFilters } from '@dukkan/contracts';
import { Box, Grid, Group, Paper, Stack, Text, Title } from '../../../kit';
import { useTranslation } from '../../../i18n/use-translation';
import { AppPagination } from '../../../components/app-pagination';
import { useLanguage } from '../../../i18n/use-language';
import { ActiveFilters } from './active-filters';
import { DidYouMean } from './did-you-mean';
import { FiltersDrawer } from './filters-drawer';
import { useDigits } from '../../../lib/digits-context';
import { formatCount } from '../../../lib/format-number';
import { ListEmpty, ListError } from './list-states';
import { ProductFilters, type HiddenFilters } from './product-filters';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { activeFilterCount } from './product-query-params';
import { SortSelect } from './sort-select';
import type { RequestState } from '../../../app/use-request';
import { useCatalogOptions } from './use-catalog-options';
import { useProductFacets } from './use-product-facets';
import type { ProductQueryParams } from './use-product-query-params';
import './catalog-listing.css';

interface ProductListingProps {
  products: Product[];
  totalCount: number;
  pageSize: number;
  request: RequestState;
  params: ProductQueryParams;
  /** Filters the page fixes itself, left out of the form. */
  hide?: HiddenFilters;
  /** False where the page's header already states the count (category and brand pages). */
  showCount?: boolean;
  /** The filter counts' request: the list's filters plus the ones the page fixes itself. */
  facetsRequest: ProductFacetsFilters;
  /** The shop's search found nothing: a close spelling that finds something. */
  didYouMean?: string | null;
}

/**
 * The shop's list layout, shared by the shop, offers, category and brand pages: filters in a
 * column on desktops and a drawer on phones, the count and sort above the grid, pages below.
 */
export function ProductListing({
  products,
  totalCount,
  pageSize,
  request,
  params,
  hide,
  showCount = true,
  facetsRequest,
  didYouMean = null,
}: ProductListingProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const { query, update, clearFilters } = params;
  const { brands, categories } = useCatalogOptions();
  const facets = useProductFacets(facetsRequest);
  const isFiltered = activeFilterCount(query) > 0 || query.search !== '';
  const isBusy = request.phase === 'loading';
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  const countText = t('shop.list.count', { count: formatCount(totalCount, lang, digits) });
  const filterProps = {
    query,
    onChange: update,
    brands,
    categories,
    hide,
    facets: facets.data,
    isCounting: facets.loading,
  };

  function results() {
    if (request.phase === 'error') {
      return (
        <ListError
          title={t('shop.list.loadFailed')}
          error={request.error}
          onRetry={request.retry}
        />
      );
    }
    // The first answer, or a new category or brand whose products are not here yet.
    if (isBusy && (!request.hasLoaded || products.length === 0)) {
      return <ProductGridSkeleton count={Math.min(pageSize, 8)} />;
    }
    if (products.length === 0) {
      const suggestion =
        didYouMean && query.search && !isBusy ? (
          <DidYouMean query={query} suggestion={didYouMean} />
        ) : undefined;
      return (
        <ListEmpty onClearFilters={isFiltered ? clearFilters : undefined} suggestion={suggestion} />
      );
    }
    return (
      <ProductGrid products={products} label={t('shop.list.results')} leadsPage headingOrder={2} />
    );
  }

  return (
    <Grid gutter={{ base: 'md', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
        <Paper
          component="aside"
          withBorder
          p="md"
          className="listing-sidebar"
          aria-labelledby="filters-title"
        >
          <Title order={2} fz="md" mb="sm" id="filters-title">
            {t('shop.filters.title')}
          </Title>
          <ProductFilters {...filterProps} idPrefix="sidebar" />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="md">
          <Group justify={showCount ? 'space-between' : 'flex-end'} align="flex-end" gap="sm">
            {/* Hidden where the header shows the count; screen readers still hear it change. */}
            <Text
              fw={600}
              c="dimmed"
              aria-live="polite"
              className={showCount ? undefined : 'visually-hidden'}
              data-testid="result-count"
            >
              {request.phase === 'done' || products.length > 0 ? countText : ''}
            </Text>
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <Box hiddenFrom="md">
                <FiltersDrawer
                  activeCount={activeFilterCount(query)}
                  resultText={t('shop.filters.showResults', {
                    count: formatCount(totalCount, lang, digits),
                  })}
                >
                  <ProductFilters {...filterProps} idPrefix="drawer" />
                </FiltersDrawer>
              </Box>
              <SortSelect query={query} onChange={update} />
            </Group>
          </Group>
          <ActiveFilters
            query={query}
            onChange={update}
            onClearAll={clearFilters}
            brands={brands}
            categories={categories}
          />
          <Box className="listing-results" aria-busy={isBusy} data-testid="listing-results">
            {results()}
          </Box>
          {request.phase !== 'error' && (
            <AppPagination
              label={t('shop.list.pagination')}
              page={query.page}
              totalPages={totalPages}
              onChange={(page) => update({ page })}
              testId="product-pagination"
            />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
