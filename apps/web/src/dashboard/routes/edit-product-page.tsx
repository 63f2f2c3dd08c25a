import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function EditProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <DashboardComingSoon
      icon={IconEdit}
      title={t('dashboard.screens.editProduct', { id })}
      description={t('dashboard.areaDescriptions.products')}
    />
  );
}
