import type { Address } from '@dukkan/contracts';
import { Text } from '@mantine/core';
import { IconHomeCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { AddressLines, addressLabel } from './address-lines';
import { SavedCard, type SavedCardActions } from './saved-card';

interface AddressCardProps extends SavedCardActions {
  address: Address;
}

export function AddressCard({ address, ...actions }: AddressCardProps) {
  const { t } = useTranslation();
  const label = addressLabel(address, t('addressBook.addresses.untitled'));
  return (
    <SavedCard
      {...actions}
      testId="address-card"
      marked={address.isDefault}
      markIcon={IconHomeCheck}
      texts={{
        mark: t('addressBook.addresses.default'),
        makeMarked: t('addressBook.addresses.makeDefault'),
        makeMarkedOf: t('addressBook.addresses.makeDefaultOf', { label }),
        edit: t('addressBook.addresses.edit', { label }),
        delete: t('addressBook.addresses.delete', { label }),
      }}
      title={
        <Text fw={700} truncate>
          {label}
        </Text>
      }
    >
      <AddressLines address={address} />
    </SavedCard>
  );
}
