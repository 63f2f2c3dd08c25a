import { IconFilePencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DashboardComingSoon } from '../components/dashboard-coming-soon';

export default function EditFixedPagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <DashboardComingSoon
      icon={IconFilePencil}
      title={t('dashboard.screens.editFixedPage', { id })}
      description={t('dashboard.areaDescriptions.fixedPages')}
    />
  );
}
