import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatDate } from '../../../lib/format-date';
import { formatCount } from '../../../lib/format-number';
import { ParentName } from './parent-name';
import { TaxonomyRowActions } from './taxonomy-row-actions';
import type { TaxonomyViewProps } from './taxonomy-table';
import { TaxonomyThumb } from './taxonomy-thumb';

/**
 * Phones: one card per brand or category. The name in the UI language leads, the other language
 * follows; the same test ids as the table's rows, so tests read either.
 */
export function TaxonomyCards({
  kindKey,
  items,
  categories,
  caption,
  ...handlers
}: TaxonomyViewProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();

  return (
    <Stack component="ul" gap="sm" className="plain-list" aria-label={caption}>
      {items.map((item) => {
        const nameEn = (
          <Text
            span
            fz="sm"
            fw={lang === 'en' ? 700 : 400}
            c={lang === 'en' ? undefined : 'dimmed'}
            lang="en"
            dir="ltr"
            data-testid="name-en"
          >
            {item.nameEn}
          </Text>
        );
        const nameAr = (
          <Text
            span
            fz="sm"
            fw={lang === 'ar' ? 700 : 400}
            c={lang === 'ar' ? undefined : 'dimmed'}
            lang="ar"
            dir="rtl"
            data-testid="name-ar"
          >
            {item.nameAr}
          </Text>
        );
        return (
          <Paper
            key={item.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid={`${kindKey}-row-${item.id}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <TaxonomyThumb imageUrl={item.imageUrl} size={56} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <div>{lang === 'ar' ? nameAr : nameEn}</div>
                <div>{lang === 'ar' ? nameEn : nameAr}</div>
                {categories && (
                  <div data-testid="parent">
                    <ParentName parentId={item.parentId ?? null} categories={categories} asBadge />
                  </div>
                )}
                <Text fz="xs" c="dimmed">
                  <span data-testid="products-count">
                    {t('taxonomyAdmin.productsCount', {
                      total: formatCount(item.productsCount, lang, digits),
                    })}
                  </span>
                  {' · '}
                  {t('taxonomyAdmin.createdOn', { date: formatDate(item.createdAt, lang, digits) })}
                </Text>
              </Stack>
              <TaxonomyRowActions kindKey={kindKey} item={item} vertical {...handlers} />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
