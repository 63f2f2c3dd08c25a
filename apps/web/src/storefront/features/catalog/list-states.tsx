import { Button, Stack, Text, ThemeIcon, Title } from '../../../kit';
import { IconAlertTriangle, IconMoodEmpty, IconRefresh, IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApiError } from '../../../app/api-client';

interface ListEmptyProps {
  /** Filters or a search are narrowing the list: offer to clear them. */
  onClearFilters?: () => void;
  /** A better search to try ("Did you mean …"), shown first, under the title. */
  suggestion?: ReactNode;
}

/** No products: because of the filters (with a way out), or because there are none yet. */
export function ListEmpty({ onClearFilters, suggestion }: ListEmptyProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py={48} ta="center" data-testid="list-empty">
      <ThemeIcon size={72} radius={36} variant="light" color="gray" aria-hidden>
        <IconMoodEmpty size={40} stroke={1.5} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {onClearFilters ? t('shop.list.emptyTitle') : t('shop.list.emptyPlain')}
      </Title>
      {suggestion}
      {onClearFilters && (
        <>
          <Text c="dimmed">{t('shop.list.emptyBody')}</Text>
          <Button
            variant="light"
            leftSection={<IconFilterOff size={18} aria-hidden />}
            onClick={onClearFilters}
          >
            {t('shop.list.clearFilters')}
          </Button>
        </>
      )}
    </Stack>
  );
}

interface ListErrorProps {
  title: string;
  error: ApiError | null;
  onRetry: () => void;
  compact?: boolean;
}

/** A list that failed to load: what happened, the server's message, and a retry. */
export function ListError({ title, error, onRetry, compact = false }: ListErrorProps) {
  const { t } = useTranslation();
  return (
    <Stack
      align="center"
      gap="sm"
      py={compact ? 24 : 48}
      ta="center"
      role="alert"
      data-testid="list-error"
    >
      <ThemeIcon size={compact ? 48 : 72} radius={36} variant="light" color="red" aria-hidden>
        <IconAlertTriangle size={compact ? 26 : 40} stroke={1.5} />
      </ThemeIcon>
      <Title order={2} fz={compact ? 'md' : 'lg'}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm">
        {error?.message || t('errors.network')}
      </Text>
      <Button
        variant="default"
        leftSection={<IconRefresh size={18} aria-hidden />}
        onClick={onRetry}
      >
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
