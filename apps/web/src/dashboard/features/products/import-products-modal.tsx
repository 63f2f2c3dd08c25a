import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconFileSpreadsheet,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FileDropZone } from '../../components/file-drop-zone';
import { ImportErrorsTable } from './import-errors-table';
import {
  checkWorkbook,
  importRowErrors,
  WORKBOOK_TYPE,
  type WorkbookProblem,
} from './import-report';
import { useProductsImport } from './use-products-import';

interface ImportProductsModalProps {
  opened: boolean;
  onClose: () => void;
  /** After a successful import (the list reloads). */
  onImported: (message: string) => void;
}

/** Pick or drop a workbook, watch it upload, then read the counts or the rows to fix. */
export function ImportProductsModal({ opened, onClose, onImported }: ImportProductsModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<WorkbookProblem | null>(null);
  const { outcome, start, cancel, reset } = useProductsImport(onImported);
  const uploading = outcome.kind === 'uploading';

  function pick(files: File[]) {
    const [chosen] = files;
    if (!chosen) return;
    const found = checkWorkbook(chosen);
    setProblem(found);
    setFile(found ? null : chosen);
    reset();
  }

  function close() {
    if (uploading) return;
    setFile(null);
    setProblem(null);
    reset();
    onClose();
  }

  const rowErrors = outcome.kind === 'failed' ? importRowErrors(outcome.error) : [];
  const percent = uploading ? Math.round(outcome.progress * 100) : 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="xl"
      fullScreen={isPhone}
      centered
      title={
        <Text fw={700} fz="lg" component="span">
          {t('productsAdmin.import.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close'), disabled: uploading }}
    >
      <Stack gap="md" data-testid="import-dialog">
        <Text fz="sm" c="dimmed">
          {t('productsAdmin.import.intro')}
        </Text>
        {outcome.kind !== 'done' && (
          <FileDropZone
            name="file"
            accept={`.xlsx,${WORKBOOK_TYPE}`}
            icon={IconFileSpreadsheet}
            title={t('productsAdmin.import.dropTitle')}
            hint={t('productsAdmin.import.dropHint')}
            buttonLabel={t('productsAdmin.import.choose')}
            disabled={uploading}
            onFiles={pick}
            error={problem ? t(problem) : null}
          />
        )}
        {problem && (
          <Text c="red.9" fz="sm" role="alert">
            {t(problem)}
          </Text>
        )}
        {file && outcome.kind !== 'done' && (
          <Text fz="sm" data-testid="import-file">
            {t('productsAdmin.import.chosen', { name: file.name })}
          </Text>
        )}
        <div aria-live="polite">
          {uploading && (
            <Stack gap={6}>
              <Text fz="sm" fw={600}>
                {percent < 100
                  ? t('productsAdmin.import.uploading', { percent })
                  : t('productsAdmin.import.processing')}
              </Text>
              <Progress
                value={percent}
                size="lg"
                striped={percent >= 100}
                animated={percent >= 100}
                aria-label={t('productsAdmin.import.progressLabel')}
              />
            </Stack>
          )}
          {outcome.kind === 'done' && (
            <Alert
              color="brand"
              variant="light"
              icon={<IconCircleCheck aria-hidden />}
              title={t('productsAdmin.import.doneTitle')}
              data-testid="import-done"
            >
              {t('productsAdmin.import.doneBody', { ...outcome.counts })}
            </Alert>
          )}
          {outcome.kind === 'failed' && (
            <Alert
              color="red"
              styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              title={
                rowErrors.length > 0
                  ? t('productsAdmin.import.rowsTitle', { count: rowErrors.length })
                  : t('productsAdmin.import.failedTitle')
              }
              data-testid="import-failed"
            >
              {rowErrors.length > 0 ? t('productsAdmin.import.rowsBody') : outcome.error.message}
            </Alert>
          )}
        </div>
        {rowErrors.length > 0 && <ImportErrorsTable errors={rowErrors} />}
        <Group justify="flex-end" gap="sm">
          {uploading ? (
            <Button variant="default" onClick={cancel}>
              {t('productsAdmin.import.cancelUpload')}
            </Button>
          ) : (
            <Button variant="default" onClick={close}>
              {outcome.kind === 'done' ? t('common.close') : t('common.cancel')}
            </Button>
          )}
          {outcome.kind !== 'done' && (
            <Button
              leftSection={<IconUpload size={18} aria-hidden />}
              disabled={!file || uploading}
              loading={uploading}
              onClick={() => file && start(file)}
              data-testid="import-submit"
            >
              {t('productsAdmin.import.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
