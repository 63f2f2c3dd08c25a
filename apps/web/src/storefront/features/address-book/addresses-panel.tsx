import { MAX_ADDRESSES, type Address } from '@dukkan/contracts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/notify';
import { LoadError } from '../../../components/load-error';
import { isolate } from '../../../lib/isolate';
import { deleteAddress, updateAddress } from '../../../shopping/addresses.thunks';
import { AddressCard } from './address-card';
import { AddressFormModal } from './address-form-modal';
import { addressLabel } from './address-lines';
import { ConfirmModal } from '../../../components/confirm-modal';
import { SavedListEmpty, SavedListHeader, SavedListSkeleton } from './saved-list-states';
import { useMyAddresses } from './use-saved-lists';
import './address-book.css';

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

type Editing = { address: Address | null } | null;

/** Profile → Addresses: the saved national addresses, with add, edit, delete and "make default". */
export function AddressesPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { addresses, status, error, reload } = useMyAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const untitled = t('addressBook.addresses.untitled');

  async function remove(address: Address) {
    setBusy(true);
    try {
      const result = await dispatch(deleteAddress(address.id)).unwrap();
      notify.success(result.message, t('addressBook.addresses.deleted'));
      setDeleting(null);
      // The server hands the default to another address; the list shows which.
      if (address.isDefault) reload();
    } catch (failure) {
      notify.error(failure);
    } finally {
      setBusy(false);
    }
  }

  async function makeDefault(address: Address) {
    setBusy(true);
    try {
      await dispatch(updateAddress(asDefault(address))).unwrap();
      notify.success(
        null,
        t('addressBook.addresses.madeDefault', { label: isolate(addressLabel(address, untitled)) }),
      );
    } catch (failure) {
      notify.error(failure);
    } finally {
      setBusy(false);
    }
  }

  const openAdd = () => setEditing({ address: null });
  let body;
  if (status === 'error' && addresses.length === 0) {
    body = (
      <LoadError
        title={t('addressBook.addresses.loadFailed')}
        message={error?.message}
        onRetry={reload}
      />
    );
  } else if (status !== 'done' && addresses.length === 0) {
    body = <SavedListSkeleton />;
  } else if (addresses.length === 0) {
    body = (
      <SavedListEmpty
        icon={IconMapPin}
        title={t('addressBook.addresses.empty')}
        body={t('addressBook.addresses.emptyBody')}
        addLabel={t('addressBook.addresses.add')}
        onAdd={openAdd}
      />
    );
  } else {
    body = (
      <SimpleGrid
        component="ul"
        className="plain-list"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
      >
        {addresses.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            busy={busy}
            onEdit={() => setEditing({ address })}
            onDelete={() => setDeleting(address)}
            onMakeDefault={() => void makeDefault(address)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="lg" data-testid="addresses-panel">
      <SavedListHeader
        title={t('addressBook.addresses.title')}
        intro={t('addressBook.addresses.intro')}
        addLabel={t('addressBook.addresses.add')}
        onAdd={openAdd}
        hideAdd={status === 'done' && addresses.length === 0}
        addBlockedReason={
          addresses.length >= MAX_ADDRESSES
            ? t('addressBook.addresses.limit', { max: MAX_ADDRESSES })
            : null
        }
      />
      {body}
      <AddressFormModal
        opened={editing !== null}
        address={editing?.address ?? null}
        suggestDefault={addresses.length === 0}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        confirmIcon={IconTrash}
        confirmTestId="confirm-delete"
        opened={deleting !== null}
        title={t('addressBook.addresses.confirmTitle')}
        confirmLabel={t('addressBook.addresses.confirmDelete')}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      >
        <Text>
          {t('addressBook.addresses.confirmBody', {
            label: deleting ? isolate(addressLabel(deleting, untitled)) : '',
          })}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
