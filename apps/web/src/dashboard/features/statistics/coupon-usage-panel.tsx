import { Anchor, Progress, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { useNumberFormat } from '../../../lib/use-number-format';
import { selectDashboardStats } from './dashboard-stats.slice';
import { fetchCouponUsageStats } from './dashboard-stats.thunks';
import { StatsEmpty, StatsPanel } from './stats-panel';
import { useStatsRequest } from './use-stats-request';

const COUPONS_SHOWN = 8;

/**
 * The most used coupons. Each row's bar is its share of all coupon uses shown; bars are plain
 * elements, so they grow from the reading start in both languages.
 */
export function CouponUsagePanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { couponUsageStats: coupons, sections } = useAppSelector(selectDashboardStats);
  const retry = useStatsRequest(fetchCouponUsageStats, COUPONS_SHOWN);
  const most = Math.max(1, ...coupons.map((coupon) => coupon.timesUsed));
  const allUses = coupons.reduce((sum, coupon) => sum + coupon.timesUsed, 0) || 1;

  return (
    <StatsPanel
      title={t('dashboardStats.coupons.title')}
      description={t('dashboardStats.coupons.description')}
      section={sections.couponUsage}
      hasData={sections.couponUsage.status === 'done' || coupons.length > 0}
      isEmpty={coupons.length === 0}
      skeleton={
        <Stack gap="sm">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h={32} />
          ))}
        </Stack>
      }
      empty={
        <StatsEmpty testId="coupon-usage-empty">{t('dashboardStats.coupons.empty')}</StatsEmpty>
      }
      errorTitle={t('dashboardStats.coupons.loadFailed')}
      onRetry={retry}
      testId="coupon-usage-panel"
    >
      <Table verticalSpacing="xs" horizontalSpacing="xs" data-testid="coupon-usage-table">
        <caption className="visually-hidden">{t('dashboardStats.coupons.caption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dashboardStats.coupons.code')}</Table.Th>
            <Table.Th scope="col">{t('dashboardStats.coupons.timesUsed')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('dashboardStats.coupons.totalDiscount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coupons.map((coupon) => (
            <Table.Tr key={coupon.couponId} data-testid="coupon-usage-row">
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/dashboard/coupons/${coupon.couponId}`}
                  fz="sm"
                  fw={700}
                  dir="ltr"
                  className="stats-code"
                >
                  {coupon.code}
                </Anchor>
              </Table.Td>
              <Table.Td w="45%">
                <Stack gap={4}>
                  <Text fz="sm" fw={600}>
                    {format.number(coupon.timesUsed)}
                  </Text>
                  <Progress
                    value={(coupon.timesUsed / most) * 100}
                    size="sm"
                    color="orange.6"
                    aria-label={t('dashboardStats.coupons.share', {
                      code: coupon.code,
                      percent: format.percent(coupon.timesUsed / allUses),
                    })}
                  />
                </Stack>
              </Table.Td>
              <Table.Td ta="end">
                <Text fz="sm" fw={600} className="numeric-cell">
                  {format.sar(coupon.totalDiscount)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StatsPanel>
  );
}
