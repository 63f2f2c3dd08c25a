import type { Product } from '@dukkan/contracts';
import { Skeleton, Stack } from '../../../kit';
import { useTranslation } from '../../../i18n/use-translation';
import { ProductCard } from './product-card';

export type GridLayout = 'listing' | 'wide' | 'strip' | 'narrowStrip';

const LAYOUT_CLASS: Record<GridLayout, string> = {
  // Beside the filter column: up to four across.
  listing: 'product-grid',
  // Full width: up to five across.
  wide: 'product-grid product-grid--wide',
  // Home and related products: a swipeable row below desktop width.
  strip: 'product-grid product-grid--wide product-grid--strip',
  // The same, four across on desktops (eight related products make two full rows).
  narrowStrip: 'product-grid product-grid--strip',
};

interface ProductGridProps {
  products: Product[];
  layout?: GridLayout;
  label?: string;
  /**
   * The grid is the first thing on its page: its first row's pictures load with the page (a lazy
   * picture waits for layout, seconds on a phone), the phone's two first before anything else.
   */
  leadsPage?: boolean;
  /**
   * The heading level of the cards' names: 3 under a section's heading (home, related products),
   * 2 where the list is the page's own content, right under its title (the shop: on a phone its
   * filters' heading is hidden, and names at 3 would skip a level).
   */
  headingOrder?: 2 | 3;
}

/** A desktop's first row holds four cards; a phone's, two. */
const FIRST_ROW = 4;
const PHONE_FIRST_ROW = 2;

function imageLoadingAt(index: number, leadsPage: boolean) {
  if (!leadsPage || index >= FIRST_ROW) return 'lazy';
  return index < PHONE_FIRST_ROW ? 'first' : 'eager';
}

/** Product cards as a list (screen readers announce how many there are). */
export function ProductGrid({
  products,
  layout = 'listing',
  label,
  leadsPage = false,
  headingOrder = 3,
}: ProductGridProps) {
  return (
    <ul
      className={`plain-list ${LAYOUT_CLASS[layout]}`}
      aria-label={label}
      data-testid="product-grid"
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            imageLoading={imageLoadingAt(index, leadsPage)}
            headingOrder={headingOrder}
          />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while the first answer is on its way. */
export function ProductGridSkeleton({
  count = 8,
  layout = 'listing',
}: {
  count?: number;
  layout?: GridLayout;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={LAYOUT_CLASS[layout]}
      role="status"
      aria-label={t('shop.list.loading')}
      data-testid="product-grid-skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} gap={8} aria-hidden>
          <Skeleton radius="lg" style={{ aspectRatio: '1 / 1' }} h="auto" />
          <Skeleton height={10} width="40%" />
          <Skeleton height={14} width="90%" />
          <Skeleton height={16} width="50%" />
        </Stack>
      ))}
    </div>
  );
}
