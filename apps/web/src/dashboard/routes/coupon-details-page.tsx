import type { AdminCoupon } from '@dukkan/contracts';
import { Button, Center, Grid, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadError } from '../../components/load-error';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { selectAdminCouponsState } from '../features/coupons/admin-coupons.slice';
import { fetchAdminCouponDetails } from '../features/coupons/admin-coupons.thunks';
import { CouponFormModal } from '../features/coupons/coupon-form-modal';
import { CouponStatusBadge } from '../features/coupons/coupon-status-badge';
import { CouponTerms } from '../features/coupons/coupon-terms';
import {
  CouponCustomersTable,
  CouponOrdersTable,
  CouponUsageStats,
} from '../features/coupons/coupon-usage';
import { DeleteCouponModal } from '../features/coupons/delete-coupon-modal';
import { useDeleteCoupon } from '../features/coupons/use-delete-coupon';
import { PageHeading } from '../components/page-heading';

export default function CouponDetailsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lang = useLanguage();
  const { id: idParam = '' } = useParams();
  const couponId = Number(idParam);
  const { coupon: stored, loading, error } = useAppSelector(selectAdminCouponsState);
  const coupon = stored?.id === couponId ? stored : null;
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<AdminCoupon | null>(null);
  const removal = useDeleteCoupon(({ deleted }) => {
    if (deleted) navigate('/dashboard/coupons');
  });
  usePageMeta(
    t('couponsAdmin.details.title', { code: coupon?.code ?? `#${idParam}` }),
    t('couponsAdmin.description'),
  );

  // The language is a dependency: the server's messages come back in it.
  useEffect(() => {
    const request = dispatch(fetchAdminCouponDetails(couponId));
    return () => request.abort();
  }, [dispatch, couponId, reloadKey, lang]);

  const back = { to: '/dashboard/coupons', label: t('couponsAdmin.details.back') };
  if (!coupon) {
    const failed = error !== null && !loading;
    return (
      <Stack gap="lg">
        <PageHeading back={back} title={t('couponsAdmin.details.title', { code: `#${idParam}` })} />
        {failed ? (
          <LoadError
            title={t('couponsAdmin.details.loadFailed')}
            message={error.message}
            onRetry={() => setReloadKey((key) => key + 1)}
            testId="coupon-load-error"
          />
        ) : (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="coupon-details">
      <PageHeading
        back={back}
        title={t('couponsAdmin.details.title', { code: coupon.code })}
        aside={<CouponStatusBadge status={coupon.status} />}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
              onClick={() => setEditing(coupon)}
              data-testid="edit-coupon"
            >
              {t('couponsAdmin.details.edit')}
            </Button>
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => removal.ask(coupon)}
              data-testid="delete-coupon"
            >
              {t('couponsAdmin.details.delete')}
            </Button>
          </>
        }
      />
      <CouponTerms coupon={coupon} />
      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="coupon-usage-title"
      >
        <Stack gap="md">
          <Title order={2} fz="lg" id="coupon-usage-title">
            {t('couponsAdmin.details.usage')}
          </Title>
          <CouponUsageStats usage={coupon.usage} />
        </Stack>
      </Paper>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <CouponCustomersTable usage={coupon.usage} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <CouponOrdersTable usage={coupon.usage} />
        </Grid.Col>
      </Grid>

      <CouponFormModal
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
      <DeleteCouponModal
        coupon={removal.pending}
        deleting={removal.deleting}
        onConfirm={removal.confirm}
        onClose={removal.close}
      />
    </Stack>
  );
}
