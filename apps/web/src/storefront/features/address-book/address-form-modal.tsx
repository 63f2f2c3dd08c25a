import { addressFieldsSchema, type Address } from '@dukkan/contracts';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { addAddress, updateAddress } from '../../../shopping/addresses.thunks';
import { useFormSubmit } from '../account/use-form-submit';

type AddressFormValues = {
  label: string;
  city: string;
  district: string;
  street: string;
  buildingNumber: string;
  postalCode: string;
  additionalNumber: string;
  details: string;
  isDefault: string;
};

function valuesOf(address: Address | null, makeDefault: boolean): AddressFormValues {
  return {
    label: address?.label ?? '',
    city: address?.city ?? '',
    district: address?.district ?? '',
    street: address?.street ?? '',
    buildingNumber: address?.buildingNumber ?? '',
    postalCode: address?.postalCode ?? '',
    additionalNumber: address?.additionalNumber ?? '',
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
  // On a phone the form takes the whole screen instead of a cramped floating box.
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      fullScreen={isPhone}
      size="lg"
      title={
        <Text fw={700} fz="lg" component="span">
          {props.address
            ? t('addressBook.addresses.editTitle')
            : t('addressBook.addresses.addTitle')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted only while open, so every opening starts from the address's current values. */}
      {props.opened && <AddressForm {...props} />}
    </Modal>
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
  const f = (key: keyof AddressFormValues) => t(`addressBook.addresses.form.${key}`);
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            {...form.inputProps('city')}
            label={f('city')}
            autoComplete="address-level2"
            required
          />
          <TextInput
            {...form.inputProps('district')}
            label={f('district')}
            autoComplete="address-level3"
            required
          />
          <TextInput
            {...form.inputProps('street')}
            label={f('street')}
            autoComplete="address-line1"
            required
          />
          <TextInput
            {...form.inputProps('buildingNumber')}
            label={f('buildingNumber')}
            description={t('addressBook.addresses.form.buildingNumberHint')}
            inputMode="numeric"
            maxLength={4}
            required
          />
          <TextInput
            {...form.inputProps('postalCode')}
            label={f('postalCode')}
            description={t('addressBook.addresses.form.postalCodeHint')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            required
          />
          <TextInput
            {...form.inputProps('additionalNumber')}
            label={f('additionalNumber')}
            description={t('addressBook.addresses.form.additionalNumberHint')}
            inputMode="numeric"
            maxLength={4}
          />
        </SimpleGrid>
        <TextInput
          {...form.inputProps('details')}
          label={f('details')}
          description={t('addressBook.addresses.form.detailsHint')}
          maxLength={300}
        />
        <Checkbox
          name="isDefault"
          label={f('isDefault')}
          description={
            isDefaultAlready ? t('addressBook.addresses.form.alreadyDefault') : undefined
          }
          checked={form.values.isDefault === 'true'}
          disabled={isDefaultAlready}
          onChange={(event) => form.setValue('isDefault', String(event.currentTarget.checked))}
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
            {t('addressBook.addresses.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
