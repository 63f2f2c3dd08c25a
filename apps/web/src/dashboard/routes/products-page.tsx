import { IconBoxSeam } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function ProductsPage() {
  const { t } = useTranslation();
  return (
    <DashboardComingSoon
      icon={IconBoxSeam}
      title={t('dashboard.areas.products')}
      description={t('dashboard.areaDescriptions.products')}
    />
  );
}
