import type { AdminCouponDetails } from '@dukkan/contracts';
import { Anchor, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useNumberFormat } from '../../../lib/use-number-format';
import '../orders/orders-admin.css';

type Usage = AdminCouponDetails['usage'];

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 26 }} fw={700} className="numeric-cell" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Totals of the coupon's live uses (cancelled and returned orders do not count). */
export function CouponUsageStats({ usage }: { usage: Usage }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Stack gap="xs">
      {/* On phones the two counts share a row and the amount, the widest, gets its own. */}
      <Grid gutter="md">
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Stat
            label={t('couponsAdmin.details.timesUsed')}
            value={format.number(usage.timesUsed)}
            testId="coupon-times-used"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Stat
            label={t('couponsAdmin.details.customers')}
            value={format.number(usage.byCustomer.length)}
            testId="coupon-customers"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Stat
            label={t('couponsAdmin.details.totalDiscount')}
            value={format.sar(usage.totalDiscount)}
            testId="coupon-total-discount"
          />
        </Grid.Col>
      </Grid>
      <Text fz="xs" c="dimmed">
        {t('couponsAdmin.details.usageNote')}
      </Text>
    </Stack>
  );
}

interface UsageColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface UsageTableProps<Row> {
  titleId: string;
  title: string;
  caption: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The first column names the row; on phones it heads each item and the rest follow below. */
  columns: [UsageColumn<Row>, ...UsageColumn<Row>[]];
  testId: string;
}

/** A table from tablets up; on phones a list, so nothing scrolls sideways. */
function UsageTable<Row>({
  titleId,
  title,
  caption,
  rows,
  rowKey,
  columns,
  testId,
}: UsageTableProps<Row>) {
  const isPhone = useMediaQuery('(max-width: 47.99em)', undefined, {
    getInitialValueInEffect: false,
  });
  const [first, ...rest] = columns;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
        {isPhone ? (
          <Stack
            component="ul"
            gap={0}
            className="plain-list"
            aria-label={caption}
            data-testid={testId}
          >
            {rows.map((row) => (
              <Stack component="li" key={rowKey(row)} gap={4} py="xs" className="oa-usage-item">
                {first.cell(row)}
                <Group gap="sm" style={{ rowGap: 2 }}>
                  {rest.map((column) => (
                    <Text key={column.header} fz="xs" c="dimmed" component="div">
                      {`${column.header}: `}
                      <Text span fz="xs" c="dark" fw={600}>
                        {column.cell(row)}
                      </Text>
                    </Text>
                  ))}
                </Group>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Table verticalSpacing="xs" data-testid={testId}>
            <caption className="visually-hidden">{caption}</caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header} scope="col">
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column, index) => (
                    <Table.Td
                      key={column.header}
                      fz="sm"
                      className={index > 0 ? 'oa-cell' : undefined}
                    >
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/** Who used the coupon, most uses first. */
export function CouponCustomersTable({ usage }: { usage: Usage }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  if (usage.byCustomer.length === 0) {
    return (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Text c="dimmed" data-testid="coupon-no-uses">
          {t('couponsAdmin.details.noUses')}
        </Text>
      </Paper>
    );
  }
  return (
    <UsageTable
      titleId="coupon-customers-title"
      title={t('couponsAdmin.details.byCustomer')}
      caption={t('couponsAdmin.details.byCustomerCaption')}
      rows={usage.byCustomer}
      rowKey={(customer) => `${customer.userId ?? 'deleted'}-${customer.email}`}
      testId="coupon-customers-table"
      columns={[
        {
          header: t('couponsAdmin.details.customer'),
          cell: (customer) => (
            <div>
              <Text fz="sm" fw={600}>
                {customer.userId === null
                  ? t('couponsAdmin.details.deletedAccount')
                  : customer.name}
              </Text>
              <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{customer.email}</bdi>
              </Text>
            </div>
          ),
        },
        {
          header: t('couponsAdmin.details.uses'),
          cell: (customer) => format.number(customer.timesUsed),
        },
        {
          header: t('couponsAdmin.details.discountGiven'),
          cell: (customer) => format.sar(customer.totalDiscount),
        },
        {
          header: t('couponsAdmin.details.lastUsed'),
          cell: (customer) => format.date(customer.lastUsedAt),
        },
      ]}
    />
  );
}

/** The newest orders placed with the coupon, each linking to the order's screen. */
export function CouponOrdersTable({ usage }: { usage: Usage }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  if (usage.recentOrders.length === 0) return null;
  return (
    <UsageTable
      titleId="coupon-orders-title"
      title={t('couponsAdmin.details.recentOrders')}
      caption={t('couponsAdmin.details.recentOrdersCaption')}
      rows={usage.recentOrders}
      rowKey={(order) => String(order.orderId)}
      testId="coupon-orders-table"
      columns={[
        {
          header: t('couponsAdmin.details.order'),
          cell: (order) => (
            <Anchor
              component={Link}
              to={`/dashboard/orders/${order.orderId}`}
              fw={700}
              fz="sm"
              className="oa-number"
              data-testid={`coupon-order-${order.orderId}`}
            >
              <bdi dir="ltr">{order.orderNumber}</bdi>
            </Anchor>
          ),
        },
        { header: t('couponsAdmin.details.customer'), cell: (order) => order.customerName },
        {
          header: t('couponsAdmin.details.discountGiven'),
          cell: (order) => format.sar(order.discountAmount),
        },
        { header: t('couponsAdmin.details.date'), cell: (order) => format.date(order.usedAt) },
      ]}
    />
  );
}
