import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconPhotoPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { IMAGE_TYPES } from '../../../lib/image-file';
import { useNumberFormat } from '../../../lib/use-number-format';
import { FileDropZone } from '../../components/file-drop-zone';
import type { UploadEntry } from './use-slider-uploads';

interface SliderUploadsProps {
  sliderId: number;
  entries: UploadEntry[];
  onFiles: (files: File[]) => void;
  onClear: () => void;
}

function UploadRow({ entry }: { entry: UploadEntry }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const percent = Math.round(entry.progress * 100);
  if (entry.state === 'failed') {
    return (
      <Group gap={6} wrap="nowrap" c="red.9">
        <IconAlertCircle size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('bannersAdmin.upload.failed', { name: entry.name, message: entry.message })}
        </Text>
      </Group>
    );
  }
  if (entry.state === 'done') {
    return (
      <Group gap={6} wrap="nowrap">
        <IconCircleCheck
          size={16}
          aria-hidden
          color="var(--mantine-color-teal-9)"
          style={{ flexShrink: 0 }}
        />
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('bannersAdmin.upload.done', { name: entry.name })}
        </Text>
      </Group>
    );
  }
  const label = t('bannersAdmin.upload.sending', {
    name: entry.name,
    percent: format.number(percent),
  });
  return (
    <Stack gap={4}>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Progress value={percent} size="md" radius="xl" aria-label={label} animated={percent < 100} />
    </Stack>
  );
}

/** Several pictures at once, dropped or picked, each with its own progress bar. */
export function SliderUploads({ sliderId, entries, onFiles, onClear }: SliderUploadsProps) {
  const { t } = useTranslation();
  const finished = entries.some((entry) => entry.state === 'done' || entry.state === 'failed');
  return (
    <Stack gap="sm">
      <FileDropZone
        name={`slider-${sliderId}-images`}
        accept={IMAGE_TYPES.join(',')}
        multiple
        icon={IconPhotoPlus}
        title={t('bannersAdmin.upload.title')}
        hint={t('bannersAdmin.upload.hint')}
        buttonLabel={t('bannersAdmin.upload.button')}
        onFiles={onFiles}
      />
      {entries.length > 0 && (
        <Stack
          gap="xs"
          component="section"
          aria-label={t('bannersAdmin.upload.list')}
          data-testid="upload-list"
        >
          {entries.map((entry) => (
            <UploadRow key={entry.key} entry={entry} />
          ))}
          {finished && (
            <Button variant="subtle" size="xs" onClick={onClear} w="fit-content">
              {t('bannersAdmin.upload.dismiss')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
