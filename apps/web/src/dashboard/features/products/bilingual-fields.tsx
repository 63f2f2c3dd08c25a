import { SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { languagesFirst } from './languages-first';
import type { ProductFormState } from './use-product-form';

function LanguageColumn({ form, lang }: { form: ProductFormState; lang: 'en' | 'ar' }) {
  const { t } = useTranslation();
  const suffix = lang === 'en' ? 'En' : 'Ar';
  // Each language is typed in its own direction whatever the UI's: Arabic right to left.
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const name = form.fieldProps(`name${suffix}`);
  const description = form.fieldProps(`description${suffix}`);
  return (
    <Stack gap="sm">
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
        {t(lang === 'en' ? 'productsAdmin.form.english' : 'productsAdmin.form.arabic')}
      </Text>
      <TextInput
        {...name}
        label={t(`productsAdmin.fields.name${suffix}`)}
        required
        lang={lang}
        dir={dir}
        autoComplete="off"
      />
      <Textarea
        {...description}
        label={t(`productsAdmin.fields.description${suffix}`)}
        lang={lang}
        dir={dir}
        autosize
        minRows={4}
        maxRows={12}
      />
    </Stack>
  );
}

/**
 * English and Arabic names and descriptions: side by side on wide screens (the UI's language
 * first), stacked on phones.
 */
export function BilingualFields({ form }: { form: ProductFormState }) {
  const uiLang = useLanguage();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {languagesFirst(uiLang).map((lang) => (
        <LanguageColumn key={lang} form={form} lang={lang} />
      ))}
    </SimpleGrid>
  );
}
