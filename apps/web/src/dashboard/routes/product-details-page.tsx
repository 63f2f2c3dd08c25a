import { Button, Card, Grid, Stack } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { DeleteProductsModal } from '../features/products/delete-products-modal';
import { DiscountCard } from '../features/products/discount-card';
import { localName } from '../../lib/local-name';
import { PageHeading } from '../components/page-heading';
import { ActiveBadge } from '../features/products/product-badges';
import { ProductFacts } from '../features/products/product-facts';
import { ProductGallery } from '../features/products/product-gallery';
import { ProductLoadState } from '../features/products/product-status-screens';
import { ProductVariantsView } from '../features/products/product-variants-view';
import { ProductTexts } from '../features/products/product-texts';
import { productIdFrom, useAdminProduct } from '../features/products/use-admin-product';
import { useDeleteProducts } from '../features/products/use-delete-products';

export default function ProductDetailsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = productIdFrom(useParams().id);
  const { product, error, retry } = useAdminProduct(id);
  const name = product ? localName(product, lang) : null;
  usePageMeta(name ?? t('dashboard.screens.productDetails', { id: id ?? '' }));
  const removal = useDeleteProducts(() => void navigate('/dashboard/products'));

  if (id === null) {
    return (
      <ProductLoadState error={{ message: '', statusCode: 404, data: null }} onRetry={retry} />
    );
  }
  if (!product || name === null) return <ProductLoadState error={error} onRetry={retry} />;

  return (
    <Stack gap="lg" data-testid="product-details">
      <PageHeading
        title={name}
        back={{ to: '/dashboard/products', label: t('productsAdmin.backToList') }}
        aside={<ActiveBadge isActive={product.isActive} />}
        actions={
          <>
            <Button
              variant="default"
              color="red.9"
              c="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => removal.ask([product])}
              data-testid="delete-product"
            >
              {t('productsAdmin.delete.button')}
            </Button>
            <Button
              component={Link}
              to={`/dashboard/products/edit/${product.id}`}
              leftSection={<IconPencil size={18} aria-hidden />}
              data-testid="edit-product"
            >
              {t('productsAdmin.edit')}
            </Button>
          </>
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card padding="lg">
            <ProductGallery images={product.images} name={name} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <ProductFacts product={product} />
            <DiscountCard product={product} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ProductVariantsView product={product} />
      <ProductTexts product={product} />
      <DeleteProductsModal
        products={removal.pending}
        deleting={removal.deleting}
        onConfirm={removal.confirm}
        onClose={removal.close}
      />
    </Stack>
  );
}
