import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function FixedPagesPage() {
  const { t } = useTranslation();
  return (
    <DashboardComingSoon
      icon={IconFileText}
      title={t('dashboard.areas.fixedPages')}
      description={t('dashboard.areaDescriptions.fixedPages')}
    />
  );
}
