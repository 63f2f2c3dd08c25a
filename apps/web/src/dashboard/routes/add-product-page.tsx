import { Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { usePageMeta } from '../../lib/use-page-meta';
import { PageHeading } from '../components/page-heading';
import { ProductForm } from '../features/products/product-form';

export default function AddProductPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.screens.addProduct'), t('productsAdmin.form.addDescription'));
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('dashboard.screens.addProduct')}
        description={t('productsAdmin.form.addDescription')}
        back={{ to: '/dashboard/products', label: t('productsAdmin.backToList') }}
      />
      <ProductForm />
    </Stack>
  );
}
