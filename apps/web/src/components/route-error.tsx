import { Button } from '../kit';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { StatusScreen } from './status-screen';

/**
 * Shown when a screen fails to render or its code cannot be fetched (typically a new deployment
 * replaced the chunk files); a reload picks up the new version.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={IconAlertTriangle}
      color="orange"
      title={t('errors.pageFailed')}
      body={t('errors.pageFailedBody')}
    >
      <Button
        leftSection={<IconRefresh size={18} aria-hidden />}
        onClick={() => window.location.reload()}
      >
        {t('errors.reload')}
      </Button>
    </StatusScreen>
  );
}
