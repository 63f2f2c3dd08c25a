import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { categoryPath } from './category-tree';
import type { CategoryIndexState } from './use-category-index';

interface ParentNameProps {
  parentId: number | null;
  categories: CategoryIndexState;
}

/** Where a category sits: "Main category", or its parent's path once every category is known. */
export function ParentName({ parentId, categories }: ParentNameProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (parentId === null) {
    return (
      <Text fz="sm" c="dimmed">
        {t('taxonomyAdmin.mainCategory')}
      </Text>
    );
  }
  if (categories.status === 'loading' && !categories.index.has(parentId)) {
    return <Loader size="xs" aria-label={t('common.loading')} />;
  }
  // A parent the index does not hold (it failed to load) is still identified, by its number.
  const path = categoryPath(categories.index, parentId, lang) || `#${parentId}`;
  return <Text fz="sm">{path}</Text>;
}
