import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminProduct } from '../../../catalog/products.slice';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useNumberFormat } from '../../../lib/use-number-format';
import { ActiveBadge, StockCell } from './product-badges';
import { draftFromVariants } from './variant-drafts';
import { CombinationLabel, VariantPhotos } from './variants-table';

/** The details page's options and variants, read-only; nothing for a product without options. */
export function ProductVariantsView({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useNumberFormat();
  if (!product.options?.length || !product.variants) return null;
  const { options, variants } = draftFromVariants({
    options: product.options,
    variants: product.variants,
  });
  return (
    <Card padding="lg" data-testid="variants-view">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('variantsAdmin.title')}
        </Title>
        <Stack gap="xs" component="dl" m={0}>
          {options.map((option) => (
            <Group key={option.key} gap="xs" wrap="wrap">
              <Text component="dt" fz="sm" fw={700}>
                {lang === 'ar' ? option.nameAr : option.nameEn}:
              </Text>
              {option.values.map((value) => (
                <Badge
                  key={value.key}
                  component="dd"
                  m={0}
                  variant="default"
                  tt="none"
                  leftSection={
                    option.display === 'swatches' && value.swatchHex ? (
                      <span className="pa-swatch" style={{ background: value.swatchHex }} />
                    ) : undefined
                  }
                >
                  {lang === 'ar' ? value.valueAr : value.valueEn}
                </Badge>
              ))}
            </Group>
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" data-testid="variants-view-table">
            <Table.Caption>{t('variantsAdmin.count', { count: variants.length })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('variantsAdmin.columns.variant')}</Table.Th>
                <Table.Th>{t('variantsAdmin.columns.sku')}</Table.Th>
                <Table.Th>{t('productsAdmin.fields.price')}</Table.Th>
                <Table.Th>{t('variantsAdmin.columns.stock')}</Table.Th>
                <Table.Th>{t('variantsAdmin.columns.active')}</Table.Th>
                <Table.Th>{t('variantsAdmin.columns.photos')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {variants.map((row) => (
                <Table.Tr key={row.key} data-testid="variant-view-row">
                  <Table.Td>
                    <CombinationLabel options={options} valueKeys={row.valueKeys} />
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" dir="ltr" span>
                      {row.sku}
                    </Text>
                  </Table.Td>
                  <Table.Td className="numeric-cell">{format.sar(Number(row.price))}</Table.Td>
                  <Table.Td>
                    <StockCell stock={Number(row.stock)} />
                  </Table.Td>
                  <Table.Td>
                    <ActiveBadge isActive={row.isActive} />
                  </Table.Td>
                  <Table.Td>
                    <VariantPhotos urls={row.imageUrls} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
