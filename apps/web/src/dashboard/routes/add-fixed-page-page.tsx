import { Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/use-page-meta';
import { FixedPageForm } from '../features/fixed-pages/fixed-page-form';
import { FIXED_PAGES_PATH } from '../features/fixed-pages/fixed-pages-paths';
import { PageHeading } from '../components/page-heading';

/** A new information page, written in both languages. */
export default function AddFixedPagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageMeta(t('fixedPagesAdmin.addTitle'), t('fixedPagesAdmin.description'));
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('fixedPagesAdmin.addTitle')}
        back={{ to: FIXED_PAGES_PATH, label: t('fixedPagesAdmin.backToList') }}
      />
      <FixedPageForm
        page={null}
        onSaved={(result) => {
          notify.success(result.message, t('fixedPagesAdmin.added'));
          void navigate(FIXED_PAGES_PATH);
        }}
      />
    </Stack>
  );
}
