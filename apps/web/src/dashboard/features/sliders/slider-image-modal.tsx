import {
  isSafeLinkUrl,
  sliderImageUpdateSchema,
  type Envelope,
  type SliderImage,
} from '@dukkan/contracts';
import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { updateBannerImage } from '../../../content/banners.thunks';
import { ImagePicker } from '../../../components/image-picker';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { EntityFormActions } from '../../components/entity-form-actions';
import { EntityFormModal, type EntityFormControls } from '../../components/entity-form-modal';

interface ImageFormProps extends EntityFormControls<Envelope<SliderImage>> {
  image: SliderImage;
}

/**
 * The picture's link and position, and optionally a new picture. The link's rule (a shop path or
 * an http(s) address) is the API's own `isSafeLinkUrl`, checked here first for quick feedback.
 */
function ImageForm({ image, submitting, onSubmittingChange, onCancel, onSaved }: ImageFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [imageFile, setImageFile] = useState<File | null>(null);
  const form = useSchemaForm(sliderImageUpdateSchema, {
    id: String(image.id),
    sliderId: String(image.sliderId),
    linkUrl: image.linkUrl ?? '',
    sortOrder: String(image.sortOrder),
  });

  const { onSubmit } = useFormSubmit(
    form,
    async (fields) => {
      const result = await dispatch(
        updateBannerImage({
          id: image.id,
          sliderId: image.sliderId,
          linkUrl: fields.linkUrl ?? '',
          sortOrder: fields.sortOrder ?? image.sortOrder,
          imageFile,
        }),
      ).unwrap();
      onSaved(result);
    },
    {
      onSubmittingChange,
      ready: (fields) => {
        const linkUrl = fields.linkUrl ?? '';
        if (linkUrl && !isSafeLinkUrl(linkUrl)) {
          form.showServerErrors({
            message: '',
            statusCode: 422,
            data: { linkUrl: [t('bannersAdmin.imageDialog.linkUrlInvalid')] },
          });
          return false;
        }
        return true;
      },
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="slider-image-form">
      <Stack gap="md">
        <TextInput
          {...form.inputProps('linkUrl')}
          label={t('bannersAdmin.imageDialog.linkUrl')}
          description={t('bannersAdmin.imageDialog.linkUrlHint')}
          placeholder="/offers"
          dir="ltr"
          inputMode="url"
          autoComplete="off"
          data-autofocus
        />
        <TextInput
          {...form.inputProps('sortOrder')}
          label={t('bannersAdmin.imageDialog.sortOrder')}
          description={t('bannersAdmin.imageDialog.sortOrderHint')}
          inputMode="numeric"
          autoComplete="off"
          maw={200}
        />
        <ImagePicker
          label={t('bannersAdmin.imageDialog.replace')}
          placeholder={t('bannersAdmin.upload.button')}
          description={t('bannersAdmin.imageDialog.replaceHint')}
          value={imageFile}
          onChange={setImageFile}
          currentUrl={image.imageUrl}
          error={form.errors.imageFile}
          previewAlt={t('bannersAdmin.imageDialog.title')}
        />
        <EntityFormActions
          isNew={false}
          submitLabel={t('bannersAdmin.imageDialog.save')}
          submitting={submitting}
          onCancel={onCancel}
          submitTestId="save-slider-image"
        />
      </Stack>
    </form>
  );
}

interface SliderImageModalProps {
  image: SliderImage | null;
  onClose: () => void;
  onSaved: (result: Envelope<SliderImage>) => void;
}

export function SliderImageModal({ image, onClose, onSaved }: SliderImageModalProps) {
  const { t } = useTranslation();
  return (
    <EntityFormModal
      target={image}
      title={() => t('bannersAdmin.imageDialog.title')}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ item, ...form }) => item && <ImageForm image={item} {...form} />}
    </EntityFormModal>
  );
}
