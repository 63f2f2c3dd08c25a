import type { PaymentSettings } from '@dukkan/contracts';
import { Box, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ApiError } from '../../app/api-client';
import { useAppDispatch } from '../../app/hooks';
import { LoadError } from '../../components/load-error';
import { useTranslation } from '../../i18n/use-translation';
import { usePageMeta } from '../../lib/use-page-meta';
import { PageHeading } from '../components/page-heading';
import { fetchPaymentSettings } from '../features/payments/payment-settings.api';
import { PaymentSettingsForm } from '../features/payments/payment-settings-form';
import '../features/payments/payment-settings.css';

type Load =
  | { state: 'loading' }
  | { state: 'done'; settings: PaymentSettings }
  | { state: 'error'; error: ApiError };

/** Which online methods checkout offers; always read fresh when the screen opens (Admin only). */
export default function PaymentsPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.areas.payments'), t('paymentsAdmin.description'));
  const dispatch = useAppDispatch();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    const request = dispatch(fetchPaymentSettings());
    request
      .unwrap()
      .then((result) => {
        if (current) setLoad({ state: 'done', settings: result.data });
      })
      .catch((error: ApiError) => {
        if (current) setLoad({ state: 'error', error });
      });
    return () => {
      current = false;
      request.abort();
    };
  }, [dispatch, reloadKey]);

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('dashboard.areas.payments')}
        description={t('paymentsAdmin.description')}
      />
      {load.state === 'loading' && (
        <Box py={48} ta="center">
          <Loader role="status" aria-label={t('common.loading')} />
        </Box>
      )}
      {load.state === 'error' && (
        <LoadError
          title={t('paymentsAdmin.loadFailed')}
          message={load.error.message}
          onRetry={() => setReloadKey((key) => key + 1)}
          testId="payments-load-error"
        />
      )}
      {load.state === 'done' && <PaymentSettingsForm settings={load.settings} />}
    </Stack>
  );
}
