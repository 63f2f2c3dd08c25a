import { Box, Group, LoadingOverlay, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadError } from '../../../components/load-error';
import type { SectionStatus } from './dashboard-stats.slice';

interface StatsPanelProps {
  title: string;
  description?: string;
  /** Controls beside the title (period picker, threshold). */
  controls?: ReactNode;
  section: SectionStatus;
  /** Whether the slice holds figures for this part yet. */
  hasData: boolean;
  isEmpty: boolean;
  skeleton: ReactNode;
  empty: ReactNode;
  errorTitle: string;
  onRetry: () => void;
  testId: string;
  children: ReactNode;
}

/**
 * One part of the overview: skeleton on the first load, the figures (dimmed while they reload),
 * an empty state, or the failure with a retry. Each part stands alone, so one failing never
 * hides the others.
 */
export function StatsPanel(props: StatsPanelProps) {
  const { t } = useTranslation();
  const { section, hasData, isEmpty } = props;
  const loading = section.status === 'loading' || section.status === 'idle';
  const titleId = `${props.testId}-title`;

  let body: ReactNode;
  if (section.status === 'error') {
    body = (
      <LoadError
        title={props.errorTitle}
        message={section.error?.message}
        onRetry={props.onRetry}
        testId={`${props.testId}-error`}
      />
    );
  } else if (loading && !hasData) {
    body = props.skeleton;
  } else if (isEmpty) {
    body = props.empty;
  } else {
    body = props.children;
  }

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
      data-testid={props.testId}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
            <Title order={2} fz="lg" id={titleId}>
              {props.title}
            </Title>
            {props.description && (
              <Text c="dimmed" fz="sm">
                {props.description}
              </Text>
            )}
          </Stack>
          {props.controls}
        </Group>
        <Box pos="relative" aria-busy={loading}>
          <LoadingOverlay
            visible={loading && hasData && section.status !== 'error'}
            overlayProps={{ blur: 1 }}
            loaderProps={{ role: 'status', 'aria-label': t('common.loading') }}
          />
          {body}
        </Box>
      </Stack>
    </Paper>
  );
}

/** A quiet line for a part with nothing to show. */
export function StatsEmpty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text c="dimmed" ta="center" py="xl" data-testid={testId}>
      {children}
    </Text>
  );
}

/** Placeholder rows (thumbnail and two lines) while a list loads the first time. */
export function RowsSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap="sm">
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="sm" wrap="nowrap">
          <Skeleton h={44} w={44} radius="md" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={12} w="70%" />
            <Skeleton h={10} w="35%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
