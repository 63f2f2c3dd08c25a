import { IconBoxSeam } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function ProductDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <DashboardComingSoon
      icon={IconBoxSeam}
      title={t('dashboard.screens.productDetails', { id })}
      description={t('dashboard.areaDescriptions.products')}
    />
  );
}
