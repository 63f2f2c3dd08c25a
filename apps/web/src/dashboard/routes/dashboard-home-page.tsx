import { Grid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { selectAuth } from '../../app/auth/auth.slice';
import { useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../lib/use-page-meta';
import { CountCards } from '../features/statistics/count-cards';
import { CouponUsagePanel } from '../features/statistics/coupon-usage-panel';
import { selectDashboardStats } from '../features/statistics/dashboard-stats.slice';
import { fetchDashboardCounts } from '../features/statistics/dashboard-stats.thunks';
import { LowStockPanel } from '../features/statistics/low-stock-panel';
import { SalesPanel } from '../features/statistics/sales-panel';
import { presetRange } from '../features/statistics/sales-range';
import { SalesRangePicker, type PeriodChoice } from '../features/statistics/sales-range-picker';
import '../features/statistics/statistics.css';
import { TopSellersPanel } from '../features/statistics/top-sellers-panel';
import { useStatsRequest } from '../features/statistics/use-stats-request';

/** The overview: the shop's counts, sales over a period, best sellers, coupons and low stock. */
export default function DashboardHomePage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('dashboard.title'), t('dashboardStats.description'));
  const { user, role } = useAppSelector(selectAuth);
  const { counts, sections } = useAppSelector(selectDashboardStats);
  const retryCounts = useStatsRequest(fetchDashboardCounts, undefined);
  const [period, setPeriod] = useState<PeriodChoice>(() => ({
    preset: 'last30',
    range: presetRange('last30'),
  }));

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('dashboard.welcome', { name: user?.firstName ?? '' })}
        </Title>
        <Text c="dimmed">{t('dashboardStats.description')}</Text>
      </Stack>
      <CountCards counts={counts} section={sections.counts} role={role} onRetry={retryCounts} />
      <SalesPanel
        range={period.range}
        rtl={i18n.dir() === 'rtl'}
        picker={<SalesRangePicker value={period} onChange={setPeriod} />}
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <TopSellersPanel range={period.range} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <CouponUsagePanel />
        </Grid.Col>
      </Grid>
      <LowStockPanel />
    </Stack>
  );
}
