import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppSelector } from '../../../app/hooks';
import { useNumberFormat } from '../../../lib/use-number-format';
import { selectDashboardStats } from './dashboard-stats.slice';
import { fetchSalesPerDay } from './dashboard-stats.thunks';
import { SalesChart } from './sales-chart';
import { fillDays, rangeDays, salesTotals, type DayRange } from './sales-range';
import { StatsPanel } from './stats-panel';
import { useStatsRequest } from './use-stats-request';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 18, sm: 22 }} fw={700} className="numeric-cell" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

interface SalesPanelProps {
  range: DayRange;
  rtl: boolean;
  /** The period picker, shown beside the title. */
  picker: ReactNode;
}

/** Revenue and paid orders per day for the chosen period, every day shown (zeros included). */
export function SalesPanel({ range, rtl, picker }: SalesPanelProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { salesPerDay, sections } = useAppSelector(selectDashboardStats);
  // The whole period in one page, so the chart never misses a day.
  const retry = useStatsRequest(fetchSalesPerDay, {
    from: range.from,
    to: range.to,
    pageNumber: 1,
    pageSize: rangeDays(range),
  });

  const days = fillDays(range, salesPerDay);
  const totals = salesTotals(days);
  const best = totals.bestDay
    ? `${format.day(totals.bestDay.date)} · ${format.sar(totals.bestDay.revenue)}`
    : t('dashboardStats.sales.noBestDay');
  const from = format.day(range.from, 'long');
  const to = format.day(range.to, 'long');

  return (
    <StatsPanel
      title={t('dashboardStats.sales.title')}
      description={t('dashboardStats.sales.description')}
      controls={picker}
      section={sections.salesPerDay}
      hasData={sections.salesPerDay.status === 'done' || salesPerDay.length > 0}
      isEmpty={false}
      skeleton={<Skeleton h={340} radius="md" />}
      empty={null}
      errorTitle={t('dashboardStats.sales.loadFailed')}
      onRetry={retry}
      testId="sales-panel"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Figure
            label={t('dashboardStats.sales.totalRevenue')}
            value={format.sar(totals.revenue)}
            testId="sales-total-revenue"
          />
          <Figure
            label={t('dashboardStats.sales.totalOrders')}
            value={format.number(totals.orders)}
            testId="sales-total-orders"
          />
          <Figure label={t('dashboardStats.sales.bestDay')} value={best} testId="sales-best-day" />
        </SimpleGrid>
        {totals.orders === 0 && (
          <Text c="dimmed" fz="sm" data-testid="sales-empty">
            {t('dashboardStats.sales.empty')}
          </Text>
        )}
        <figure className="stats-figure" aria-labelledby="sales-chart-caption">
          <figcaption id="sales-chart-caption" className="visually-hidden">
            {t('dashboardStats.sales.chartLabel', { from, to })}.{' '}
            {t('dashboardStats.sales.chartSummary', {
              revenue: format.sar(totals.revenue),
              orders: format.number(totals.orders),
              days: format.number(days.length),
              best,
            })}
          </figcaption>
          <SalesChart days={days} format={format} rtl={rtl} />
        </figure>
      </Stack>
    </StatsPanel>
  );
}
