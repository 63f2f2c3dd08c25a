import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Placeholder cards while a saved list loads. */
export function SavedListSkeleton({ count = 2 }: { count?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder p="md" radius="lg">
          <Stack gap="xs">
            <Skeleton h={18} w="40%" />
            <Skeleton h={12} w="80%" />
            <Skeleton h={12} w="60%" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

interface SavedListEmptyProps {
  icon: Icon;
  title: string;
  body: string;
  addLabel: string;
  onAdd: () => void;
}

/** Nothing saved yet, with the way to add the first one. */
export function SavedListEmpty({
  icon: IconComponent,
  title,
  body,
  addLabel,
  onAdd,
}: SavedListEmptyProps) {
  return (
    <Paper withBorder p="xl" radius="lg" data-testid="saved-list-empty">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius={32} variant="light" aria-hidden>
          <IconComponent size={34} stroke={1.5} />
        </ThemeIcon>
        <Title order={3} fz="md">
          {title}
        </Title>
        <Text c="dimmed" fz="sm">
          {body}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Stack>
    </Paper>
  );
}

interface SavedListHeaderProps {
  title: string;
  intro: string;
  addLabel: string;
  onAdd: () => void;
  /** Why adding is not possible now (the limit is reached), shown instead of the button. */
  addBlockedReason?: string | null;
  /** The empty list offers its own add button; one is enough. */
  hideAdd?: boolean;
  children?: ReactNode;
}

export function SavedListHeader({
  title,
  intro,
  addLabel,
  onAdd,
  addBlockedReason,
  hideAdd = false,
}: SavedListHeaderProps) {
  return (
    <Stack gap="xs">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm">
        {intro}
      </Text>
      {hideAdd ? null : addBlockedReason ? (
        <Text fz="sm" c="dimmed">
          {addBlockedReason}
        </Text>
      ) : (
        <div>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={onAdd}
            data-testid="saved-list-add"
          >
            {addLabel}
          </Button>
        </div>
      )}
    </Stack>
  );
}
