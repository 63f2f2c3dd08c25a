import { Button } from '@mantine/core';
import { IconArrowBackUp, IconBoxOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { ApiError } from '../../../app/api-client';
import { LoadingScreen } from '../../../components/loading-screen';
import { StatusScreen } from '../../../components/status-screen';

/** While a product loads, or why it could not: unknown id (404) or a failure worth retrying. */
export function ProductLoadState({
  error,
  onRetry,
}: {
  error: ApiError | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (!error) return <LoadingScreen />;
  const missing = error.statusCode === 404;
  return (
    <StatusScreen
      icon={IconBoxOff}
      code={missing ? '404' : undefined}
      color={missing ? 'gray' : 'red'}
      title={t(missing ? 'productsAdmin.details.notFound' : 'productsAdmin.details.loadFailed')}
      body={missing ? t('productsAdmin.details.notFoundBody') : error.message}
    >
      {!missing && (
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
      <Button
        component={Link}
        to="/dashboard/products"
        variant="default"
        leftSection={<IconArrowBackUp size={18} aria-hidden />}
      >
        {t('productsAdmin.backToList')}
      </Button>
    </StatusScreen>
  );
}
