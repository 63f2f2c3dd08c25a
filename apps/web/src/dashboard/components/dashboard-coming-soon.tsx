import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { ComingSoon, type ComingSoonProps } from '../../components/coming-soon';

/** A dashboard screen that is not open yet, with the way back to the overview. */
export function DashboardComingSoon(props: Omit<ComingSoonProps, 'links'>) {
  const { t } = useTranslation();
  return (
    <ComingSoon
      {...props}
      links={[{ to: '/dashboard', label: t('dashboard.areas.home'), icon: IconLayoutDashboard }]}
    />
  );
}
