import type { TopSellingVariant } from '@dukkan/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { useNumberFormat } from '../../../lib/use-number-format';
import { ProductThumb } from '../../components/product-thumb';
import { selectDashboardStats } from './dashboard-stats.slice';
import { fetchTopSellingProducts } from './dashboard-stats.thunks';
import type { DayRange } from './sales-range';
import { RowsSkeleton, StatsEmpty, StatsPanel } from './stats-panel';
import { useStatsRequest } from './use-stats-request';

const TOP_SELLERS_SHOWN = 5;
/** Combinations named under a best seller; the rest are counted. */
const VARIANTS_SHOWN = 4;

/** Units per combination ("58 / White: 4"), most first. */
function VariantBreakdown({ variants }: { variants: TopSellingVariant[] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  if (variants.length === 0) return null;
  const hidden = variants.length - VARIANTS_SHOWN;
  return (
    <ul
      className="plain-list stats-variant-list"
      aria-label={t('dashboardStats.topSellers.byVariant')}
      data-testid="top-seller-variants"
    >
      {variants.slice(0, VARIANTS_SHOWN).map((variant, i) => (
        <li key={variant.variantId ?? `gone-${i}`}>
          {t('dashboardStats.topSellers.variantSold', {
            name: variant.options.map((option) => option.value).join(' / '),
            qty: format.number(variant.quantitySold),
          })}
        </li>
      ))}
      {hidden > 0 && (
        <li>{t('dashboardStats.topSellers.more', { count: format.number(hidden) })}</li>
      )}
    </ul>
  );
}

/** The period's best sellers by units, with what they brought in and their units per combination. */
export function TopSellersPanel({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { topSellingProducts: products, sections } = useAppSelector(selectDashboardStats);
  const retry = useStatsRequest(fetchTopSellingProducts, {
    count: TOP_SELLERS_SHOWN,
    from: range.from,
    to: range.to,
  });

  return (
    <StatsPanel
      title={t('dashboardStats.topSellers.title')}
      description={t('dashboardStats.topSellers.description')}
      section={sections.topSelling}
      hasData={sections.topSelling.status === 'done' || products.length > 0}
      isEmpty={products.length === 0}
      skeleton={<RowsSkeleton rows={TOP_SELLERS_SHOWN} />}
      empty={
        <StatsEmpty testId="top-sellers-empty">{t('dashboardStats.topSellers.empty')}</StatsEmpty>
      }
      errorTitle={t('dashboardStats.topSellers.loadFailed')}
      onRetry={retry}
      testId="top-sellers-panel"
    >
      <ol className="plain-list stats-rank-list">
        {products.map((product, index) => (
          <li key={product.productId} data-testid="top-seller">
            <Group gap="sm" wrap="nowrap" py={8}>
              <Text
                fw={700}
                c="dimmed"
                w={22}
                ta="center"
                aria-label={t('dashboardStats.topSellers.rank', { rank: index + 1 })}
              >
                {format.number(index + 1)}
              </Text>
              <ProductThumb url={product.imageUrl ?? undefined} size={44} />
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                <Anchor
                  component={Link}
                  to={`/dashboard/products/${product.productId}`}
                  fz="sm"
                  fw={600}
                  lineClamp={2}
                >
                  {product.name}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {t('dashboardStats.topSellers.sold', {
                    qty: format.number(product.quantitySold),
                  })}
                </Text>
                <VariantBreakdown variants={product.variants} />
              </Stack>
              <Text fz="sm" fw={700} className="numeric-cell">
                {format.sar(product.revenue)}
              </Text>
            </Group>
          </li>
        ))}
      </ol>
    </StatsPanel>
  );
}
