import { Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { localName } from '../../lib/local-name';
import { PageHeading } from '../components/page-heading';
import { ProductForm } from '../features/products/product-form';
import { ProductVariantsSection } from '../features/products/product-variants-section';
import { ProductLoadState } from '../features/products/product-status-screens';
import { productIdFrom, useAdminProduct } from '../features/products/use-admin-product';

export default function EditProductPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = productIdFrom(useParams().id);
  const { product, error, retry } = useAdminProduct(id);
  const title = product
    ? t('productsAdmin.form.editTitle', { name: localName(product, lang) })
    : t('dashboard.screens.editProduct', { id: id ?? '' });
  usePageMeta(title);

  if (id === null) {
    return (
      <ProductLoadState error={{ message: '', statusCode: 404, data: null }} onRetry={retry} />
    );
  }
  if (!product) return <ProductLoadState error={error} onRetry={retry} />;

  return (
    <Stack gap="lg">
      <PageHeading
        title={title}
        back={{ to: `/dashboard/products/${product.id}`, label: t('productsAdmin.backToDetails') }}
      />
      {/* Keyed by id: another product starts a fresh form rather than keeping these values. */}
      <ProductForm key={product.id} product={product} />
      <ProductVariantsSection key={`variants-${product.id}`} product={product} />
    </Stack>
  );
}
