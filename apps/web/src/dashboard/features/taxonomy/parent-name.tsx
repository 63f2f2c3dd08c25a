import { Badge, Loader, Text } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { categoryPath } from './category-tree';
import type { CategoryIndexState } from './use-category-index';

interface ParentNameProps {
  parentId: number | null;
  categories: CategoryIndexState;
  /** Cards show it as a badge ("Under Groceries"), so it does not read as a third name. */
  asBadge?: boolean;
}

/** Where a category sits: "Main category", or its parent's path once every category is known. */
export function ParentName({ parentId, categories, asBadge = false }: ParentNameProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (parentId !== null && categories.status === 'loading' && !categories.index.has(parentId)) {
    return <Loader size="xs" role="status" aria-label={t('common.loading')} />;
  }
  // A parent the index does not hold (it failed to load) is still identified, by its number.
  const path =
    parentId === null ? null : categoryPath(categories.index, parentId, lang) || `#${parentId}`;

  if (asBadge) {
    return (
      <Badge
        variant="light"
        color={path ? 'brand' : 'gray'}
        tt="none"
        fw={600}
        maw="100%"
        leftSection={<IconSitemap size={12} aria-hidden />}
      >
        {path ? t('taxonomyAdmin.underParent', { path }) : t('taxonomyAdmin.mainCategory')}
      </Badge>
    );
  }
  return (
    <Text fz="sm" c={path ? undefined : 'dimmed'}>
      {path ?? t('taxonomyAdmin.mainCategory')}
    </Text>
  );
}
