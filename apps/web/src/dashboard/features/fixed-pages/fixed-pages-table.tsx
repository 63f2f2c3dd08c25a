import { STOREFRONT_PAGE_SLUGS, type FixedPage } from '@dukkan/contracts';
import { ActionIcon, Code, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatDate } from '../../../lib/format-date';
import { RowActionIcon } from '../../components/row-action-icon';
import { StatusBadge } from '../../components/status-badge';
import { editFixedPagePath } from './fixed-pages-paths';

interface FixedPagesTableProps {
  pages: FixedPage[];
  caption: string;
  onDelete: (page: FixedPage) => void;
}

const onStorefront = new Set<string>(STOREFRONT_PAGE_SLUGS);

function PageStatus({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusBadge isActive={isActive} testId="status">
      {t(isActive ? 'fixedPagesAdmin.active' : 'fixedPagesAdmin.inactive')}
    </StatusBadge>
  );
}

/**
 * One row per page: both titles (the UI language's first, each in its own direction), the
 * address, whether it is published and when it last changed. Phones show the address, status and
 * date under the titles so nothing scrolls sideways.
 */
export function FixedPagesTable({ pages, caption, onDelete }: FixedPagesTableProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const other = lang === 'ar' ? 'en' : 'ar';

  return (
    <Table
      verticalSpacing="sm"
      horizontalSpacing="sm"
      highlightOnHover
      data-testid="fixed-pages-table"
    >
      <caption className="visually-hidden">{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('fixedPagesAdmin.columns.title')}</Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            {t('fixedPagesAdmin.columns.slug')}
          </Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            {t('fixedPagesAdmin.columns.status')}
          </Table.Th>
          <Table.Th scope="col" visibleFrom="md">
            {t('fixedPagesAdmin.columns.updated')}
          </Table.Th>
          <Table.Th scope="col" w={140}>
            <span className="visually-hidden">{t('fixedPagesAdmin.columns.actions')}</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {pages.map((page) => {
          const title = lang === 'ar' ? page.titleAr : page.titleEn;
          const viewLabel = t('fixedPagesAdmin.view', { title });
          const canView = page.isActive && onStorefront.has(page.slug);
          const updated = formatDate(page.updatedAt, lang, digits);
          return (
            <Table.Tr key={page.id} data-testid={`fixed-page-row-${page.slug}`}>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Text span fz="sm" fw={600} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
                    {title}
                  </Text>
                  <Text span fz="sm" c="dimmed" lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
                    {other === 'ar' ? page.titleAr : page.titleEn}
                  </Text>
                  <Group gap={6} hiddenFrom="sm" wrap="wrap">
                    <Code dir="ltr">/{page.slug}</Code>
                    <PageStatus isActive={page.isActive} />
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Code dir="ltr" data-testid="slug">
                  /{page.slug}
                </Code>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <PageStatus isActive={page.isActive} />
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text fz="sm">{updated}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {canView && (
                    <Tooltip label={viewLabel} withArrow>
                      <ActionIcon
                        component="a"
                        href={`/${page.slug}`}
                        target="_blank"
                        rel="noopener"
                        variant="subtle"
                        color="gray.8"
                        size={40}
                        aria-label={viewLabel}
                      >
                        <IconExternalLink size={20} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <RowActionIcon
                    label={t('fixedPagesAdmin.edit', { title })}
                    icon={IconPencil}
                    to={editFixedPagePath(page.id)}
                    testId={`edit-fixed-page-${page.slug}`}
                  />
                  <RowActionIcon
                    label={t('fixedPagesAdmin.delete', { title })}
                    icon={IconTrash}
                    danger
                    onClick={() => onDelete(page)}
                    testId={`delete-fixed-page-${page.slug}`}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
