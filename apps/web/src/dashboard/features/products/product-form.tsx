import { Button, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy, IconLayoutGrid } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import type { ProductFields } from '../../../catalog/products.api';
import type { AdminProduct } from '../../../catalog/products.slice';
import { BilingualFields } from './bilingual-fields';
import { DiscountFields } from './discount-fields';
import { toAmount } from './discount-math';
import { LoadError } from '../../../components/load-error';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { OrganisationFields, PricingFields } from './product-detail-fields';
import { emptyProductValues, valuesFromProduct } from './product-form-values';
import { ProductImagesField } from './product-images-field';
import { useCatalogOptions } from './use-catalog-options';
import { useProductForm } from './use-product-form';
import { useProductImages } from './use-product-images';
import { useSaveProduct } from './use-save-product';
import './products-admin.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

interface ProductFormProps {
  product?: AdminProduct;
  /** Adding: a second button creates the product and opens its editor at the options. */
  offerVariants?: boolean;
}

/**
 * Adding (no `product`) and editing share this form; saving opens the product's details. A
 * product with options shows its price, stock and SKU read-only (its variants own them, and
 * `updateProduct` refuses a change) and sends them back as they are now.
 */
export function ProductForm({ product, offerVariants = false }: ProductFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useCatalogOptions();
  const form = useProductForm(product ? valuesFromProduct(product) : emptyProductValues);
  const images = useProductImages(product?.images ?? []);
  const save = useSaveProduct(product?.id);
  const hasOptions = (product?.options?.length ?? 0) > 0;
  // Which submit button was pressed: "Create and add options" lands on the editor's options.
  const next = useRef<'details' | 'variants'>('details');
  const { submitting, onSubmit } = useFormSubmit(
    form,
    async (fields: ProductFields) => {
      const sent =
        product && hasOptions
          ? { ...fields, price: product.price, stock: product.stock, sku: product.sku }
          : fields;
      const saved = await save(sent, images.entries);
      void navigate(
        next.current === 'variants'
          ? `/dashboard/products/edit/${saved.id}#variants`
          : `/dashboard/products/${saved.id}`,
      );
    },
    { leavesOnSuccess: true },
  );

  const discountType = form.values['discount.type'];
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="product-form">
      <Stack gap="lg">
        {options.failed && (
          <LoadError title={t('productsAdmin.form.optionsFailed')} onRetry={options.retry} />
        )}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <Section title={t('productsAdmin.form.texts')}>
                <BilingualFields form={form} />
              </Section>
              <Section title={t('productsAdmin.form.images')}>
                <ProductImagesField
                  images={images}
                  error={form.errors.images ?? form.errors.imageOrder}
                />
              </Section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg">
              <Section title={t('productsAdmin.form.pricing')}>
                <PricingFields form={form} variantsOf={hasOptions ? product : undefined} />
              </Section>
              <Section title={t('productsAdmin.form.organisation')}>
                <OrganisationFields
                  form={form}
                  brands={options.brands}
                  categories={options.categories}
                  current={product}
                />
              </Section>
              <Section title={t('productsAdmin.discount.title')}>
                <DiscountFields
                  allowNone
                  type={discountType}
                  onTypeChange={(type) => form.setValue('discount.type', type)}
                  typeError={form.errors['discount.type'] ?? form.errors.discount}
                  value={form.inputProps('discount.value')}
                  startDate={form.inputProps('discount.startDate')}
                  endDate={form.inputProps('discount.endDate')}
                  price={toAmount(form.values.price)}
                />
              </Section>
            </Stack>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm" className="pa-form-actions">
          <Button
            component={Link}
            to={product ? `/dashboard/products/${product.id}` : '/dashboard/products'}
            variant="default"
          >
            {t('common.cancel')}
          </Button>
          {offerVariants && (
            <Button
              type="submit"
              variant="light"
              disabled={submitting}
              onClick={() => (next.current = 'variants')}
              leftSection={<IconLayoutGrid size={18} aria-hidden />}
              data-testid="create-and-add-options"
            >
              {t('variantsAdmin.createAndAdd')}
            </Button>
          )}
          <Button
            type="submit"
            loading={submitting}
            onClick={() => (next.current = 'details')}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            data-testid="save-product"
          >
            {t(product ? 'common.save' : 'productsAdmin.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
