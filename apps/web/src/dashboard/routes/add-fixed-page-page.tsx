import { IconFilePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function AddFixedPagePage() {
  const { t } = useTranslation();
  return (
    <DashboardComingSoon
      icon={IconFilePlus}
      title={t('dashboard.screens.addFixedPage')}
      description={t('dashboard.areaDescriptions.fixedPages')}
    />
  );
}
