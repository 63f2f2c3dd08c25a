import { useTranslation } from '../i18n/use-translation';
import { useNavigation } from 'react-router';

/** A thin bar at the top while the next screen's code loads, so the click visibly did something. */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="route-progress" role="progressbar" aria-label={t('common.loading')} />;
}
