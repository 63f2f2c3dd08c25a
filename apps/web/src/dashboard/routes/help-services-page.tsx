import type { HelpService } from '@dukkan/contracts';
import { Box, Button, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/notify';
import { ConfirmModal } from '../../components/confirm-modal';
import { LoadError } from '../../components/load-error';
import { selectHelpService, selectHelpServicesState } from '../../content/help-services.slice';
import { deleteHelpService, fetchHelpServices } from '../../content/help-services.thunks';
import { useLanguage } from '../../i18n/use-language';
import { useNumberFormat } from '../../lib/use-number-format';
import { usePageMeta } from '../../lib/use-page-meta';
import { HelpServiceModal } from '../features/help-services/help-service-modal';
import { HelpServicesEmpty } from '../features/help-services/help-services-empty';
import { HelpServicesTable } from '../features/help-services/help-services-table';
import { PageHeading } from '../components/page-heading';

/** The home page's help services: add, edit (with a new icon) and delete them. */
export default function HelpServicesPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.areas.helpServices'), t('helpAdmin.description'));
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  const format = useNumberFormat();
  const { helpServices, selectedHelpService, status, error } =
    useAppSelector(selectHelpServicesState);
  const [adding, setAdding] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<HelpService | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);

  // Always fresh when the screen opens (the storefront may have loaded the list long ago).
  useEffect(() => {
    const request = dispatch(fetchHelpServices());
    return () => request.abort();
  }, [dispatch, reloadKey]);

  const listLoading = status === 'loading' || status === 'idle';
  const target = adding ? 'new' : selectedHelpService;
  const closeDialog = () => {
    setAdding(false);
    dispatch(selectHelpService(null));
  };

  async function confirmDelete() {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      const result = await dispatch(deleteHelpService(pendingDelete.id)).unwrap();
      notify.success(result.message, t('helpAdmin.deleted'));
      setPendingDelete(null);
    } catch (failure) {
      notify.error(failure);
    } finally {
      setDeleting(false);
    }
  }

  let list;
  if (status === 'error' && helpServices.length === 0) {
    list = (
      <LoadError
        title={t('helpAdmin.loadFailed')}
        message={error?.message}
        onRetry={() => setReloadKey((key) => key + 1)}
        testId="help-load-error"
      />
    );
  } else if (!listLoading && helpServices.length === 0) {
    list = <HelpServicesEmpty onAdd={() => setAdding(true)} />;
  } else {
    list = (
      <Box pos="relative" aria-busy={listLoading} mih={listLoading ? 160 : undefined}>
        <LoadingOverlay
          visible={listLoading}
          overlayProps={{ blur: 1 }}
          loaderProps={{ role: 'status', 'aria-label': t('common.loading') }}
        />
        <HelpServicesTable
          services={helpServices}
          onEdit={(service) => dispatch(selectHelpService(service))}
          onDelete={setPendingDelete}
        />
      </Box>
    );
  }

  const deleteName = pendingDelete
    ? lang === 'ar'
      ? pendingDelete.titleAr
      : pendingDelete.titleEn
    : '';

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('dashboard.areas.helpServices')}
        description={t('helpAdmin.description')}
        actions={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setAdding(true)}
            data-testid="add-help-service"
          >
            {t('helpAdmin.add')}
          </Button>
        }
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text fw={600} c="dimmed" fz="sm" aria-live="polite" data-testid="help-total">
            {t('helpAdmin.total', { count: format.number(helpServices.length) })}
          </Text>
          {list}
        </Stack>
      </Paper>

      <HelpServiceModal
        target={target}
        onClose={closeDialog}
        onSaved={(result, added) => {
          notify.success(result.message, t(added ? 'helpAdmin.added' : 'helpAdmin.updated'));
          // An update already cleared the selection (the slice does so); an add closes here.
          setAdding(false);
        }}
      />
      <ConfirmModal
        opened={pendingDelete !== null}
        title={t('helpAdmin.deleteTitle')}
        confirmLabel={t('helpAdmin.deleteConfirm')}
        confirmIcon={IconTrash}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setPendingDelete(null)}
      >
        <Text>{t('helpAdmin.deleteBody', { name: deleteName })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
