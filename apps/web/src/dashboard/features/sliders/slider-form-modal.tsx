import { sliderFieldsSchema, type Envelope, type Slider } from '@dukkan/contracts';
import { Button, Group, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/notify';
import { addBanner, updateBanner } from '../../../content/banners.thunks';
import { useSchemaForm } from '../../../lib/use-schema-form';

interface SliderFormProps {
  slider: Slider | null;
  submitting: boolean;
  onSubmittingChange: (submitting: boolean) => void;
  onCancel: () => void;
  onSaved: (result: Envelope<Slider>) => void;
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

  const onSubmit = form.handleSubmit(async (fields) => {
    onSubmittingChange(true);
    try {
      const result = slider
        ? await dispatch(updateBanner({ id: slider.id, ...fields })).unwrap()
        : await dispatch(addBanner(fields)).unwrap();
      onSaved(result);
    } catch (error) {
      form.showServerErrors(error);
      notify.error(error);
    } finally {
      onSubmittingChange(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="slider-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.inputProps('titleEn')}
            label={t('banners.admin.fields.titleEn')}
            description={t('banners.admin.fields.titleHint')}
            withAsterisk
            lang="en"
            dir="ltr"
            autoComplete="off"
            data-autofocus
          />
          <TextInput
            {...form.inputProps('titleAr')}
            label={t('banners.admin.fields.titleAr')}
            description={t('banners.admin.fields.titleHint')}
            withAsterisk
            lang="ar"
            dir="rtl"
            autoComplete="off"
          />
        </SimpleGrid>
        <Switch
          name="isActive"
          label={t('banners.admin.fields.isActive')}
          description={t('banners.admin.fields.isActiveHint')}
          checked={form.values.isActive === 'true'}
          onChange={(event) =>
            form.setValue('isActive', event.currentTarget.checked ? 'true' : 'false')
          }
          error={form.errors.isActive}
          size="md"
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={submitting}
            leftSection={
              slider ? (
                <IconDeviceFloppy size={18} aria-hidden />
              ) : (
                <IconPlus size={18} aria-hidden />
              )
            }
            data-testid="save-slider"
          >
            {slider ? t('banners.admin.save') : t('banners.admin.create')}
          </Button>
        </Group>
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

/** Adds or edits a slider; it cannot be dismissed while saving. */
export function SliderFormModal({ target, onClose, onSaved }: SliderFormModalProps) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const slider = target === 'new' ? null : target;
  const close = () => {
    if (!submitting) onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={
        <Text component="span" fw={700} fz="lg">
          {t(slider ? 'banners.admin.editTitle' : 'banners.admin.addTitle')}
        </Text>
      }
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target !== null && (
        <SliderForm
          key={slider?.id ?? 'new'}
          slider={slider}
          submitting={submitting}
          onSubmittingChange={setSubmitting}
          onCancel={close}
          onSaved={(result) => onSaved(result, slider === null)}
        />
      )}
    </Modal>
  );
}
