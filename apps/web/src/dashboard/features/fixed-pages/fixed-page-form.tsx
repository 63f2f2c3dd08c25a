import { fixedPageFormSchema, type Envelope, type FixedPage } from '@dukkan/contracts';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, Tabs, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { ApiError } from '../../../app/api-client';
import { useAppDispatch } from '../../../app/hooks';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { addFixedPage, updateFixedPage } from '../../../content/fixed-pages.thunks';
import { serverFieldErrors } from '../../../lib/form-validation';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { FixedPagePreview } from './fixed-page-preview';
import { FIXED_PAGES_PATH } from './fixed-pages-paths';
import { RichTextField } from './rich-text-field';

interface FixedPageFormProps {
  /** The page being edited; null when adding. */
  page: FixedPage | null;
  onSaved: (result: Envelope<FixedPage>) => void;
}

const CONTENT_FIELDS = ['contentEn', 'contentAr'];

/**
 * Slug, both titles, whether shoppers can open it, and the content in both languages with a
 * preview. The contracts' schema checks the fields as the API does; the server's 409 (slug taken)
 * and 422s (slug format, content too long) show under their fields.
 */
export function FixedPageForm({ page, onSaved }: FixedPageFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState<string | null>('write');
  const form = useSchemaForm(fixedPageFormSchema, {
    slug: page?.slug ?? '',
    titleEn: page?.titleEn ?? '',
    titleAr: page?.titleAr ?? '',
    contentEn: page?.contentEn ?? '',
    contentAr: page?.contentAr ?? '',
    isActive: page?.isActive === false ? 'false' : 'true',
  });

  const { submitting: saving, onSubmit } = useFormSubmit(form, async (fields) => {
    try {
      const result = page
        ? await dispatch(updateFixedPage({ ...fields, id: page.id })).unwrap()
        : await dispatch(addFixedPage(fields)).unwrap();
      onSaved(result);
    } catch (error) {
      // An error about the content is under an editor: show the editors.
      if (
        Object.keys(serverFieldErrors(error as ApiError)).some((f) => CONTENT_FIELDS.includes(f))
      ) {
        setTab('write');
      }
      throw error;
    }
  });

  const slugShown = form.values.slug.trim().toLowerCase() || 'privacy-policy';
  return (
    <form onSubmit={onSubmit} noValidate data-testid="fixed-page-form">
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              {...form.inputProps('titleEn')}
              label={t('fixedPagesAdmin.fields.titleEn')}
              withAsterisk
              lang="en"
              dir="ltr"
              autoComplete="off"
            />
            <TextInput
              {...form.inputProps('titleAr')}
              label={t('fixedPagesAdmin.fields.titleAr')}
              withAsterisk
              lang="ar"
              dir="rtl"
              autoComplete="off"
            />
            <TextInput
              {...form.inputProps('slug')}
              label={t('fixedPagesAdmin.fields.slug')}
              // Isolated left to right, so an Arabic sentence does not move the slash.
              description={t('fixedPagesAdmin.fields.slugHint', {
                path: `\u2066/${slugShown}\u2069`,
              })}
              withAsterisk
              dir="ltr"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
            <Switch
              {...form.switchProps('isActive')}
              label={t('fixedPagesAdmin.fields.isActive')}
              description={t('fixedPagesAdmin.fields.isActiveHint')}
              size="md"
              mt={{ sm: 'xl' }}
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Tabs value={tab} onChange={setTab} keepMounted>
            <Tabs.List mb="md">
              <Tabs.Tab value="write" leftSection={<IconPencil size={16} aria-hidden />}>
                {t('fixedPagesAdmin.tabs.write')}
              </Tabs.Tab>
              <Tabs.Tab
                value="preview"
                leftSection={<IconEye size={16} aria-hidden />}
                data-testid="preview-tab"
              >
                {t('fixedPagesAdmin.tabs.preview')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="write">
              <Stack gap="xl">
                <RichTextField
                  label={t('fixedPagesAdmin.fields.contentEn')}
                  lang="en"
                  initialValue={form.values.contentEn}
                  onChange={(html) => form.setValue('contentEn', html)}
                  error={form.errors.contentEn}
                  testId="editor-en"
                />
                <RichTextField
                  label={t('fixedPagesAdmin.fields.contentAr')}
                  lang="ar"
                  initialValue={form.values.contentAr}
                  onChange={(html) => form.setValue('contentAr', html)}
                  error={form.errors.contentAr}
                  testId="editor-ar"
                />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="preview">
              <FixedPagePreview
                sides={[
                  { lang: 'en', title: form.values.titleEn, html: form.values.contentEn },
                  { lang: 'ar', title: form.values.titleAr, html: form.values.contentAr },
                ]}
              />
            </Tabs.Panel>
          </Tabs>
        </Paper>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={FIXED_PAGES_PATH} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={saving}
            leftSection={
              page ? <IconDeviceFloppy size={18} aria-hidden /> : <IconPlus size={18} aria-hidden />
            }
            data-testid="save-fixed-page"
          >
            {page ? t('fixedPagesAdmin.save') : t('fixedPagesAdmin.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
