import type { Product } from '@dukkan/contracts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatDate } from '../../../lib/format-date';
import { ActiveBadge, StockCell } from './product-badges';
import { ProductPrice } from './product-price';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" fz="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** Price, stock, sales and where the product is filed, as a definition list. */
export function ProductFacts({ product }: { product: Product }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('productsAdmin.details.overview')}
        </Title>
        <ProductPrice product={product} size="lg" inline />
        <SimpleGrid
          component="dl"
          cols={{ base: 2, sm: 3 }}
          spacing="md"
          verticalSpacing="md"
          m={0}
        >
          <Fact label={t('productsAdmin.fields.sku')}>
            <span dir="ltr">{product.sku}</span>
          </Fact>
          <Fact label={t('productsAdmin.fields.stock')}>
            <StockCell stock={product.stock} />
          </Fact>
          <Fact label={t('productsAdmin.details.sales')}>
            <span className="numeric-cell" data-testid="sold-count">
              {product.soldCount}
            </span>
          </Fact>
          <Fact label={t('productsAdmin.fields.brand')}>{product.brandName}</Fact>
          <Fact label={t('productsAdmin.fields.category')}>{product.categoryName}</Fact>
          <Fact label={t('productsAdmin.list.status')}>
            <ActiveBadge isActive={product.isActive} />
          </Fact>
          <Fact label={t('productsAdmin.details.created')}>
            {formatDate(product.createdAt, lang, digits)}
          </Fact>
          <Fact label={t('productsAdmin.details.updated')}>
            {formatDate(product.updatedAt, lang, digits)}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
