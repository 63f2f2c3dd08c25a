import { addressFieldsSchema, type Address } from '@dukkan/contracts';
import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { addAddress, updateAddress } from '../../../shopping/addresses.thunks';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { AddressFields } from './address-fields';
import { SavedFormEnd, SavedFormModal } from './saved-form-modal';

type AddressFormValues = {
  label: string;
  city: string;
  district: string;
  street: string;
  shortAddress: string;
  buildingNumber: string;
  postalCode: string;
  additionalNumber: string;
  latitude: string;
  longitude: string;
  details: string;
  isDefault: string;
};

function valuesOf(address: Address | null, makeDefault: boolean): AddressFormValues {
  return {
    label: address?.label ?? '',
    // An address saved before the city list keeps its text until a city of the list is chosen.
    city: address?.cityCode ?? '',
    district: address?.district ?? '',
    street: address?.street ?? '',
    shortAddress: address?.shortAddress ?? '',
    buildingNumber: address?.buildingNumber ?? '',
    postalCode: address?.postalCode ?? '',
    additionalNumber: address?.additionalNumber ?? '',
    latitude: address?.latitude?.toFixed(6) ?? '',
    longitude: address?.longitude?.toFixed(6) ?? '',
    details: address?.details ?? '',
    isDefault: String(address?.isDefault ?? makeDefault),
  };
}

interface AddressFormModalProps {
  opened: boolean;
  /** The address being edited; null adds a new one. */
  address: Address | null;
  /** A new address starts ticked as the default (the first one always becomes it). */
  suggestDefault?: boolean;
  onClose: () => void;
  onSaved?: (address: Address) => void;
}

/** Add or edit a Saudi national address, checked by the same schema as the API. */
export function AddressFormModal(props: AddressFormModalProps) {
  const { t } = useTranslation();
  return (
    <SavedFormModal
      opened={props.opened}
      onClose={props.onClose}
      long
      title={
        props.address ? t('addressBook.addresses.editTitle') : t('addressBook.addresses.addTitle')
      }
    >
      <AddressForm {...props} />
    </SavedFormModal>
  );
}

function AddressForm({ address, suggestDefault = false, onClose, onSaved }: AddressFormModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(addressFieldsSchema, valuesOf(address, suggestDefault));
  const { submitting, onSubmit } = useFormSubmit(form, async (fields) => {
    const result = address
      ? await dispatch(updateAddress({ ...fields, id: address.id })).unwrap()
      : await dispatch(addAddress(fields)).unwrap();
    notify.success(
      result.message,
      t(address ? 'addressBook.addresses.updated' : 'addressBook.addresses.added'),
    );
    onSaved?.(result.data);
    onClose();
  });
  const f = (key: Exclude<keyof AddressFormValues, 'latitude' | 'longitude'>) =>
    t(`addressBook.addresses.form.${key}`);
  const isDefaultAlready = address?.isDefault === true;

  return (
    <form onSubmit={onSubmit} noValidate data-testid="address-form">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('addressBook.addresses.form.nationalAddressNote')}
        </Text>
        <TextInput
          {...form.inputProps('label')}
          label={f('label')}
          description={t('addressBook.addresses.form.labelHint')}
          placeholder={t('addressBook.addresses.form.labelPlaceholder')}
          maxLength={50}
          data-autofocus
        />
        <AddressFields
          form={form}
          legacyCity={address && !address.cityCode ? address.city : null}
        />
        <SavedFormEnd
          markName="isDefault"
          markLabel={f('isDefault')}
          markedAlready={isDefaultAlready ? t('addressBook.addresses.form.alreadyDefault') : null}
          checked={form.values.isDefault === 'true'}
          onMarkChange={(checked) => form.setValue('isDefault', String(checked))}
          submitting={submitting}
          saveLabel={t('addressBook.addresses.form.save')}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
