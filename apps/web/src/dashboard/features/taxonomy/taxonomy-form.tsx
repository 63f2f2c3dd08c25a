import type { Envelope } from '@dukkan/contracts';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { ImagePicker } from '../../../components/image-picker';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { EntityFormActions } from '../../components/entity-form-actions';
import type { EntityFormControls } from '../../components/entity-form-modal';
import { ParentCategorySelect } from './parent-category-select';
import type { TaxonomyItem, TaxonomyKind } from './taxonomy-kind';
import type { CategoryIndexState } from './use-category-index';

export interface TaxonomyFormProps extends EntityFormControls<Envelope<TaxonomyItem>> {
  kind: TaxonomyKind;
  /** The item being edited; null when adding. */
  item: TaxonomyItem | null;
  categories: CategoryIndexState;
}

/**
 * Names in both languages, a picture and, for categories, the parent. The contracts' schema
 * checks the fields as the API does; the server's field errors (a taken name answers 409 under
 * nameEn, a looping parent 422 under parentId) show under their fields too.
 */
export function TaxonomyForm(props: TaxonomyFormProps) {
  const { kind, item, categories, submitting, onSubmittingChange } = props;
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [imageFile, setImageFile] = useState<File | null>(null);
  const form = useSchemaForm(kind.schema, {
    nameEn: item?.nameEn ?? '',
    nameAr: item?.nameAr ?? '',
    parentId: item?.parentId ? String(item.parentId) : '',
  });

  const { onSubmit } = useFormSubmit(
    form,
    async (fields) => {
      const result = await kind.save(dispatch, { id: item?.id, fields, imageFile });
      props.onSaved(result);
    },
    { onSubmittingChange },
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="taxonomy-form">
      <Stack gap="md">
        <ImagePicker
          label={t(`taxonomyAdmin.${kind.key}.image`)}
          placeholder={t('taxonomyAdmin.fields.imagePlaceholder')}
          description={t('taxonomyAdmin.fields.imageHint')}
          previewAlt={t('taxonomyAdmin.fields.imagePreview')}
          value={imageFile}
          onChange={setImageFile}
          currentUrl={item?.imageUrl}
          error={form.errors.imageFile}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.inputProps('nameEn')}
            label={t('taxonomyAdmin.fields.nameEn')}
            withAsterisk
            lang="en"
            dir="ltr"
            autoComplete="off"
            data-autofocus
          />
          <TextInput
            {...form.inputProps('nameAr')}
            label={t('taxonomyAdmin.fields.nameAr')}
            withAsterisk
            lang="ar"
            dir="rtl"
            autoComplete="off"
          />
        </SimpleGrid>
        {kind.hasParent && (
          <ParentCategorySelect
            selfId={item?.id ?? null}
            categories={categories}
            value={form.values.parentId}
            onChange={(value) => form.setValue('parentId', value)}
            error={form.errors.parentId}
          />
        )}
        <EntityFormActions
          isNew={item === null}
          submitLabel={item ? t('taxonomyAdmin.save') : t('taxonomyAdmin.create')}
          submitting={submitting}
          onCancel={props.onCancel}
          submitTestId="save-taxonomy"
        />
      </Stack>
    </form>
  );
}
