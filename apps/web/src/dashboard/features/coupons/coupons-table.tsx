import type { AdminCoupon } from '@dukkan/contracts';
import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { CouponRowActions } from './coupon-row-actions';
import { CouponStatusBadge } from './coupon-status-badge';
import { useCouponText } from './use-coupon-text';

interface CouponsTableProps {
  coupons: AdminCoupon[];
  caption: string;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
  onEdit: (coupon: AdminCoupon) => void;
  onDelete: (coupon: AdminCoupon) => void;
}

const COLUMNS = ['code', 'discount', 'minimum', 'limits', 'used', 'dates', 'status'] as const;

export function CouponCode({ coupon }: { coupon: AdminCoupon }) {
  return (
    <Anchor component={Link} to={`/dashboard/coupons/${coupon.id}`} fw={700} fz="sm" ff="monospace">
      <bdi dir="ltr">{coupon.code}</bdi>
    </Anchor>
  );
}

/** The page of coupons: a table from tablets up, cards on phones. */
export function CouponsTable(props: CouponsTableProps) {
  const { coupons } = props;
  const { t } = useTranslation();
  const text = useCouponText();
  const isPhone = useMediaQuery('(max-width: 47.99em)', undefined, {
    getInitialValueInEffect: false,
  });

  if (isPhone) {
    return (
      <Stack gap="sm" data-testid="coupons-table">
        {coupons.length === 0 && props.empty}
        <Stack component="ul" gap="sm" className="plain-list" aria-label={props.caption}>
          {coupons.map((coupon) => (
            <Paper
              component="li"
              key={coupon.id}
              withBorder
              p="sm"
              radius="md"
              data-testid={`coupon-row-${coupon.id}`}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="xs">
                    <CouponCode coupon={coupon} />
                    <CouponStatusBadge status={coupon.status} size="sm" />
                  </Group>
                  <CouponRowActions
                    coupon={coupon}
                    onEdit={props.onEdit}
                    onDelete={props.onDelete}
                  />
                </Group>
                <Text fz="sm" fw={600}>
                  {text.discount(coupon)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {[text.minimum(coupon), ...text.limits(coupon)].join(' · ')}
                </Text>
                <Text fz="xs" c="dimmed">
                  {`${t('couponsAdmin.list.columns.used')}: ${text.used(coupon)} · ${text.dates(coupon)}`}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={960}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="sm"
        highlightOnHover
        data-testid="coupons-table"
      >
        <caption className="visually-hidden">{props.caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`couponsAdmin.list.columns.${column}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <span className="visually-hidden">{t('couponsAdmin.list.columns.actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coupons.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length + 1}>{props.empty}</Table.Td>
            </Table.Tr>
          )}
          {coupons.map((coupon) => (
            <Table.Tr key={coupon.id} data-testid={`coupon-row-${coupon.id}`}>
              <Table.Td>
                <CouponCode coupon={coupon} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{text.discount(coupon)}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{text.minimum(coupon)}</Text>
              </Table.Td>
              <Table.Td>
                {text.limits(coupon).map((limit) => (
                  <Text key={limit} fz="sm">
                    {limit}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>
                <Text fz="sm" className="numeric-cell" data-testid="coupon-used">
                  {text.used(coupon)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{text.dates(coupon)}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <CouponStatusBadge status={coupon.status} size="sm" />
              </Table.Td>
              <Table.Td>
                <CouponRowActions coupon={coupon} onEdit={props.onEdit} onDelete={props.onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
