import { Loader, Select } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { parentOptions } from './category-tree';
import type { CategoryIndexState } from './use-category-index';

interface ParentCategorySelectProps {
  /** The category being edited (it cannot sit under itself); null when adding. */
  selfId: number | null;
  categories: CategoryIndexState;
  /** The chosen parent's id as text; '' for a main category. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** Optional parent: searchable, clearable, each choice shown with its own path. */
export function ParentCategorySelect({
  selfId,
  categories,
  value,
  onChange,
  error,
}: ParentCategorySelectProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const options = useMemo(
    () => parentOptions(categories.index, selfId, lang),
    [categories.index, selfId, lang],
  );

  return (
    <Select
      name="parentId"
      label={t('taxonomyAdmin.fields.parent')}
      description={t('taxonomyAdmin.fields.parentHint')}
      placeholder={t('taxonomyAdmin.fields.parentPlaceholder')}
      nothingFoundMessage={t('taxonomyAdmin.fields.parentNoMatches')}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('taxonomyAdmin.fields.clearParent') }}
      leftSection={<IconSitemap size={18} aria-hidden />}
      rightSection={
        categories.status === 'loading' ? (
          <Loader size="xs" role="status" aria-label={t('common.loading')} />
        ) : undefined
      }
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="parent-select"
    />
  );
}
