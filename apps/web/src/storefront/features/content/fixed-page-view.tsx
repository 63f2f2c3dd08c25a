import { STOREFRONT_PAGE_SLUGS, type StorefrontPageSlug } from '@dukkan/contracts';
import { Button, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileOff, IconHome } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LoadError } from '../../../components/load-error';
import { StatusScreen } from '../../../components/status-screen';
import { FixedPageContent } from '../../../content/fixed-page-content';
import { selectFixedPages } from '../../../content/fixed-pages.slice';
import { fetchFixedPageBySlug } from '../../../content/fixed-pages.thunks';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatDate } from '../../../lib/format-date';
import { usePageMeta } from '../../../lib/use-page-meta';
import { usePageStatus } from '../../../app/ssr/page-head';
import { useRequest } from '../../../app/use-request';
import { CatalogBreadcrumbs } from '../catalog/catalog-breadcrumbs';
import { MoreInformation } from './more-information';
import { pageSummary } from './page-summary';

function PageSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label} data-testid="fixed-page-loading">
      <Skeleton height={36} width="55%" radius="sm" />
      <Skeleton height={14} width="25%" radius="sm" />
      {[92, 100, 84, 96, 70].map((width, index) => (
        <Skeleton
          key={index}
          height={14}
          width={`${width}%`}
          radius="sm"
          mt={index === 0 ? 'md' : 0}
        />
      ))}
    </Stack>
  );
}

/**
 * One of the shop's information pages (about, policies) by slug, in the current language. Both
 * languages come with the page, so a language switch shows the other at once while the page is
 * fetched again.
 */
export function FixedPageView({ slug }: { slug: StorefrontPageSlug }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const dispatch = useAppDispatch();
  const { fixedPage, loading, error } = useAppSelector(selectFixedPages);
  const request = useRequest(() => dispatch(fetchFixedPageBySlug(slug)), `${lang}:${slug}`);

  const page = fixedPage?.slug === slug ? fixedPage : null;
  const title = page ? (lang === 'ar' ? page.titleAr : page.titleEn) : null;
  const html = page ? (lang === 'ar' ? page.contentAr : page.contentEn) : '';
  const fallbackTitle = t(`fixedPages.storefront.links.${slug}`);
  usePageMeta(title ?? fallbackTitle, html ? pageSummary(html) : undefined);

  const missing = !page && !loading && error?.statusCode === 404;
  usePageStatus(missing ? 404 : 200);
  if (missing) {
    return (
      <StatusScreen
        icon={IconFileOff}
        code="404"
        title={t('fixedPages.storefront.notFoundTitle')}
        body={t('fixedPages.storefront.notFoundBody')}
      >
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          {t('common.backHome')}
        </Button>
      </StatusScreen>
    );
  }

  let body;
  if (page && title) {
    body = (
      <Stack gap="lg" component="article" aria-labelledby="fixed-page-title">
        <Stack gap={6}>
          <Title id="fixed-page-title" order={1} fz={{ base: 26, sm: 34 }} data-testid="page-title">
            {title}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('fixedPages.storefront.updated', { date: formatDate(page.updatedAt, lang, digits) })}
          </Text>
        </Stack>
        <FixedPageContent html={html} lang={lang} testId="fixed-page-content" />
      </Stack>
    );
  } else if (error && !loading) {
    body = (
      <LoadError
        title={t('fixedPages.storefront.loadFailed')}
        message={error.message}
        onRetry={request.retry}
        testId="fixed-page-error"
      />
    );
  } else {
    body = <PageSkeleton label={t('fixedPages.storefront.loading')} />;
  }

  return (
    <Stack gap="lg">
      <CatalogBreadcrumbs crumbs={[{ label: title ?? fallbackTitle }]} />
      <Grid gutter={{ base: 'lg', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            {body}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <MoreInformation current={slug} slugs={STOREFRONT_PAGE_SLUGS} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
