import { Button, Group, Paper, Text } from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';

interface SelectionBarProps {
  count: number;
  onDelete: () => void;
  onClear: () => void;
}

/** What can be done with the ticked rows; shown only while some are ticked. */
export function SelectionBar({ count, onDelete, onClear }: SelectionBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Paper bg="brand.0" px="md" py="xs" radius="md" data-testid="selection-bar">
      <Group justify="space-between" gap="sm">
        <Text fw={600} fz="sm" aria-live="polite">
          {t('productsAdmin.list.selected', { count })}
        </Text>
        <Group gap="xs">
          <Button
            variant="subtle"
            color="gray"
            c="dark"
            size="xs"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={onClear}
          >
            {t('productsAdmin.list.clearSelection')}
          </Button>
          <Button
            color="red.9"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            data-testid="delete-selected"
          >
            {t('productsAdmin.list.deleteSelected')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
