import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function SlidersPage() {
  const { t } = useTranslation();
  return (
    <DashboardComingSoon
      icon={IconPhoto}
      title={t('dashboard.areas.sliders')}
      description={t('dashboard.areaDescriptions.sliders')}
    />
  );
}
