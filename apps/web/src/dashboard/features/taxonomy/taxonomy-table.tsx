import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatDate } from '../../../lib/format-date';
import { formatCount } from '../../../lib/format-number';
import { ParentName } from './parent-name';
import type { TaxonomyItem, TaxonomyKey } from './taxonomy-kind';
import { TaxonomyRowActions, type TaxonomyRowHandlers } from './taxonomy-row-actions';
import { TaxonomyThumb } from './taxonomy-thumb';
import type { CategoryIndexState } from './use-category-index';

export interface TaxonomyViewProps extends TaxonomyRowHandlers {
  kindKey: TaxonomyKey;
  items: TaxonomyItem[];
  /** Categories only: resolves parent names. */
  categories: CategoryIndexState | null;
  caption: string;
}

/** Wider screens: one row per brand or category. */
export function TaxonomyTable({
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
    <Table.ScrollContainer minWidth={categories ? 860 : 700}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        highlightOnHover
        data-testid={`${kindKey}-table`}
      >
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={72}>
              {t(`taxonomyAdmin.${kindKey}.image`)}
            </Table.Th>
            <Table.Th scope="col">{t('taxonomyAdmin.columns.nameEn')}</Table.Th>
            <Table.Th scope="col">{t('taxonomyAdmin.columns.nameAr')}</Table.Th>
            {categories && <Table.Th scope="col">{t('taxonomyAdmin.columns.parent')}</Table.Th>}
            <Table.Th scope="col">{t('taxonomyAdmin.columns.products')}</Table.Th>
            <Table.Th scope="col">{t('taxonomyAdmin.columns.created')}</Table.Th>
            <Table.Th scope="col" w={104}>
              <span className="visually-hidden">{t('taxonomyAdmin.columns.actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid={`${kindKey}-row-${item.id}`}>
              <Table.Td>
                <TaxonomyThumb imageUrl={item.imageUrl} />
              </Table.Td>
              {/* Inline names keep their own direction without changing the cell's alignment. */}
              <Table.Td>
                <Text span fz="sm" fw={600} lang="en" dir="ltr" data-testid="name-en">
                  {item.nameEn}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text span fz="sm" fw={600} lang="ar" dir="rtl" data-testid="name-ar">
                  {item.nameAr}
                </Text>
              </Table.Td>
              {categories && (
                <Table.Td data-testid="parent">
                  <ParentName parentId={item.parentId ?? null} categories={categories} />
                </Table.Td>
              )}
              <Table.Td>
                <Text fz="sm" className="numeric-cell" data-testid="products-count">
                  {formatCount(item.productsCount, lang, digits)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" className="numeric-cell">
                  {formatDate(item.createdAt, lang, digits)}
                </Text>
              </Table.Td>
              <Table.Td>
                <TaxonomyRowActions kindKey={kindKey} item={item} {...handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
