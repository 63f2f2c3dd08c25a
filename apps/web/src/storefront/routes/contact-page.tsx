import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { shownStoreInfo } from '../../content/store-contact';
import { useStoreFooter } from '../../content/use-store-footer';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { ContactForm } from '../features/store-info/contact-form';
import { StoreContactList } from '../features/store-info/store-contact-list';
import { StoreSocialLinks } from '../features/store-info/store-social-links';

/** How to reach the store (what its footer shows) beside a form that e-mails it. */
export default function ContactPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageMeta(t('storeInfo.contact.title'), t('storeInfo.contact.description'));
  const { footer, status } = useStoreFooter();
  const info = shownStoreInfo(footer, lang);
  const hasDetails = Boolean(info.address || info.mapLink || info.phone || info.email);

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('storeInfo.contact.title')}
        </Title>
        <Text c="dimmed" maw={640}>
          {t('storeInfo.contact.description')}
        </Text>
      </Stack>
      <Grid gutter={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            component="section"
            aria-labelledby="contact-details"
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            data-testid="contact-details"
          >
            <Stack gap="md">
              <Title order={2} fz="lg" id="contact-details">
                {t('storeInfo.contact.detailsTitle')}
              </Title>
              {hasDetails && <StoreContactList info={info} tone="onLight" />}
              {!hasDetails && status !== 'loading' && (
                <Text fz="sm" c="dimmed">
                  {status === 'error'
                    ? t('storeInfo.contact.detailsFailed')
                    : t('storeInfo.contact.noDetails')}
                </Text>
              )}
              {info.social.length > 0 && (
                <Stack gap={6}>
                  <Title order={3} fz="sm">
                    {t('storeInfo.footer.followUs')}
                  </Title>
                  <StoreSocialLinks links={info.social} tone="onLight" />
                </Stack>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper
            component="section"
            aria-labelledby="contact-form-title"
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
          >
            <Stack gap="xs">
              <Title order={2} fz="lg" id="contact-form-title">
                {t('storeInfo.contact.formTitle')}
              </Title>
              <ContactForm />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
