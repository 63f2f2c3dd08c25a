import type { AdminUser } from '@dukkan/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { isolate } from '../../../lib/isolate';
import { toLocalMobile } from '../../../lib/local-mobile';

interface DeleteUserModalProps {
  user: AdminUser | null;
  deleting: boolean;
  onConfirm: (user: AdminUser) => void;
  onClose: () => void;
}

/** Asks before deleting; the user's name and e-mail are repeated so the right row is confirmed. */
export function DeleteUserModal({ user, deleting, onConfirm, onClose }: DeleteUserModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          {t('users.confirmTitle')}
        </Text>
      }
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {user && (
        <Stack gap="lg">
          <Text>
            {t('users.confirmBody', {
              name: isolate(`${user.firstName} ${user.lastName}`),
              // An account made by mobile sign-in is known by its number instead.
              email: isolate(user.email ?? toLocalMobile(user.mobile)),
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button
              color="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              loading={deleting}
              onClick={() => onConfirm(user)}
              data-testid="confirm-delete"
            >
              {t('users.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
