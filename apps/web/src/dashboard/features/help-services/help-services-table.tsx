import type { HelpService } from '@dukkan/contracts';
import { Avatar, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { thumbnailUrl } from '../../../lib/image-srcset';
import { useNumberFormat } from '../../../lib/use-number-format';
import { RowActionIcon } from '../../components/row-action-icon';

interface HelpServicesTableProps {
  services: HelpService[];
  onEdit: (service: HelpService) => void;
  onDelete: (service: HelpService) => void;
}

const textProps = (language: 'en' | 'ar') =>
  ({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' }) as const;

/**
 * One row per service in display order: icon, both titles (the UI language's first), the
 * description in the UI language, the order number and the actions. Phones drop the order and
 * description columns and keep the description under the titles.
 */
export function HelpServicesTable({ services, onEdit, onDelete }: HelpServicesTableProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const other = lang === 'ar' ? 'en' : 'ar';
  const format = useNumberFormat();

  return (
    <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover data-testid="help-table">
      <caption className="visually-hidden">{t('helpAdmin.caption')}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={64}>
            {t('helpAdmin.columns.icon')}
          </Table.Th>
          <Table.Th scope="col">{t('helpAdmin.columns.title')}</Table.Th>
          <Table.Th scope="col" visibleFrom="md">
            {t('helpAdmin.columns.description')}
          </Table.Th>
          <Table.Th scope="col" visibleFrom="sm" w={80}>
            {t('helpAdmin.columns.order')}
          </Table.Th>
          <Table.Th scope="col" w={96}>
            <span className="visually-hidden">{t('helpAdmin.columns.actions')}</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {services.map((service) => {
          const name = lang === 'ar' ? service.titleAr : service.titleEn;
          const description = lang === 'ar' ? service.descriptionAr : service.descriptionEn;
          return (
            <Table.Tr key={service.id} data-testid={`help-row-${service.id}`}>
              <Table.Td>
                <Avatar
                  src={thumbnailUrl(service.iconUrl)}
                  alt=""
                  size={44}
                  radius="xl"
                  color="brand"
                >
                  <IconPhoto size={20} aria-label={t('helpAdmin.noIcon')} />
                </Avatar>
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Text span fz="sm" fw={600} {...textProps(lang)} data-testid="help-title">
                    {name}
                  </Text>
                  <Text span fz="sm" c="dimmed" {...textProps(other)}>
                    {lang === 'ar' ? service.titleEn : service.titleAr}
                  </Text>
                  <Text fz="xs" c="dimmed" hiddenFrom="md" lineClamp={2}>
                    {description}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text fz="sm" lineClamp={2}>
                  {description}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text fz="sm" className="numeric-cell">
                  {format.number(service.sortOrder)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <RowActionIcon
                    label={t('helpAdmin.edit', { name })}
                    icon={IconPencil}
                    onClick={() => onEdit(service)}
                    testId={`edit-help-${service.id}`}
                  />
                  <RowActionIcon
                    label={t('helpAdmin.delete', { name })}
                    icon={IconTrash}
                    danger
                    onClick={() => onDelete(service)}
                    testId={`delete-help-${service.id}`}
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
