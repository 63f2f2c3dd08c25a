import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { AddressFormModal } from '../address-book/address-form-modal';
import { AddressLines, addressLabel } from '../address-book/address-lines';
import { useMyAddresses } from '../address-book/use-saved-lists';
import { SavedChoice, type SavedChoiceProps } from './saved-choice';

/** Step 1: one of the saved addresses, or a new one added here. */
export function AddressChoice(props: SavedChoiceProps) {
  const { t } = useTranslation();
  const { addresses, status, error, reload } = useMyAddresses();
  return (
    <SavedChoice
      {...props}
      step={1}
      id="checkout-address"
      name="addressId"
      testId="address-choice"
      addTestId="add-address"
      list={{ entries: addresses, status, error, reload }}
      marked={(address) => address.isDefault}
      texts={{
        title: t('checkout.address.title'),
        add: t('checkout.address.add'),
        loadFailed: t('checkout.address.loadFailed'),
        empty: t('checkout.address.empty'),
        listLabel: t('checkout.address.listLabel'),
        mark: t('addressBook.addresses.default'),
      }}
      skeletonHeight={96}
      layout="stack"
      renderEntry={(address) => (
        <>
          <Text fw={700}>{addressLabel(address, t('addressBook.addresses.untitled'))}</Text>
          <AddressLines address={address} />
        </>
      )}
      renderForm={(form) => (
        <AddressFormModal
          opened={form.opened}
          address={null}
          suggestDefault={form.suggestMarked}
          onClose={form.onClose}
          onSaved={form.onSaved}
        />
      )}
    />
  );
}
