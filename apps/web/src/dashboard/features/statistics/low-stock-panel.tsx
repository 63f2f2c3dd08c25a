import { LOW_STOCK_THRESHOLD, lowStockQuerySchema, type LowStockProduct } from '@dukkan/contracts';
import { Anchor, Badge, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { AppPagination } from '../../../components/app-pagination';
import { useLanguage } from '../../../i18n/use-language';
import { validateForm } from '../../../lib/form-validation';
import { useNumberFormat } from '../../../lib/use-number-format';
import { ProductThumb } from '../../components/product-thumb';
import { selectDashboardStats } from './dashboard-stats.slice';
import { fetchLowStockProducts } from './dashboard-stats.thunks';
import { RowsSkeleton, StatsEmpty, StatsPanel } from './stats-panel';
import { useStatsRequest } from './use-stats-request';

const PAGE_SIZE = 10;

/** "Thobe — 58 / White"; a product without options by its name alone. */
function variantName({ name, options }: Pick<LowStockProduct, 'name' | 'options'>): string {
  if (options.length === 0) return name;
  return `${name} — ${options.map((option) => option.value).join(' / ')}`;
}
const THRESHOLD_DEBOUNCE_MS = 400;

/**
 * Variants at or below a stock threshold, lowest first ("Thobe — 58 / White"; a product without
 * options by its name), each linking to its edit screen. The
 * threshold is checked by the API's own rule (a whole number, Arabic digits accepted) and only
 * a valid one is sent.
 */
export function LowStockPanel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useNumberFormat();
  const {
    lowStockProducts: products,
    lowStockPagination: paging,
    sections,
  } = useAppSelector(selectDashboardStats);
  const [thresholdText, setThresholdText] = useState(() =>
    format.digitsText(String(LOW_STOCK_THRESHOLD)),
  );
  const [debouncedText] = useDebouncedValue(thresholdText, THRESHOLD_DEBOUNCE_MS);
  const [threshold, setThreshold] = useState(LOW_STOCK_THRESHOLD);
  const [page, setPage] = useState(1);
  const checked = validateForm(lowStockQuerySchema, { threshold: thresholdText || '0' }, lang);
  const thresholdError = checked.ok ? undefined : checked.errors.threshold;

  // A new valid threshold starts again from page 1.
  useEffect(() => {
    const parsed = validateForm(lowStockQuerySchema, { threshold: debouncedText || '0' }, 'en');
    if (parsed.ok && parsed.data.threshold !== threshold) {
      setThreshold(parsed.data.threshold);
      setPage(1);
    }
  }, [debouncedText, threshold]);

  const retry = useStatsRequest(fetchLowStockProducts, {
    threshold,
    pageNumber: page,
    pageSize: PAGE_SIZE,
  });
  const totalPages = Math.max(1, Math.ceil(paging.totalCount / paging.pageSize));

  const thresholdInput = (
    <TextInput
      label={t('dashboardStats.lowStock.threshold')}
      value={thresholdText}
      onChange={(event) => setThresholdText(event.currentTarget.value)}
      error={thresholdError}
      inputMode="numeric"
      size="xs"
      w={170}
      name="threshold"
      data-testid="low-stock-threshold"
    />
  );

  return (
    <StatsPanel
      title={t('dashboardStats.lowStock.title')}
      description={t('dashboardStats.lowStock.description')}
      controls={thresholdInput}
      section={sections.lowStock}
      hasData={sections.lowStock.status === 'done' || products.length > 0}
      isEmpty={products.length === 0}
      skeleton={<RowsSkeleton rows={4} />}
      empty={
        <StatsEmpty testId="low-stock-empty">
          {t('dashboardStats.lowStock.empty', { threshold: format.number(threshold) })}
        </StatsEmpty>
      }
      errorTitle={t('dashboardStats.lowStock.loadFailed')}
      onRetry={retry}
      testId="low-stock-panel"
    >
      <Stack gap="md">
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" horizontalSpacing="sm" data-testid="low-stock-table">
            <caption className="visually-hidden">
              {t('dashboardStats.lowStock.caption', {
                page: format.number(page),
                pages: format.number(totalPages),
              })}
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dashboardStats.lowStock.product')}</Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  {t('dashboardStats.lowStock.status')}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('dashboardStats.lowStock.stock')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((product) => (
                <Table.Tr key={product.variantId} data-testid="low-stock-row">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <ProductThumb url={product.imageUrl ?? undefined} size={40} />
                      <Stack gap={0} miw={0}>
                        <Anchor
                          component={Link}
                          to={`/dashboard/products/edit/${product.id}${product.options.length > 0 ? '#variants' : ''}`}
                          fz="sm"
                          fw={600}
                          lineClamp={2}
                          aria-label={t('dashboardStats.lowStock.edit', {
                            name: variantName(product),
                          })}
                          data-testid="low-stock-name"
                        >
                          {variantName(product)}
                        </Anchor>
                        <Text fz="xs" c="dimmed" dir="ltr" className="stats-sku">
                          {product.sku}
                        </Text>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Badge
                      variant={product.isActive ? 'light' : 'outline'}
                      color={product.isActive ? 'brand' : 'gray.7'}
                      c={product.isActive ? 'brand.8' : 'gray.8'}
                    >
                      {t(`dashboardStats.lowStock.${product.isActive ? 'active' : 'inactive'}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="end">
                    <Text
                      fz="sm"
                      fw={700}
                      c={product.stock === 0 ? 'red.9' : 'orange.9'}
                      data-testid="stock"
                    >
                      {product.stock === 0
                        ? t('dashboardStats.lowStock.outOfStock')
                        : format.number(product.stock)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('dashboardStats.lowStock.total', { total: format.number(paging.totalCount) })}
          </Text>
          <AppPagination
            label={t('dashboardStats.lowStock.pagination')}
            page={page}
            totalPages={totalPages}
            onChange={setPage}
            testId="low-stock-pagination"
            compact
          />
        </Group>
      </Stack>
    </StatsPanel>
  );
}
