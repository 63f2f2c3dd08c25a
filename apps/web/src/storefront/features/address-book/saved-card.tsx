import { Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { IconEdit, IconTrash, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

export interface SavedCardActions {
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeMarked: () => void;
}

interface SavedCardProps extends SavedCardActions {
  testId: string;
  /** Whether this entry carries the list's one mark (default address, primary number). */
  marked: boolean;
  markIcon: Icon;
  /** The badge of the marked entry and the button that moves the mark here. */
  texts: { mark: string; makeMarked: string; edit: string; delete: string; makeMarkedOf: string };
  /** The entry's name in bold; `children`, when given, are the lines below it. */
  title: ReactNode;
  children?: ReactNode;
}

/** One saved address or number in the profile: its text, edit, delete and "make it the one". */
export function SavedCard({
  testId,
  marked,
  markIcon: MarkIcon,
  texts,
  title,
  children,
  ...actions
}: SavedCardProps) {
  const { t } = useTranslation();
  const head = (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      {title}
      {marked && (
        <Badge variant="light" leftSection={<MarkIcon size={14} aria-hidden />}>
          {texts.mark}
        </Badge>
      )}
    </Group>
  );
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="lg"
      className={marked ? 'saved-card saved-card--chosen' : 'saved-card'}
      data-testid={testId}
    >
      {/* With lines under the name, the buttons keep to the bottom of a taller neighbour's row. */}
      <Stack gap="sm" {...(children ? { h: '100%', justify: 'space-between' } : {})}>
        {children ? (
          <Stack gap={6}>
            {head}
            {children}
          </Stack>
        ) : (
          head
        )}
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={actions.onEdit}
            aria-label={texts.edit}
          >
            {t('addressBook.actions.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.9"
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={actions.onDelete}
            aria-label={texts.delete}
          >
            {t('addressBook.actions.delete')}
          </Button>
          {!marked && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<MarkIcon size={16} aria-hidden />}
              onClick={actions.onMakeMarked}
              disabled={actions.busy}
              aria-label={texts.makeMarkedOf}
            >
              {texts.makeMarked}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
