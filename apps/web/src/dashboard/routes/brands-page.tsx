import { IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function BrandsPage() {
  const { t } = useTranslation();
  return (
    <DashboardComingSoon
      icon={IconTags}
      title={t('dashboard.areas.brands')}
      description={t('dashboard.areaDescriptions.brands')}
    />
  );
}
