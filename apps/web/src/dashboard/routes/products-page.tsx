import { Box, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/notify';
import { selectProductsState } from '../../catalog/products.slice';
import { fetchProductsForAdmin } from '../../catalog/products.thunks';
import { AppPagination } from '../../components/app-pagination';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { DeleteProductsModal } from '../features/products/delete-products-modal';
import { ImportProductsModal } from '../features/products/import-products-modal';
import { LoadError } from '../../components/load-error';
import { PageHeading } from '../components/page-heading';
import { ProductsEmpty } from '../features/products/products-empty';
import { ProductsActions } from '../features/products/products-actions';
import { ProductsFilters } from '../features/products/products-filters';
import { hasFilters, toListRequest } from '../features/products/products-query';
import { ProductsTable } from '../features/products/products-table';
import { SelectionBar } from '../features/products/selection-bar';
import { useCatalogOptions } from '../features/products/use-catalog-options';
import { useDeleteProducts } from '../features/products/use-delete-products';
import { useProductsQuery } from '../features/products/use-products-query';

const SEARCH_DEBOUNCE_MS = 350;

export default function ProductsPage() {
  const { t } = useTranslation();
  usePageMeta(t('productsAdmin.title'), t('productsAdmin.description'));
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  const {
    productsForAdmin: products,
    paginationData,
    loading,
    error,
  } = useAppSelector(selectProductsState);
  const { query, update } = useProductsQuery();
  const options = useCatalogOptions();
  const [searchText, setSearchText] = useState(query.search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [reloadKey, setReloadKey] = useState(0);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [importOpen, setImportOpen] = useState(false);
  const reload = () => setReloadKey((key) => key + 1);
  const isPhone = useMediaQuery('(max-width: 47.99em)');

  // Only rows on screen count as selected, so a page or filter change never deletes unseen rows.
  const selectedProducts = products.filter((product) => selected.has(product.id));
  const removal = useDeleteProducts((ids) => {
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    // The page's last rows are gone: show the page before it; else refill this page.
    if (ids.length >= products.length && query.page > 1) update({ page: query.page - 1 });
    else reload();
  });

  // A new search starts again from page 1.
  useEffect(() => {
    if (debouncedSearch !== query.search) update({ search: debouncedSearch, page: 1 });
  }, [debouncedSearch, query.search, update]);

  // The request as text, so the effect reruns when its content changes, not its identity. The
  // language is a dependency too: brand and category names come back in it.
  const requestKey = useMemo(() => JSON.stringify(toListRequest(query)), [query]);
  useEffect(() => {
    const request = dispatch(fetchProductsForAdmin(JSON.parse(requestKey)));
    return () => request.abort();
  }, [dispatch, requestKey, reloadKey, lang]);

  function clearFilters() {
    setSearchText('');
    const cleared = { search: null, brandId: null, categoryId: null, status: null, stock: null };
    update({ ...cleared, discounted: null, page: 1 });
  }

  const totalPages = Math.max(1, Math.ceil(paginationData.totalCount / paginationData.pageSize));
  const listLoading = loading && !removal.deleting;
  const filtered = hasFilters(query);
  const failed = error !== null && !listLoading && products.length === 0;

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('productsAdmin.title')}
        description={t('productsAdmin.description')}
        actions={<ProductsActions onImport={() => setImportOpen(true)} />}
      />

      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <ProductsFilters
            query={query}
            searchText={searchText}
            onSearchTextChange={setSearchText}
            onChange={update}
            brands={options.brands}
            categories={options.categories}
          />
          <Text fw={600} c="dimmed" fz="sm" aria-live="polite" data-testid="products-total">
            {t('productsAdmin.list.total', { count: paginationData.totalCount })}
          </Text>
          <SelectionBar
            count={selectedProducts.length}
            onDelete={() => removal.ask(selectedProducts)}
            onClear={() => setSelected(new Set())}
          />
          {failed ? (
            <LoadError
              title={t('productsAdmin.list.loadFailed')}
              message={error?.message}
              onRetry={reload}
            />
          ) : (
            <Box pos="relative" aria-busy={listLoading}>
              <LoadingOverlay
                visible={listLoading}
                overlayProps={{ blur: 1 }}
                loaderProps={{ role: 'status', 'aria-label': t('common.loading') }}
              />
              <ProductsTable
                products={products}
                caption={t('productsAdmin.list.caption', { page: query.page, pages: totalPages })}
                selectedIds={selected}
                onSelectionChange={setSelected}
                onDelete={(product) => removal.ask([product])}
                empty={
                  listLoading ? (
                    <Box h={160} />
                  ) : (
                    <ProductsEmpty filtered={filtered} onClear={clearFilters} />
                  )
                }
              />
            </Box>
          )}
          <AppPagination
            label={t('productsAdmin.list.pagination')}
            page={query.page}
            totalPages={totalPages}
            onChange={(page) => update({ page })}
            testId="products-pagination"
            compact={isPhone}
          />
        </Stack>
      </Paper>

      <DeleteProductsModal
        products={removal.pending}
        deleting={removal.deleting}
        onConfirm={removal.confirm}
        onClose={removal.close}
      />
      <ImportProductsModal
        opened={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={(message) => {
          notify.success(message, t('productsAdmin.import.doneTitle'));
          reload();
        }}
      />
    </Stack>
  );
}
