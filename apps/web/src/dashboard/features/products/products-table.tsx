import type { Product } from '@dukkan/contracts';
import { Checkbox, Stack, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ProductCard } from './product-card';
import { ProductRow } from './product-row';
import './products-admin.css';

interface ProductsTableProps {
  products: Product[];
  caption: string;
  /** Shown instead of rows when there are no products. */
  empty: ReactNode;
  selectedIds: ReadonlySet<number>;
  onSelectionChange: (ids: Set<number>) => void;
  onDelete: (product: Product) => void;
}

const COLUMNS = ['product', 'brand', 'category', 'price', 'stock', 'status', 'sold'] as const;

/**
 * The page of products with a checkbox per row and one for the whole page: a table from tablets
 * up, cards on phones (a nine-column table would only scroll sideways there).
 */
export function ProductsTable(props: ProductsTableProps) {
  const { products, selectedIds, onSelectionChange, onDelete } = props;
  const { t } = useTranslation();
  // Read at once (not after a first render) so phones never flash the table.
  const isPhone = useMediaQuery('(max-width: 47.99em)', undefined, {
    getInitialValueInEffect: false,
  });
  const selectedOnPage = products.filter((product) => selectedIds.has(product.id)).length;
  const allSelected = products.length > 0 && selectedOnPage === products.length;

  function select(id: number, selected: boolean) {
    const next = new Set(selectedIds);
    if (selected) next.add(id);
    else next.delete(id);
    onSelectionChange(next);
  }

  const selectAll = (
    <Checkbox
      aria-label={isPhone ? undefined : t('productsAdmin.list.selectAll')}
      label={isPhone ? t('productsAdmin.list.selectAll') : undefined}
      checked={allSelected}
      indeterminate={selectedOnPage > 0 && !allSelected}
      disabled={products.length === 0}
      onChange={() =>
        onSelectionChange(allSelected ? new Set() : new Set(products.map((product) => product.id)))
      }
      data-testid="select-all-products"
    />
  );
  const itemProps = (product: Product) => ({
    product,
    selected: selectedIds.has(product.id),
    onSelectedChange: (selected: boolean) => select(product.id, selected),
    onDelete,
  });

  if (isPhone) {
    return (
      <Stack gap="sm" data-testid="products-table">
        {products.length > 0 && selectAll}
        {products.length === 0 && props.empty}
        <Stack component="ul" gap="sm" className="plain-list" aria-label={props.caption}>
          {products.map((product) => (
            <ProductCard key={product.id} {...itemProps(product)} />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={940}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="sm"
        highlightOnHover
        className="pa-products-table"
        data-testid="products-table"
      >
        <caption className="visually-hidden">{props.caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={44}>
              {selectAll}
            </Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`productsAdmin.list.columns.${column}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <span className="visually-hidden">{t('productsAdmin.list.columns.actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length + 2}>{props.empty}</Table.Td>
            </Table.Tr>
          )}
          {products.map((product) => (
            <ProductRow key={product.id} {...itemProps(product)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
