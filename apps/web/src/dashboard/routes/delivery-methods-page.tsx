import type { AdminDeliveryMethod } from '@dukkan/contracts';
import { Box, Button, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/notify';
import { AppPagination } from '../../components/app-pagination';
import { LoadError } from '../../components/load-error';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { useNumberFormat } from '../../lib/use-number-format';
import { DeleteDeliveryMethodModal } from '../features/delivery/delete-delivery-method-modal';
import { selectDeliveryAdmin } from '../features/delivery/delivery-admin.slice';
import { fetchAdminDeliveryMethods } from '../features/delivery/delivery-admin.thunks';
import { DeliveryMethodModal } from '../features/delivery/delivery-method-modal';
import { DeliveryMethodsEmpty } from '../features/delivery/delivery-methods-empty';
import { DeliveryMethodsTable } from '../features/delivery/delivery-methods-table';
import { useDeleteDeliveryMethod } from '../features/delivery/use-delete-delivery-method';
import { PageHeading } from '../components/page-heading';

const PAGE_SIZE = 10;

/** Every delivery method, inactive ones too: add, edit, and delete (or deactivate) them. */
export default function DeliveryMethodsPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.areas.deliveryMethods'), t('deliveryAdmin.description'));
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  const format = useNumberFormat();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const { deliveryMethods, paginationData, status, loading, error } =
    useAppSelector(selectDeliveryAdmin);
  const [page, setPage] = useState(1);
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<AdminDeliveryMethod | 'new' | null>(null);
  const removal = useDeleteDeliveryMethod((deleted) => {
    // The page's last row is gone: show the page before it.
    if (deleted && deliveryMethods.length === 1 && page > 1) setPage(page - 1);
  });

  // The language is a dependency too: `name` comes back in it.
  useEffect(() => {
    const request = dispatch(fetchAdminDeliveryMethods({ pageNumber: page, pageSize: PAGE_SIZE }));
    return () => request.abort();
  }, [dispatch, page, reloadKey, lang]);

  const totalPages = Math.max(1, Math.ceil(paginationData.totalCount / paginationData.pageSize));
  const listLoading = status === 'loading' || status === 'idle';
  const failed = status === 'error' && deliveryMethods.length === 0;

  let list;
  if (failed) {
    list = (
      <LoadError
        title={t('deliveryAdmin.loadFailed')}
        message={error?.message}
        onRetry={() => setReloadKey((key) => key + 1)}
        testId="list-error"
      />
    );
  } else if (!listLoading && deliveryMethods.length === 0) {
    list = <DeliveryMethodsEmpty onAdd={() => setEditing('new')} />;
  } else {
    list = (
      <Box pos="relative" aria-busy={listLoading} mih={listLoading ? 160 : undefined}>
        <LoadingOverlay
          visible={listLoading || (loading && !removal.deleting && editing === null)}
          overlayProps={{ blur: 1 }}
          loaderProps={{ role: 'status', 'aria-label': t('common.loading') }}
        />
        <DeliveryMethodsTable
          methods={deliveryMethods}
          caption={t('deliveryAdmin.caption', {
            page: format.number(page),
            pages: format.number(totalPages),
          })}
          onEdit={setEditing}
          onDelete={removal.ask}
        />
      </Box>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('dashboard.areas.deliveryMethods')}
        description={t('deliveryAdmin.description')}
        actions={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing('new')}
            data-testid="add-delivery-method"
          >
            {t('deliveryAdmin.add')}
          </Button>
        }
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text fw={600} c="dimmed" fz="sm" aria-live="polite" data-testid="delivery-total">
            {t('deliveryAdmin.total', { total: format.number(paginationData.totalCount) })}
          </Text>
          {list}
          <AppPagination
            label={t('deliveryAdmin.pagination')}
            page={page}
            totalPages={totalPages}
            onChange={setPage}
            testId="delivery-pagination"
            compact={isPhone}
          />
        </Stack>
      </Paper>

      <DeliveryMethodModal
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(result, added) => {
          notify.success(
            result.message,
            t(added ? 'deliveryAdmin.added' : 'deliveryAdmin.updated'),
          );
          setEditing(null);
        }}
      />
      <DeleteDeliveryMethodModal
        method={removal.pending}
        deleting={removal.deleting}
        onConfirm={removal.confirm}
        onClose={removal.close}
      />
    </Stack>
  );
}
