import { IconSquarePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function AddProductPage() {
  const { t } = useTranslation();
  return (
    <DashboardComingSoon
      icon={IconSquarePlus}
      title={t('dashboard.screens.addProduct')}
      description={t('dashboard.areaDescriptions.products')}
    />
  );
}
