import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { localName } from '../../../lib/local-name';
import { ActiveBadge, StockCell } from './product-badges';
import { ProductPrice } from './product-price';
import { ProductIdentity, ProductRowActions } from './product-row-actions';
import type { ProductItemProps } from './product-row';

/** A product in the list on phones: the table's columns stacked in one card. */
export function ProductCard({ product, selected, onSelectedChange, onDelete }: ProductItemProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const name = localName(product, lang);

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      data-testid={`product-row-${product.id}`}
      data-selected={selected || undefined}
      className="pa-product-card"
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Checkbox
          mt={14}
          aria-label={t('productsAdmin.list.selectRow', { name })}
          checked={selected}
          onChange={(event) => onSelectedChange(event.currentTarget.checked)}
          data-testid={`select-product-${product.id}`}
        />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <ProductIdentity product={product} name={name} />
          <Text fz="xs" c="dimmed">
            {product.brandName} · {product.categoryName}
          </Text>
          <Group justify="space-between" align="flex-end" gap="xs">
            <ProductPrice product={product} />
            <Group gap={6}>
              <Text fz="xs" c="dimmed">
                {t('productsAdmin.fields.stock')}
              </Text>
              <StockCell stock={product.stock} />
              <ActiveBadge isActive={product.isActive} />
            </Group>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text fz="xs" c="dimmed">
              {t('productsAdmin.list.soldCount', { count: product.soldCount })}
            </Text>
            <ProductRowActions product={product} name={name} onDelete={onDelete} />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
