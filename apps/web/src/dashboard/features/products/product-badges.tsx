import { LOW_STOCK_THRESHOLD, type Product } from '@dukkan/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/** The stock count, flagged when it has run out or runs low (the dashboard's low-stock rule). */
export function StockCell({ stock }: Pick<Product, 'stock'>) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm" fw={600} className="numeric-cell">
        {stock}
      </Text>
      {stock === 0 && (
        <Badge color="red.9" c="red.9" variant="light" size="sm">
          {t('productsAdmin.stock.out')}
        </Badge>
      )}
      {stock > 0 && stock <= LOW_STOCK_THRESHOLD && (
        // Darker than Mantine's darkest orange, whose text misses AA on its own light tint.
        <Badge color="orange.9" c="#9a3608" variant="light" size="sm">
          {t('productsAdmin.stock.low')}
        </Badge>
      )}
    </Group>
  );
}

export function ActiveBadge({ isActive }: Pick<Product, 'isActive'>) {
  const { t } = useTranslation();
  return (
    // Mantine caps the text shade of light and outline badges; `c` keeps it dark enough for AA.
    <Badge
      color={isActive ? 'brand' : 'gray.7'}
      c={isActive ? 'brand.8' : 'gray.8'}
      variant={isActive ? 'light' : 'outline'}
    >
      {t(isActive ? 'productsAdmin.status.active' : 'productsAdmin.status.inactive')}
    </Badge>
  );
}
