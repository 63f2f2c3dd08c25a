import type { Address } from '@dukkan/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useDigits } from '../../../lib/digits-context';
import { isolate } from '../../../lib/isolate';
import { writeDigits } from '../../../lib/write-digits';

/** The parts of a national address every copy has (saved addresses and orders' snapshots). */
export type NationalAddress = Pick<
  Address,
  'street' | 'buildingNumber' | 'district' | 'city' | 'postalCode' | 'additionalNumber' | 'details'
>;

/**
 * A Saudi national address as it is written on a parcel: building number and street, district,
 * city and postal code, the additional number, then the courier's notes.
 */
export function AddressLines({ address }: { address: NationalAddress }) {
  const { t } = useTranslation();
  const digits = useDigits();
  // The plate's numbers follow the page's digits; the street and district are the shopper's text.
  const figures = (value: string) => isolate(writeDigits(value, digits));
  // Each part is isolated: a Latin street inside the Arabic layout (or the reverse) keeps its
  // own direction instead of reordering the numbers around it.
  const cityLine = t('addressBook.addresses.line2', {
    city: isolate(address.city),
    postalCode: figures(address.postalCode),
  });
  return (
    <Stack gap={2}>
      <Text fz="sm">
        {t('addressBook.addresses.line1', {
          building: figures(address.buildingNumber),
          street: isolate(address.street),
          district: isolate(address.district),
        })}
      </Text>
      <Text fz="sm">
        {address.additionalNumber
          ? `${cityLine} · ${t('addressBook.addresses.additional', { number: figures(address.additionalNumber) })}`
          : cityLine}
      </Text>
      {address.details && (
        <Text fz="sm" c="dimmed">
          {address.details}
        </Text>
      )}
    </Stack>
  );
}

/** The name shown for an address: its label, or a neutral word when it has none. */
export function addressLabel(address: Pick<Address, 'label'>, untitled: string): string {
  return address.label.trim() || untitled;
}
