import { Button } from '@mantine/core';
import { IconHome, IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { usePageMeta } from '../../lib/use-page-meta';
import { usePageStatus } from '../../app/ssr/page-head';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('notFound.title'), t('notFound.body'));
  usePageStatus(404);
  return (
    <StatusScreen
      icon={IconMapQuestion}
      code="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
    >
      <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
        {t('common.backHome')}
      </Button>
      <Button component={Link} to="/shop" variant="default">
        {t('common.goToShop')}
      </Button>
    </StatusScreen>
  );
}
