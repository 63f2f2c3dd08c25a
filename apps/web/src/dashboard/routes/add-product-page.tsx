import { Alert, Stack } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
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
      <Alert
        variant="light"
        icon={<IconLayoutGrid size={18} aria-hidden />}
        data-testid="options-after-create"
      >
        {t('variantsAdmin.afterCreate')}
      </Alert>
      <ProductForm offerVariants />
    </Stack>
  );
}
