import { Box, Button, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconFilterOff } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AppPagination } from '../../components/app-pagination';
import { LoadError } from '../../components/load-error';
import { useLanguage } from '../../i18n/use-language';
import { useNumberFormat } from '../../lib/use-number-format';
import { usePageMeta } from '../../lib/use-page-meta';
import { selectAdminOrdersState } from '../features/orders/admin-orders.slice';
import { fetchAdminOrders } from '../features/orders/admin-orders.thunks';
import { OrdersFilters } from '../features/orders/orders-filters';
import { hasFilters, toOrdersRequest } from '../features/orders/orders-query';
import { OrdersTable } from '../features/orders/orders-table';
import { RestockConfirmModal } from '../features/orders/restock-confirm-modal';
import { useOrdersQuery } from '../features/orders/use-orders-query';
import { useOrderStatusChange, useTogglePaid } from '../features/orders/use-order-status-change';
import { PageHeading } from '../components/page-heading';

const SEARCH_DEBOUNCE_MS = 350;

export default function OrdersPage() {
  const { t } = useTranslation();
  usePageMeta(t('ordersAdmin.title'), t('ordersAdmin.description'));
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  const format = useNumberFormat();
  const { orders, paginationData, listStatus, error } = useAppSelector(selectAdminOrdersState);
  const { query, update } = useOrdersQuery();
  const [searchText, setSearchText] = useState(query.search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [reloadKey, setReloadKey] = useState(0);
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const statusChange = useOrderStatusChange();
  const paid = useTogglePaid();
  const [movingId, setMovingId] = useState<number | null>(null);

  // A new search starts again from page 1.
  useEffect(() => {
    if (debouncedSearch !== query.search) update({ search: debouncedSearch, page: 1 });
  }, [debouncedSearch, query.search, update]);

  // The request as text, so the effect reruns when its content changes, not its identity; the
  // language too, since the server's messages come back in it.
  const requestKey = useMemo(() => JSON.stringify(toOrdersRequest(query)), [query]);
  useEffect(() => {
    const request = dispatch(fetchAdminOrders(JSON.parse(requestKey)));
    return () => request.abort();
  }, [dispatch, requestKey, reloadKey, lang]);

  function clearFilters() {
    setSearchText('');
    update({ search: null, status: null, paid: null, method: null, from: null, to: null, page: 1 });
  }

  const totalPages = Math.max(1, Math.ceil(paginationData.totalCount / paginationData.pageSize));
  const listLoading = listStatus === 'loading' || listStatus === 'idle';
  const failed = listStatus === 'error' && orders.length === 0;
  const filtered = hasFilters(query);
  const busyId = movingId ?? paid.busyId;

  return (
    <Stack gap="lg">
      <PageHeading title={t('ordersAdmin.title')} description={t('ordersAdmin.description')} />

      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <OrdersFilters
            query={query}
            searchText={searchText}
            onSearchTextChange={setSearchText}
            onChange={update}
          />
          <Text fw={600} c="dimmed" fz="sm" aria-live="polite" data-testid="orders-total">
            {t('ordersAdmin.list.total', { total: format.number(paginationData.totalCount) })}
          </Text>
          {failed ? (
            <LoadError
              title={t('ordersAdmin.list.loadFailed')}
              message={error?.message}
              onRetry={() => setReloadKey((key) => key + 1)}
            />
          ) : (
            <Box pos="relative" aria-busy={listLoading}>
              <LoadingOverlay
                visible={listLoading}
                overlayProps={{ blur: 1 }}
                loaderProps={{ role: 'status', 'aria-label': t('common.loading') }}
              />
              <OrdersTable
                orders={orders}
                caption={t('ordersAdmin.list.caption', {
                  page: format.number(query.page),
                  pages: format.number(totalPages),
                })}
                busyId={busyId}
                onMove={async (order, status) => {
                  setMovingId(order.id);
                  await statusChange.request(order, status);
                  setMovingId(null);
                }}
                onTogglePaid={(order) => void paid.toggle(order)}
                empty={
                  listLoading ? (
                    <Box h={160} />
                  ) : (
                    <Stack align="center" gap="sm" py="xl">
                      <Text c="dimmed" ta="center">
                        {t(filtered ? 'ordersAdmin.list.noMatch' : 'ordersAdmin.list.noOrders')}
                      </Text>
                      {filtered && (
                        <Button
                          variant="light"
                          leftSection={<IconFilterOff size={18} aria-hidden />}
                          onClick={clearFilters}
                        >
                          {t('ordersAdmin.list.clearFilters')}
                        </Button>
                      )}
                    </Stack>
                  )
                }
              />
            </Box>
          )}
          <AppPagination
            label={t('ordersAdmin.list.pagination')}
            page={query.page}
            totalPages={totalPages}
            onChange={(page) => update({ page })}
            testId="orders-pagination"
            compact={isPhone}
          />
        </Stack>
      </Paper>

      <RestockConfirmModal
        request={statusChange.confirming}
        busy={statusChange.busy}
        error={statusChange.error?.message ?? null}
        onConfirm={(note) => void statusChange.confirm(note)}
        onClose={statusChange.cancel}
      />
    </Stack>
  );
}
