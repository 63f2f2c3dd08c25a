import { sliderFieldsSchema, type Envelope, type Slider } from '@dukkan/contracts';
import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { addBanner, updateBanner } from '../../../content/banners.thunks';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { EntityFormActions } from '../../components/entity-form-actions';
import { EntityFormModal, type EntityFormControls } from '../../components/entity-form-modal';

interface SliderFormProps extends EntityFormControls<Envelope<Slider>> {
  slider: Slider | null;
}

/** Both titles and whether the home page shows the slider; checked like the API checks them. */
function SliderForm({
  slider,
  submitting,
  onSubmittingChange,
  onCancel,
  onSaved,
}: SliderFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(sliderFieldsSchema, {
    titleEn: slider?.titleEn ?? '',
    titleAr: slider?.titleAr ?? '',
    isActive: slider?.isActive === false ? 'false' : 'true',
  });

  const { onSubmit } = useFormSubmit(
    form,
    async (fields) => {
      const result = slider
        ? await dispatch(updateBanner({ id: slider.id, ...fields })).unwrap()
        : await dispatch(addBanner(fields)).unwrap();
      onSaved(result);
    },
    { onSubmittingChange },
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="slider-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.inputProps('titleEn')}
            label={t('bannersAdmin.fields.titleEn')}
            description={t('bannersAdmin.fields.titleHint')}
            withAsterisk
            lang="en"
            dir="ltr"
            autoComplete="off"
            data-autofocus
          />
          <TextInput
            {...form.inputProps('titleAr')}
            label={t('bannersAdmin.fields.titleAr')}
            description={t('bannersAdmin.fields.titleHint')}
            withAsterisk
            lang="ar"
            dir="rtl"
            autoComplete="off"
          />
        </SimpleGrid>
        <Switch
          {...form.switchProps('isActive')}
          label={t('bannersAdmin.fields.isActive')}
          description={t('bannersAdmin.fields.isActiveHint')}
          size="md"
        />
        <EntityFormActions
          isNew={slider === null}
          submitLabel={slider ? t('bannersAdmin.save') : t('bannersAdmin.create')}
          submitting={submitting}
          onCancel={onCancel}
          submitTestId="save-slider"
        />
      </Stack>
    </form>
  );
}

interface SliderFormModalProps {
  /** 'new' to add, a slider to edit, null when closed. */
  target: Slider | 'new' | null;
  onClose: () => void;
  onSaved: (result: Envelope<Slider>, added: boolean) => void;
}

export function SliderFormModal({ target, onClose, onSaved }: SliderFormModalProps) {
  const { t } = useTranslation();
  return (
    <EntityFormModal
      target={target}
      title={(slider) => t(slider ? 'bannersAdmin.editTitle' : 'bannersAdmin.addTitle')}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ item, ...form }) => <SliderForm slider={item} {...form} />}
    </EntityFormModal>
  );
}
