import { Button } from '../../../kit';
import { IconBuildingStore, IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { StatusScreen } from '../../../components/status-screen';
import { usePageMeta } from '../../../lib/use-page-meta';
import { usePageStatus } from '../../../app/ssr/page-head';

/** An unknown category, brand or product id: a 404 screen with the way back to the shop. */
export function CatalogNotFound({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  usePageMeta(title, body);
  usePageStatus(404);
  return (
    <StatusScreen icon={IconMapQuestion} code="404" title={title} body={body}>
      <Button component={Link} to="/shop" leftSection={<IconBuildingStore size={18} aria-hidden />}>
        {t('common.goToShop')}
      </Button>
      <Button component={Link} to="/" variant="default">
        {t('common.backHome')}
      </Button>
    </StatusScreen>
  );
}

/** A route id: a positive whole number, or null (which the page treats as not found). */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
