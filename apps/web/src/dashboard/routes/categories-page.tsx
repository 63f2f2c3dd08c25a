import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function CategoriesPage() {
  const { t } = useTranslation();
  return (
    <DashboardComingSoon
      icon={IconCategory}
      title={t('dashboard.areas.categories')}
      description={t('dashboard.areaDescriptions.categories')}
    />
  );
}
