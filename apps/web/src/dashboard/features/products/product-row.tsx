import type { Product } from '@dukkan/contracts';
import { Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { localName } from '../../../lib/local-name';
import { ActiveBadge, StockCell } from './product-badges';
import { ProductPrice } from './product-price';
import { ProductIdentity, ProductRowActions } from './product-row-actions';

export interface ProductItemProps {
  product: Product;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onDelete: (product: Product) => void;
}

/** A product in the list's table (tablets and wider). */
export function ProductRow({ product, selected, onSelectedChange, onDelete }: ProductItemProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const name = localName(product, lang);

  return (
    <Table.Tr data-testid={`product-row-${product.id}`} data-selected={selected || undefined}>
      <Table.Td>
        <Checkbox
          aria-label={t('productsAdmin.list.selectRow', { name })}
          checked={selected}
          onChange={(event) => onSelectedChange(event.currentTarget.checked)}
          data-testid={`select-product-${product.id}`}
        />
      </Table.Td>
      <Table.Td miw={220}>
        <ProductIdentity product={product} name={name} />
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{product.brandName}</Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{product.categoryName}</Text>
      </Table.Td>
      <Table.Td>
        <ProductPrice product={product} />
      </Table.Td>
      <Table.Td>
        <StockCell stock={product.stock} />
      </Table.Td>
      <Table.Td>
        <ActiveBadge isActive={product.isActive} />
      </Table.Td>
      <Table.Td>
        <Text fz="sm" className="numeric-cell">
          {product.soldCount}
        </Text>
      </Table.Td>
      <Table.Td>
        <ProductRowActions product={product} name={name} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}
