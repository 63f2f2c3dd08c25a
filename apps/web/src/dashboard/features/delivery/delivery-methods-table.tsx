import type { AdminDeliveryMethod } from '@dukkan/contracts';
import { Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { localName } from '../../../lib/local-name';
import { useLanguage } from '../../../i18n/use-language';
import { useNumberFormat } from '../../../lib/use-number-format';
import { RowActionIcon } from '../../components/row-action-icon';
import { StatusBadge } from '../../components/status-badge';
import { deliveryDaysLabel } from './delivery-days';

interface DeliveryMethodsTableProps {
  methods: AdminDeliveryMethod[];
  caption: string;
  onEdit: (method: AdminDeliveryMethod) => void;
  onDelete: (method: AdminDeliveryMethod) => void;
}

function nameProps(language: 'en' | 'ar') {
  return {
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    'data-testid': `name-${language}`,
  } as const;
}

function MethodStatus({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusBadge isActive={isActive} testId="status">
      {t(isActive ? 'deliveryAdmin.active' : 'deliveryAdmin.inactive')}
    </StatusBadge>
  );
}

/**
 * One row per method, both names in one cell. Phones keep the names, fee and actions as columns
 * and show the delivery time and status under the names, so nothing scrolls sideways.
 */
export function DeliveryMethodsTable({
  methods,
  caption,
  onEdit,
  onDelete,
}: DeliveryMethodsTableProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useNumberFormat();

  return (
    <Table
      verticalSpacing="sm"
      horizontalSpacing="sm"
      highlightOnHover
      data-testid="delivery-methods-table"
    >
      <caption className="visually-hidden">{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('deliveryAdmin.columns.name')}</Table.Th>
          <Table.Th scope="col">{t('deliveryAdmin.columns.price')}</Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            {t('deliveryAdmin.columns.estimatedDays')}
          </Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            {t('deliveryAdmin.columns.orders')}
          </Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            {t('deliveryAdmin.columns.status')}
          </Table.Th>
          <Table.Th scope="col" w={96}>
            <span className="visually-hidden">{t('deliveryAdmin.columns.actions')}</span>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {methods.map((method) => {
          const name = localName(method, lang);
          const days = deliveryDaysLabel(method.estimatedDays, t, format);
          return (
            <Table.Tr key={method.id} data-testid={`delivery-row-${method.id}`}>
              <Table.Td>
                {/* The UI language's name first; each keeps its own direction, both sit at the
                    cell's start. */}
                <Stack gap={2} align="flex-start">
                  <Text span fz="sm" fw={600} {...nameProps(lang === 'ar' ? 'ar' : 'en')}>
                    {lang === 'ar' ? method.nameAr : method.nameEn}
                  </Text>
                  <Text span fz="sm" c="dimmed" {...nameProps(lang === 'ar' ? 'en' : 'ar')}>
                    {lang === 'ar' ? method.nameEn : method.nameAr}
                  </Text>
                  <Group gap={6} hiddenFrom="sm">
                    <Text fz="xs" c="dimmed">
                      {days}
                    </Text>
                    <MethodStatus isActive={method.isActive} />
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" fw={600} className="numeric-cell" data-testid="price">
                  {method.price === 0 ? t('deliveryAdmin.free') : format.sar(method.price)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text fz="sm" data-testid="days">
                  {days}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text fz="sm">{format.number(method.ordersCount)}</Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <MethodStatus isActive={method.isActive} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <RowActionIcon
                    label={t('deliveryAdmin.edit', { name })}
                    icon={IconPencil}
                    onClick={() => onEdit(method)}
                    testId={`edit-delivery-${method.id}`}
                  />
                  <RowActionIcon
                    label={t('deliveryAdmin.delete', { name })}
                    icon={IconTrash}
                    danger
                    onClick={() => onDelete(method)}
                    testId={`delete-delivery-${method.id}`}
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
