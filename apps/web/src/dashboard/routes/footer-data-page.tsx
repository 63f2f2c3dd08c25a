import { IconLayoutBottombar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function FooterDataPage() {
  const { t } = useTranslation();
  return (
    <DashboardComingSoon
      icon={IconLayoutBottombar}
      title={t('dashboard.areas.footerData')}
      description={t('dashboard.areaDescriptions.footerData')}
    />
  );
}
