import type { Language } from '@dukkan/contracts';
import { Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { FixedPageContent } from '../../../content/fixed-page-content';

interface PreviewSide {
  lang: Language;
  title: string;
  html: string;
}

/**
 * Both languages as the storefront renders them: the same typography and direction. The HTML is
 * the editor's own output (its schema admits only its nodes and safe link protocols); the server
 * still cleans it on save, so the saved page can only show less than the preview, never more.
 */
export function FixedPagePreview({ sides }: { sides: PreviewSide[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text c="dimmed" fz="sm">
        {t('fixedPagesAdmin.previewHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {sides.map(({ lang, title, html }) => (
          <Paper
            key={lang}
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            data-testid={`preview-${lang}`}
          >
            <Stack gap="md">
              <Badge variant="light" c="brand.8" w="fit-content">
                {t(
                  lang === 'ar'
                    ? 'fixedPagesAdmin.fields.contentAr'
                    : 'fixedPagesAdmin.fields.contentEn',
                )}
              </Badge>
              <Title
                order={2}
                fz={{ base: 22, sm: 28 }}
                lang={lang}
                dir={lang === 'ar' ? 'rtl' : 'ltr'}
              >
                {title || '—'}
              </Title>
              {html ? (
                <FixedPageContent html={html} lang={lang} inertLinks />
              ) : (
                <Text c="dimmed">{t('fixedPagesAdmin.previewEmpty')}</Text>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
