import { MAX_ADDRESSES, type Address } from '@dukkan/contracts';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { isolate } from '../../../lib/isolate';
import { deleteAddress, updateAddress } from '../../../shopping/addresses.thunks';
import { AddressCard } from './address-card';
import { AddressFormModal } from './address-form-modal';
import { addressLabel } from './address-lines';
import { SavedListPanel } from './saved-list-panel';
import { useMyAddresses } from './use-saved-lists';

/** A saved address as the update call takes it, with `isDefault` set. */
export function asDefault(address: Address) {
  return {
    id: address.id,
    label: address.label,
    city: address.city,
    district: address.district,
    street: address.street,
    buildingNumber: address.buildingNumber,
    postalCode: address.postalCode,
    additionalNumber: address.additionalNumber ?? '',
    details: address.details,
    isDefault: true,
  };
}

/** Profile → Addresses: the saved national addresses, with add, edit, delete and "make default". */
export function AddressesPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { addresses, status, error, reload } = useMyAddresses();
  const untitled = t('addressBook.addresses.untitled');
  const labelOf = (address: Address) => isolate(addressLabel(address, untitled));

  return (
    <SavedListPanel
      testId="addresses-panel"
      list={{ entries: addresses, status, error, reload }}
      max={MAX_ADDRESSES}
      emptyIcon={IconMapPin}
      marked={(address) => address.isDefault}
      texts={{
        title: t('addressBook.addresses.title'),
        intro: t('addressBook.addresses.intro'),
        add: t('addressBook.addresses.add'),
        loadFailed: t('addressBook.addresses.loadFailed'),
        empty: t('addressBook.addresses.empty'),
        emptyBody: t('addressBook.addresses.emptyBody'),
        limit: t('addressBook.addresses.limit', { max: MAX_ADDRESSES }),
        deleted: t('addressBook.addresses.deleted'),
        confirmTitle: t('addressBook.addresses.confirmTitle'),
        confirmDelete: t('addressBook.addresses.confirmDelete'),
        confirmBody: (address) =>
          t('addressBook.addresses.confirmBody', { label: address ? labelOf(address) : '' }),
        madeMarked: (address) =>
          t('addressBook.addresses.madeDefault', { label: labelOf(address) }),
      }}
      remove={(address) => dispatch(deleteAddress(address.id)).unwrap()}
      makeMarked={(address) => dispatch(updateAddress(asDefault(address))).unwrap()}
      renderCard={(address, actions) => (
        <AddressCard key={address.id} address={address} {...actions} />
      )}
      renderForm={(form) => (
        <AddressFormModal
          opened={form.opened}
          address={form.entry}
          suggestDefault={form.suggestMarked}
          onClose={form.onClose}
        />
      )}
    />
  );
}
