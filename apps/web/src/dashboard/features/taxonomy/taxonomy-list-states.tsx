import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconSearchOff, type Icon } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadError } from '../../../components/load-error';
import type { TaxonomyKey } from './taxonomy-kind';

interface LoadErrorProps {
  kindKey: TaxonomyKey;
  message: string | null;
  onRetry: () => void;
}

/** The list failed to load: what happened, and a way to try again. */
export function TaxonomyLoadError({ kindKey, message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t(`taxonomyAdmin.${kindKey}.loadFailed`)}
      message={message}
      onRetry={onRetry}
      testId="list-error"
    />
  );
}

interface EmptyProps {
  kindKey: TaxonomyKey;
  icon: Icon;
  /** The search that found nothing; empty when the list itself is empty. */
  search: string;
  onClearSearch: () => void;
  onAdd: () => void;
}

/** Nothing to show: either nothing matches the search, or nothing was added yet. */
export function TaxonomyEmpty({
  kindKey,
  icon: KindIcon,
  search,
  onClearSearch,
  onAdd,
}: EmptyProps) {
  const { t } = useTranslation();
  const searching = search !== '';
  return (
    <Stack align="center" gap="sm" py={48} ta="center" data-testid="list-empty">
      <ThemeIcon size={72} radius={36} variant="light" aria-hidden>
        {searching ? <IconSearchOff size={34} stroke={1.5} /> : <KindIcon size={34} stroke={1.5} />}
      </ThemeIcon>
      <Title order={2} fz="lg">
        {searching
          ? t(`taxonomyAdmin.${kindKey}.noMatches`, { search })
          : t(`taxonomyAdmin.${kindKey}.empty`)}
      </Title>
      {!searching && (
        <Text c="dimmed" maw={420}>
          {t(`taxonomyAdmin.${kindKey}.emptyBody`)}
        </Text>
      )}
      {searching ? (
        <Button variant="default" onClick={onClearSearch}>
          {t('taxonomyAdmin.clearSearch')}
        </Button>
      ) : (
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
          {t(`taxonomyAdmin.${kindKey}.add`)}
        </Button>
      )}
    </Stack>
  );
}
