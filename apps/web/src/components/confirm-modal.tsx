import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmIcon: Icon;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirm button's test id (browser tests find it by this). */
  confirmTestId?: string;
}

/**
 * Asks before a change that cannot be undone. Focus starts on Cancel, so Enter never confirms
 * by accident; while the request runs the dialog stays open and cannot be dismissed.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  confirmIcon: ConfirmIcon,
  busy,
  onConfirm,
  onClose,
  confirmTestId = 'confirm-action',
}: ConfirmModalProps) {
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
            leftSection={<ConfirmIcon size={18} aria-hidden />}
            loading={busy}
            onClick={onConfirm}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
