import type { AdminCoupon } from '@dukkan/contracts';
import { Box, Button, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AppPagination } from '../../components/app-pagination';
import { LoadError } from '../../components/load-error';
import { useLanguage } from '../../i18n/use-language';
import { useNumberFormat } from '../../lib/use-number-format';
import { usePageMeta } from '../../lib/use-page-meta';
import { selectAdminCouponsState } from '../features/coupons/admin-coupons.slice';
import { fetchAdminCoupons } from '../features/coupons/admin-coupons.thunks';
import { CouponFormModal } from '../features/coupons/coupon-form-modal';
import { CouponsFilters } from '../features/coupons/coupons-filters';
import { hasCouponFilters, toCouponsRequest } from '../features/coupons/coupons-query';
import { CouponsTable } from '../features/coupons/coupons-table';
import { DeleteCouponModal } from '../features/coupons/delete-coupon-modal';
import { useCouponsQuery } from '../features/coupons/use-coupons-query';
import { useDeleteCoupon } from '../features/coupons/use-delete-coupon';
import { PageHeading } from '../components/page-heading';

const SEARCH_DEBOUNCE_MS = 350;

export default function CouponsPage() {
  const { t } = useTranslation();
  usePageMeta(t('couponsAdmin.title'), t('couponsAdmin.description'));
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  const format = useNumberFormat();
  const { coupons, paginationData, listStatus, error } = useAppSelector(selectAdminCouponsState);
  const { query, update } = useCouponsQuery();
  const [searchText, setSearchText] = useState(query.search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const reload = () => setReloadKey((key) => key + 1);
  const removal = useDeleteCoupon(({ deleted }) => {
    // The page's last row is gone: show the page before it; else refill this page.
    if (deleted && coupons.length <= 1 && query.page > 1) update({ page: query.page - 1 });
    else if (deleted) reload();
  });

  // A new search starts again from page 1.
  useEffect(() => {
    if (debouncedSearch !== query.search) update({ search: debouncedSearch, page: 1 });
  }, [debouncedSearch, query.search, update]);

  // Reruns when the request's content changes (not its identity), and with the language, since
  // the server's messages come back in it.
  const requestKey = useMemo(() => JSON.stringify(toCouponsRequest(query)), [query]);
  useEffect(() => {
    const request = dispatch(fetchAdminCoupons(JSON.parse(requestKey)));
    return () => request.abort();
  }, [dispatch, requestKey, reloadKey, lang]);

  function clearFilters() {
    setSearchText('');
    update({ search: null, status: null, page: 1 });
  }

  const totalPages = Math.max(1, Math.ceil(paginationData.totalCount / paginationData.pageSize));
  const listLoading = listStatus === 'loading' || listStatus === 'idle';
  const failed = listStatus === 'error' && coupons.length === 0;
  const filtered = hasCouponFilters(query);

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('couponsAdmin.title')}
        description={t('couponsAdmin.description')}
        actions={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing('new')}
            data-testid="add-coupon"
          >
            {t('couponsAdmin.add')}
          </Button>
        }
      />

      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <CouponsFilters
            query={query}
            searchText={searchText}
            onSearchTextChange={setSearchText}
            onChange={update}
          />
          <Text fw={600} c="dimmed" fz="sm" aria-live="polite" data-testid="coupons-total">
            {t('couponsAdmin.list.total', { total: format.number(paginationData.totalCount) })}
          </Text>
          {failed ? (
            <LoadError
              title={t('couponsAdmin.list.loadFailed')}
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
              <CouponsTable
                coupons={coupons}
                caption={t('couponsAdmin.list.caption', {
                  page: format.number(query.page),
                  pages: format.number(totalPages),
                })}
                onEdit={setEditing}
                onDelete={removal.ask}
                empty={
                  listLoading ? (
                    <Box h={160} />
                  ) : (
                    <Stack align="center" gap="sm" py="xl">
                      <Text c="dimmed" ta="center">
                        {t(filtered ? 'couponsAdmin.list.noMatch' : 'couponsAdmin.list.noCoupons')}
                      </Text>
                      {filtered ? (
                        <Button
                          variant="light"
                          leftSection={<IconFilterOff size={18} aria-hidden />}
                          onClick={clearFilters}
                        >
                          {t('couponsAdmin.list.clearFilters')}
                        </Button>
                      ) : (
                        <Button
                          variant="light"
                          leftSection={<IconPlus size={18} aria-hidden />}
                          onClick={() => setEditing('new')}
                        >
                          {t('couponsAdmin.add')}
                        </Button>
                      )}
                    </Stack>
                  )
                }
              />
            </Box>
          )}
          <AppPagination
            label={t('couponsAdmin.list.pagination')}
            page={query.page}
            totalPages={totalPages}
            onChange={(page) => update({ page })}
            testId="coupons-pagination"
            compact={isPhone}
          />
        </Stack>
      </Paper>

      <CouponFormModal
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(_coupon, added) => {
          setEditing(null);
          // A new coupon's place depends on the search, filter and sort: the server decides.
          if (added) reload();
        }}
      />
      <DeleteCouponModal
        coupon={removal.pending}
        deleting={removal.deleting}
        onConfirm={removal.confirm}
        onClose={removal.close}
      />
    </Stack>
  );
}
