import type { Footer } from '@dukkan/contracts';
import { Box, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ApiError } from '../../app/api-client';
import { useAppDispatch } from '../../app/hooks';
import { LoadError } from '../../components/load-error';
import { fetchFooter } from '../../content/footer.thunks';
import { usePageMeta } from '../../lib/use-page-meta';
import { FooterDataForm } from '../features/footer/footer-data-form';
import { PageHeading } from '../components/page-heading';

type Load =
  { state: 'loading' } | { state: 'done'; footer: Footer } | { state: 'error'; error: ApiError };

/** The footer's fields and switches; always read fresh when the screen opens. */
export default function FooterDataPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.areas.footerData'), t('footerAdmin.description'));
  const dispatch = useAppDispatch();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    const request = dispatch(fetchFooter());
    request
      .unwrap()
      .then((result) => {
        if (current) setLoad({ state: 'done', footer: result.data });
      })
      .catch((error: ApiError) => {
        if (current) setLoad({ state: 'error', error });
      });
    return () => {
      current = false;
      request.abort();
    };
  }, [dispatch, reloadKey]);

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('dashboard.areas.footerData')}
        description={t('footerAdmin.description')}
      />
      {load.state === 'loading' && (
        <Box py={48} ta="center">
          <Loader role="status" aria-label={t('common.loading')} />
        </Box>
      )}
      {load.state === 'error' && (
        <LoadError
          title={t('footerAdmin.loadFailed')}
          message={load.error.message}
          onRetry={() => setReloadKey((key) => key + 1)}
          testId="footer-load-error"
        />
      )}
      {load.state === 'done' && <FooterDataForm footer={load.footer} />}
    </Stack>
  );
}
