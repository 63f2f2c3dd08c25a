import { helpServiceFieldsSchema, type Envelope, type HelpService } from '@dukkan/contracts';
import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { ImagePicker } from '../../../components/image-picker';
import { addHelpService, updateHelpService } from '../../../content/help-services.thunks';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { EntityFormActions } from '../../components/entity-form-actions';
import type { EntityFormControls } from '../../components/entity-form-modal';

export interface HelpServiceFormProps extends EntityFormControls<Envelope<HelpService>> {
  /** The service being edited; null when adding. */
  service: HelpService | null;
}

type DescriptionField = 'descriptionEn' | 'descriptionAr';

/** Both titles and descriptions, the display order, and the icon (required for a new service). */
export function HelpServiceForm(props: HelpServiceFormProps) {
  const { service, submitting, onSubmittingChange } = props;
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [iconMissing, setIconMissing] = useState(false);
  const form = useSchemaForm(helpServiceFieldsSchema, {
    titleEn: service?.titleEn ?? '',
    titleAr: service?.titleAr ?? '',
    descriptionEn: service?.descriptionEn ?? '',
    descriptionAr: service?.descriptionAr ?? '',
    sortOrder: service ? String(service.sortOrder) : '',
  });

  const { onSubmit: handleValid } = useFormSubmit(
    form,
    async (fields) => {
      const result = service
        ? await dispatch(updateHelpService({ id: service.id, fields, imageFile })).unwrap()
        : await dispatch(addHelpService({ fields, imageFile })).unwrap();
      props.onSaved(result);
    },
    {
      onSubmittingChange,
      ready: () => {
        if (!service && !imageFile) {
          setIconMissing(true);
          return false;
        }
        return true;
      },
    },
  );

  const description = (name: DescriptionField) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) =>
      form.setValue(name, event.currentTarget.value),
    error: form.errors[name],
    label: t(`helpAdmin.fields.${name}`),
    autosize: true,
    minRows: 2,
    maxRows: 5,
  });

  return (
    <form
      onSubmit={(event) => {
        if (!service && !imageFile) setIconMissing(true);
        void handleValid(event);
      }}
      noValidate
      data-testid="help-form"
    >
      <Stack gap="md">
        <ImagePicker
          label={t('helpAdmin.fields.icon')}
          placeholder={t('helpAdmin.fields.iconPlaceholder')}
          description={t('helpAdmin.fields.iconHint')}
          previewAlt={t('helpAdmin.fields.iconAlt')}
          value={imageFile}
          onChange={(file) => {
            setImageFile(file);
            if (file) setIconMissing(false);
          }}
          currentUrl={service?.iconUrl}
          error={iconMissing ? t('helpAdmin.fields.iconRequired') : form.errors.imageFile}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.inputProps('titleEn')}
            label={t('helpAdmin.fields.titleEn')}
            withAsterisk
            lang="en"
            dir="ltr"
            autoComplete="off"
            data-autofocus
          />
          <TextInput
            {...form.inputProps('titleAr')}
            label={t('helpAdmin.fields.titleAr')}
            withAsterisk
            lang="ar"
            dir="rtl"
            autoComplete="off"
          />
          <Textarea {...description('descriptionEn')} lang="en" dir="ltr" />
          <Textarea {...description('descriptionAr')} lang="ar" dir="rtl" />
        </SimpleGrid>
        <TextInput
          {...form.inputProps('sortOrder')}
          label={t('helpAdmin.fields.sortOrder')}
          description={t('helpAdmin.fields.sortOrderHint')}
          inputMode="numeric"
          autoComplete="off"
          maw={240}
        />
        <EntityFormActions
          isNew={service === null}
          submitLabel={service ? t('helpAdmin.save') : t('helpAdmin.create')}
          submitting={submitting}
          onCancel={props.onCancel}
          submitTestId="save-help"
        />
      </Stack>
    </form>
  );
}
