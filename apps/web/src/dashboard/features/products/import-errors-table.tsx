import type { ProductImportRowError } from '@dukkan/contracts';
import { ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/** The 422 report: every bad cell of the workbook, by its spreadsheet row and column. */
export function ImportErrorsTable({ errors }: { errors: ProductImportRowError[] }) {
  const { t } = useTranslation();
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Table striped withTableBorder verticalSpacing={6} data-testid="import-errors">
        <caption className="visually-hidden">{t('productsAdmin.import.errorsCaption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={72}>
              {t('productsAdmin.import.row')}
            </Table.Th>
            <Table.Th scope="col" w={120}>
              {t('productsAdmin.import.column')}
            </Table.Th>
            <Table.Th scope="col">{t('productsAdmin.import.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((error, index) => (
            <Table.Tr key={`${error.row}-${error.column}-${index}`}>
              <Table.Td className="numeric-cell">{error.row}</Table.Td>
              <Table.Td>
                <Text component="span" ff="monospace" fz="sm" dir="ltr">
                  {error.column}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{error.message}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
