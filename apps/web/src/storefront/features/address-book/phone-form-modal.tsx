import { phoneFieldsSchema, type PhoneNumber } from '@dukkan/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { toLocalMobile } from '../../../lib/local-mobile';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { addPhone, updatePhone } from '../../../shopping/phones.thunks';
import { MobileField } from '../account/account-fields';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { SavedFormEnd, SavedFormModal } from './saved-form-modal';

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
    <SavedFormModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.phone ? t('addressBook.phones.editTitle') : t('addressBook.phones.addTitle')}
    >
      <PhoneForm {...props} />
    </SavedFormModal>
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
        <SavedFormEnd
          markName="isPrimary"
          markLabel={t('addressBook.phones.form.isPrimary')}
          markedAlready={isPrimaryAlready ? t('addressBook.phones.form.alreadyPrimary') : null}
          checked={form.values.isPrimary === 'true'}
          onMarkChange={(checked) => form.setValue('isPrimary', String(checked))}
          submitting={submitting}
          saveLabel={t('addressBook.phones.form.save')}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
