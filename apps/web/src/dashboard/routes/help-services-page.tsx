import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function HelpServicesPage() {
  const { t } = useTranslation();
  return (
    <DashboardComingSoon
      icon={IconHelpCircle}
      title={t('dashboard.areas.helpServices')}
      description={t('dashboard.areaDescriptions.helpServices')}
    />
  );
}
