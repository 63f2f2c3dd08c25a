import type { Product } from '@dukkan/contracts';
import { Anchor, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useTranslation } from '../../../i18n/use-translation';
import type { SelectOption } from './use-catalog-options';
import type { ProductFormState } from './use-product-form';

/** SKU, price and stock; for a product with options, what its variants make of them. */
export function PricingFields({
  form,
  variantsOf,
}: {
  form: ProductFormState;
  variantsOf?: Pick<Product, 'sku' | 'price' | 'priceMax' | 'stock'>;
}) {
  const { t } = useTranslation();
  if (variantsOf) return <VariantsSummary product={variantsOf} />;
  return (
    <Stack gap="md">
      <TextInput
        {...form.inputProps('sku')}
        label={t('productsAdmin.fields.sku')}
        description={t('productsAdmin.form.skuHint')}
        required
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
      />
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          {...form.inputProps('price')}
          label={t('productsAdmin.fields.price')}
          required
          inputMode="decimal"
          rightSection={
            <Text fz="sm" c="dimmed" aria-hidden>
              {t('productsAdmin.form.currency')}
            </Text>
          }
          rightSectionWidth={52}
        />
        <TextInput
          {...form.inputProps('stock')}
          label={t('productsAdmin.fields.stock')}
          required
          inputMode="numeric"
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Read-only: the variants' price range and total stock, with a link to where they are set. */
function VariantsSummary({
  product,
}: {
  product: Pick<Product, 'sku' | 'price' | 'priceMax' | 'stock'>;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const price =
    product.priceMax > product.price
      ? t('variantsAdmin.fromPrice', { price: format.sar(product.price) })
      : format.sar(product.price);
  return (
    <Stack gap={6} data-testid="variants-summary">
      <Text fz="lg" fw={700} className="numeric-cell">
        {price}
      </Text>
      <Text fz="sm">{t('variantsAdmin.totalStock', { count: format.number(product.stock) })}</Text>
      <Text fz="sm" c="dimmed">
        {t('productsAdmin.fields.sku')}: <span dir="ltr">{product.sku}</span>
      </Text>
      <Anchor href="#variants" fz="sm">
        {t('variantsAdmin.readOnlySummary')}
      </Anchor>
    </Stack>
  );
}

/** Keeps the saved choice listed even if it is not among the first 100 loaded. */
function withCurrent(options: SelectOption[], value: string, label: string | undefined) {
  if (!value || !label || options.some((option) => option.value === value)) return options;
  return [{ value, label }, ...options];
}

interface OrganisationFieldsProps {
  form: ProductFormState;
  brands: SelectOption[];
  categories: SelectOption[];
  /** The saved product's names, for the choices above. */
  current?: { brandName: string; categoryName: string };
}

/** Brand and category, and whether the shop shows the product. */
export function OrganisationFields({ form, brands, categories, current }: OrganisationFieldsProps) {
  const { t } = useTranslation();
  const choose = (label: string) => ({ value: '', label, disabled: true });
  return (
    <Stack gap="md">
      <NativeSelect
        {...form.fieldProps('brandId')}
        label={t('productsAdmin.fields.brand')}
        required
        data={[
          choose(t('productsAdmin.form.chooseBrand')),
          ...withCurrent(brands, form.values.brandId, current?.brandName),
        ]}
      />
      <NativeSelect
        {...form.fieldProps('categoryId')}
        label={t('productsAdmin.fields.category')}
        required
        data={[
          choose(t('productsAdmin.form.chooseCategory')),
          ...withCurrent(categories, form.values.categoryId, current?.categoryName),
        ]}
      />
      <Switch
        {...form.switchProps('isActive')}
        label={t('productsAdmin.form.active')}
        description={t('productsAdmin.form.activeHint')}
        size="md"
      />
    </Stack>
  );
}
