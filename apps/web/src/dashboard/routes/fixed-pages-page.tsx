import { Box, Button, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AppPagination } from '../../components/app-pagination';
import { LoadError } from '../../components/load-error';
import { selectFixedPages } from '../../content/fixed-pages.slice';
import { fetchFixedPages } from '../../content/fixed-pages.thunks';
import { useNumberFormat } from '../../lib/use-number-format';
import { usePageMeta } from '../../lib/use-page-meta';
import {
  DeleteFixedPageModal,
  useDeleteFixedPage,
} from '../features/fixed-pages/delete-fixed-page-modal';
import { FixedPagesEmpty } from '../features/fixed-pages/fixed-pages-empty';
import { FIXED_PAGES_PATH } from '../features/fixed-pages/fixed-pages-paths';
import { FixedPagesTable } from '../features/fixed-pages/fixed-pages-table';
import { PageHeading } from '../components/page-heading';

const PAGE_SIZE = 10;

/** Every information page, hidden ones too: add, edit, view in the shop and delete. */
export default function FixedPagesPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.areas.fixedPages'), t('fixedPagesAdmin.description'));
  const dispatch = useAppDispatch();
  const format = useNumberFormat();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const { fixedPages, paginationData, status, loading, error } = useAppSelector(selectFixedPages);
  const [page, setPage] = useState(1);
  const [reloadKey, setReloadKey] = useState(0);
  const removal = useDeleteFixedPage(() => {
    // The page's last row is gone: show the page before it.
    if (fixedPages.length === 1 && page > 1) setPage(page - 1);
  });

  useEffect(() => {
    const request = dispatch(fetchFixedPages({ pageNumber: page, pageSize: PAGE_SIZE }));
    return () => request.abort();
  }, [dispatch, page, reloadKey]);

  const totalPages = Math.max(1, Math.ceil(paginationData.totalCount / PAGE_SIZE));
  const listLoading = status === 'loading' || status === 'idle';

  let list;
  if (status === 'error') {
    list = (
      <LoadError
        title={t('fixedPagesAdmin.loadFailed')}
        message={error?.message}
        onRetry={() => setReloadKey((key) => key + 1)}
        testId="list-error"
      />
    );
  } else if (!listLoading && fixedPages.length === 0) {
    list = <FixedPagesEmpty />;
  } else {
    list = (
      <Box pos="relative" aria-busy={listLoading} mih={listLoading ? 160 : undefined}>
        <LoadingOverlay
          visible={listLoading || (loading && !removal.deleting)}
          overlayProps={{ blur: 1 }}
          loaderProps={{ role: 'status', 'aria-label': t('common.loading') }}
        />
        <FixedPagesTable
          pages={fixedPages}
          caption={t('fixedPagesAdmin.caption', {
            page: format.number(page),
            pages: format.number(totalPages),
          })}
          onDelete={removal.ask}
        />
      </Box>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('dashboard.areas.fixedPages')}
        description={t('fixedPagesAdmin.description')}
        actions={
          <Button
            component={Link}
            to={`${FIXED_PAGES_PATH}/add`}
            leftSection={<IconPlus size={18} aria-hidden />}
            data-testid="add-fixed-page"
          >
            {t('fixedPagesAdmin.add')}
          </Button>
        }
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text fw={600} c="dimmed" fz="sm" aria-live="polite" data-testid="fixed-pages-total">
            {t('fixedPagesAdmin.total', { total: format.number(paginationData.totalCount) })}
          </Text>
          {list}
          <AppPagination
            label={t('fixedPagesAdmin.pagination')}
            page={page}
            totalPages={totalPages}
            onChange={setPage}
            testId="fixed-pages-pagination"
            compact={isPhone}
          />
        </Stack>
      </Paper>
      <DeleteFixedPageModal
        page={removal.pending}
        deleting={removal.deleting}
        onConfirm={removal.confirm}
        onClose={removal.close}
      />
    </Stack>
  );
}
