import type { SalesDay } from '@dukkan/contracts';
import { CompositeChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { NumberFormat } from '../../../lib/use-number-format';

interface SalesPoint extends SalesDay {
  label: string;
}

interface TooltipProps {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: SalesPoint }>;
  format: NumberFormat;
}

function SalesTooltip({ active, payload, format }: TooltipProps) {
  const { t } = useTranslation();
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <Paper withBorder shadow="md" p="sm" radius="md">
      <Stack gap={4}>
        <Text fw={700} fz="sm">
          {format.day(point.date, 'long')}
        </Text>
        <Group gap="lg" justify="space-between" wrap="nowrap">
          <Text fz="sm" c="dimmed">
            {t('dashboardStats.sales.revenue')}
          </Text>
          <Text fz="sm" fw={600} className="numeric-cell">
            {format.sar(point.revenue)}
          </Text>
        </Group>
        <Group gap="lg" justify="space-between" wrap="nowrap">
          <Text fz="sm" c="dimmed">
            {t('dashboardStats.sales.orders')}
          </Text>
          <Text fz="sm" fw={600}>
            {format.number(point.ordersCount)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

interface SalesChartProps {
  days: SalesDay[];
  format: NumberFormat;
  rtl: boolean;
}

const startTick = { fontSize: 12, fill: 'currentColor' };

/**
 * Revenue as an area on the reading-start axis, paid orders as bars on the other. Arabic reads
 * right to left, so there time runs right to left too: the x axis is reversed and the two
 * y axes swap sides (the chart's own box stays left-to-right so recharts lays it out as usual).
 */
export function SalesChart({ days, format, rtl }: SalesChartProps) {
  const { t } = useTranslation();
  const points: SalesPoint[] = days.map((day) => ({ ...day, label: format.day(day.date) }));
  const revenueSide = rtl ? 'right' : 'left';
  const ordersSide = rtl ? 'left' : 'right';
  const outward = (side: string) => `translate(${side === 'left' ? -10 : 10}, 0)`;

  return (
    <CompositeChart
      h={280}
      data={points}
      dataKey="label"
      series={[
        {
          name: 'revenue',
          label: t('dashboardStats.sales.revenue'),
          color: 'brand.6',
          type: 'area',
          yAxisId: 'left',
        },
        {
          name: 'ordersCount',
          label: t('dashboardStats.sales.orders'),
          color: 'orange.6',
          type: 'bar',
          yAxisId: 'right',
        },
      ]}
      curveType="monotone"
      withDots={false}
      withLegend
      withRightYAxis
      maxBarWidth={14}
      barProps={{ fillOpacity: 0.55 }}
      valueFormatter={format.compact}
      // Room for the first and last day's bars, which would otherwise be cut in half.
      xAxisProps={{ reversed: rtl, padding: { left: 12, right: 12 } }}
      yAxisProps={{
        orientation: revenueSide,
        tick: { ...startTick, transform: outward(revenueSide) },
      }}
      rightYAxisProps={{
        orientation: ordersSide,
        allowDecimals: false,
        tickFormatter: format.number,
        tick: { ...startTick, transform: outward(ordersSide) },
      }}
      tooltipProps={{
        content: (props) => (
          <SalesTooltip
            active={props.active}
            payload={props.payload as TooltipProps['payload']}
            format={format}
          />
        ),
      }}
      data-testid="sales-chart"
    />
  );
}
