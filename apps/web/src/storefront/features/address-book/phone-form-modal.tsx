import { phoneFieldsSchema, type PhoneNumber } from '@dukkan/contracts';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/notify';
import { toLocalMobile } from '../../../lib/local-mobile';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { addPhone, updatePhone } from '../../../shopping/phones.thunks';
import { MobileField } from '../account/account-fields';
import { useFormSubmit } from '../account/use-form-submit';

interface PhoneFormModalProps {
  opened: boolean;
  /** The number being edited; null adds a new one. */
  phone: PhoneNumber | null;
  /** A new number starts ticked as primary (the first one always becomes it). */
  suggestPrimary?: boolean;
  onClose: () => void;
  onSaved?: (phone: PhoneNumber) => void;
}

/** Add or edit a Saudi mobile number; any common spelling is accepted and stored as +9665…. */
export function PhoneFormModal(props: PhoneFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={
        <Text fw={700} fz="lg" component="span">
          {props.phone ? t('addressBook.phones.editTitle') : t('addressBook.phones.addTitle')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.opened && <PhoneForm {...props} />}
    </Modal>
  );
}

function PhoneForm({ phone, suggestPrimary = false, onClose, onSaved }: PhoneFormModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(phoneFieldsSchema, {
    number: toLocalMobile(phone?.number),
    isPrimary: String(phone?.isPrimary ?? suggestPrimary),
  });
  const { submitting, onSubmit } = useFormSubmit(form, async (fields) => {
    const result = phone
      ? await dispatch(updatePhone({ ...fields, id: phone.id })).unwrap()
      : await dispatch(addPhone(fields)).unwrap();
    notify.success(
      result.message,
      t(phone ? 'addressBook.phones.updated' : 'addressBook.phones.added'),
    );
    onSaved?.(result.data);
    onClose();
  });
  const isPrimaryAlready = phone?.isPrimary === true;

  return (
    <form onSubmit={onSubmit} noValidate data-testid="phone-form">
      <Stack gap="md">
        <MobileField
          {...form.inputProps('number')}
          label={t('addressBook.phones.form.number')}
          description={t('addressBook.phones.form.numberHint')}
          data-autofocus
        />
        <Checkbox
          name="isPrimary"
          label={t('addressBook.phones.form.isPrimary')}
          description={isPrimaryAlready ? t('addressBook.phones.form.alreadyPrimary') : undefined}
          checked={form.values.isPrimary === 'true'}
          disabled={isPrimaryAlready}
          onChange={(event) => form.setValue('isPrimary', String(event.currentTarget.checked))}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={submitting}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {t('addressBook.phones.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
