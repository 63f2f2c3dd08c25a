import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';

interface EntityFormActionsProps {
  /** Adding shows a plus on the submit button; saving changes shows a floppy disk. */
  isNew: boolean;
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
  submitTestId: string;
}

/** Cancel and submit at the end of a dashboard dialog's form. */
export function EntityFormActions({
  isNew,
  submitLabel,
  submitting,
  onCancel,
  submitTestId,
}: EntityFormActionsProps) {
  const { t } = useTranslation();
  const SubmitIcon = isNew ? IconPlus : IconDeviceFloppy;
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t('common.cancel')}
      </Button>
      <Button
        type="submit"
        loading={submitting}
        leftSection={<SubmitIcon size={18} aria-hidden />}
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
