import type { Product } from '@dukkan/contracts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { languagesFirst } from './languages-first';

function Column({
  lang,
  heading,
  name,
  description,
}: {
  lang: 'en' | 'ar';
  heading: string;
  name: string;
  description: string;
}) {
  const { t } = useTranslation();
  return (
    // Each language keeps its own direction whatever the UI's, its heading aligned with it.
    <Stack gap={6} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
        {heading}
      </Text>
      <Stack gap={6} lang={lang}>
        <Text fw={700} fz="lg">
          {name}
        </Text>
        {description && (
          <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
            {description}
          </Text>
        )}
      </Stack>
      {!description && (
        <Text fz="sm" c="dimmed">
          {t('productsAdmin.details.noDescription')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The English and Arabic names and descriptions side by side (stacked on phones), the UI's
 * language first so each column sits on the side its text starts from.
 */
export function ProductTexts({ product }: { product: Product }) {
  const { t } = useTranslation();
  const uiLang = useLanguage();
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('productsAdmin.details.texts')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          {languagesFirst(uiLang).map((lang) => (
            <Column
              key={lang}
              lang={lang}
              heading={t(
                lang === 'en' ? 'productsAdmin.form.english' : 'productsAdmin.form.arabic',
              )}
              name={lang === 'en' ? product.nameEn : product.nameAr}
              description={lang === 'en' ? product.descriptionEn : product.descriptionAr}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
