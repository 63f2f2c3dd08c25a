import { saudiCityName, type Address } from '@dukkan/contracts';
import { Stack, Text } from '@mantine/core';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';
import { useDigits } from '../../../lib/digits-context';
import { isolate } from '../../../lib/isolate';
import { writeDigits } from '../../../lib/write-digits';

/** The parts of a national address every copy has (saved addresses and orders' snapshots). */
export type NationalAddress = Pick<
  Address,
  | 'street'
  | 'buildingNumber'
  | 'district'
  | 'city'
  | 'cityCode'
  | 'shortAddress'
  | 'postalCode'
  | 'additionalNumber'
  | 'details'
>;

/** The city in the page's language when it is one of the list, else as it was typed. */
export function useCityName(address: Pick<Address, 'city' | 'cityCode'>): string {
  const lang = useLanguage();
  return saudiCityName(address.cityCode, lang) ?? address.city;
}

/**
 * A Saudi national address as it is written on a parcel: the short address when there is one,
 * building number and street, district, city and postal code, the additional number, then the
 * courier's notes. Parts the address does not have are left out.
 */
export function AddressLines({ address }: { address: NationalAddress }) {
  const { t } = useTranslation();
  const digits = useDigits();
  const city = useCityName(address);
  // The plate's numbers follow the page's digits; the street and district are the shopper's text.
  const figures = (value: string) => isolate(writeDigits(value, digits));
  // Each part is isolated: a Latin street inside the Arabic layout (or the reverse) keeps its
  // own direction instead of reordering the numbers around it.
  const cityLine = address.postalCode
    ? t('addressBook.addresses.line2', {
        city: isolate(city),
        postalCode: figures(address.postalCode),
      })
    : city;
  const place = { street: isolate(address.street), district: isolate(address.district) };
  return (
    <Stack gap={2}>
      {address.shortAddress && (
        <Text fz="sm" fw={600} data-testid="short-address">
          {t('addressBook.addresses.shortAddressLine', { code: isolate(address.shortAddress) })}
        </Text>
      )}
      <Text fz="sm">
        {address.buildingNumber
          ? t('addressBook.addresses.line1', {
              building: figures(address.buildingNumber),
              ...place,
            })
          : t('addressBook.addresses.line1NoBuilding', place)}
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
