import { useNavigationPending } from '../app/navigation-pending';
import { useTranslation } from '../i18n/use-translation';

/** A thin bar at the top while the next screen's code loads, so the click visibly did something. */
export function RouteProgress() {
  const { t } = useTranslation();
  if (!useNavigationPending()) return null;
  return <div className="route-progress" role="progressbar" aria-label={t('common.loading')} />;
}
