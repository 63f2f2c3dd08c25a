import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before deleting. Focus starts on Cancel so Enter never deletes by accident, and the
 * dialog stays open (and cannot be dismissed) while the request runs.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Text fw={700} fz="lg" component="span">
          {title}
        </Text>
      }
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="red.9"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={busy}
            onClick={onConfirm}
            data-testid="confirm-delete"
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
