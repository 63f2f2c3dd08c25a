import { Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowBackUp, IconFileOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/notify';
import { LoadError } from '../../components/load-error';
import { StatusScreen } from '../../components/status-screen';
import { selectFixedPages } from '../../content/fixed-pages.slice';
import { fetchFixedPageById } from '../../content/fixed-pages.thunks';
import { usePageMeta } from '../../lib/use-page-meta';
import { FixedPageForm } from '../features/fixed-pages/fixed-page-form';
import { FIXED_PAGES_PATH } from '../features/fixed-pages/fixed-pages-paths';
import { PageHeading } from '../components/page-heading';

type Phase = 'loading' | 'ready' | 'error';

/** Edits one page. The form starts from the page as it is now, fetched when the screen opens. */
export default function EditFixedPagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const id = Number(useParams().id);
  const { fixedPage, error } = useAppSelector(selectFixedPages);
  const [phase, setPhase] = useState<Phase>('loading');
  const [reloadKey, setReloadKey] = useState(0);
  usePageMeta(t('fixedPagesAdmin.editTitle'), t('fixedPagesAdmin.description'));

  useEffect(() => {
    let replaced = false;
    setPhase('loading');
    const request = dispatch(fetchFixedPageById(id));
    request.unwrap().then(
      () => setPhase('ready'),
      () => {
        if (!replaced) setPhase('error');
      },
    );
    return () => {
      replaced = true;
      request.abort();
    };
  }, [dispatch, id, reloadKey]);

  const back = { to: FIXED_PAGES_PATH, label: t('fixedPagesAdmin.backToList') };
  let body;
  if (phase === 'error' && error?.statusCode === 404) {
    return (
      <StatusScreen
        icon={IconFileOff}
        code="404"
        title={t('fixedPages.storefront.notFoundTitle')}
        body={error.message}
      >
        <Button
          component={Link}
          to={FIXED_PAGES_PATH}
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
        >
          {t('fixedPagesAdmin.backToList')}
        </Button>
      </StatusScreen>
    );
  } else if (phase === 'error') {
    body = (
      <LoadError
        title={t('fixedPagesAdmin.pageLoadFailed')}
        message={error?.message}
        onRetry={() => setReloadKey((key) => key + 1)}
      />
    );
  } else if (phase === 'ready' && fixedPage?.id === id) {
    body = (
      <FixedPageForm
        key={fixedPage.id}
        page={fixedPage}
        onSaved={(result) => {
          notify.success(result.message, t('fixedPagesAdmin.updated'));
          void navigate(FIXED_PAGES_PATH);
        }}
      />
    );
  } else {
    body = (
      <Stack gap="md" role="status" aria-label={t('common.loading')}>
        <Skeleton height={150} radius="md" />
        <Skeleton height={420} radius="md" />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading title={t('fixedPagesAdmin.editTitle')} back={back} />
      {body}
    </Stack>
  );
}
