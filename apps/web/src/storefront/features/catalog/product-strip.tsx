import type { Product } from '@dukkan/contracts';
import { Anchor, Group, Stack, Title } from '../../../kit';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { ListError } from './list-states';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import type { RequestState } from '../../../app/use-request';

interface ProductStripProps {
  /** Id of the heading, which names the section. */
  id: string;
  title: string;
  products: Product[];
  request: RequestState;
  /** "View all" goes to the full list. */
  viewAllTo?: string;
  skeletonCount?: number;
  /** Cards across on desktops: five (home strips of ten) or four (eight related products). */
  columns?: 4 | 5;
}

/**
 * A titled row of product cards (home strips, related products): swipeable on phones, a grid
 * on desktops. A strip with nothing to show is left out rather than shown empty.
 */
export function ProductStrip({
  id,
  title,
  products,
  request,
  viewAllTo,
  skeletonCount = 5,
  columns = 5,
}: ProductStripProps) {
  const { t, i18n } = useTranslation();
  if (request.phase === 'done' && products.length === 0) return null;
  const Chevron = i18n.dir() === 'rtl' ? IconChevronLeft : IconChevronRight;
  const layout = columns === 4 ? 'narrowStrip' : 'strip';

  return (
    <Stack gap="md" component="section" aria-labelledby={id} data-testid={`strip-${id}`}>
      <Group justify="space-between" align="center" wrap="nowrap">
        <Title order={2} id={id} fz={{ base: 20, sm: 24 }}>
          {title}
        </Title>
        {viewAllTo && (
          <Anchor
            component={Link}
            to={viewAllTo}
            fw={600}
            fz="sm"
            aria-label={t('shop.home.viewAllOf', { title })}
          >
            <Group gap={2} wrap="nowrap">
              {t('shop.home.viewAll')}
              <Chevron size={16} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Group>
      {request.phase === 'error' ? (
        <ListError
          compact
          title={t('shop.home.stripFailed')}
          error={request.error}
          onRetry={request.retry}
        />
      ) : request.phase === 'loading' ? (
        <ProductGridSkeleton count={skeletonCount} layout={layout} />
      ) : (
        <ProductGrid products={products} layout={layout} label={title} />
      )}
    </Stack>
  );
}
