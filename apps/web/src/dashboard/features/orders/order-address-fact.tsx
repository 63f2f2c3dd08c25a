import { saudiCityName, type AdminOrderDetails } from '@dukkan/contracts';
import { Anchor, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';

/** A map at the shopper's coordinates; no map service is needed to store or show them. */
export const mapLinkOf = (latitude: number, longitude: number) =>
  `https://www.google.com/maps?q=${latitude},${longitude}`;

/**
 * Where the order goes, as copied when it was placed: the short national address, the building
 * and street, the city (in the screen's language when it is one of the list), and a map link
 * when the shopper shared their location.
 */
export function OrderAddressFact({ address }: { address: AdminOrderDetails['address'] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const city = saudiCityName(address.cityCode, lang) ?? address.city;
  const place = { street: address.street, district: address.district };
  const cityLine = address.postalCode
    ? t('ordersAdmin.details.cityPostal', { city, postalCode: address.postalCode })
    : city;
  return (
    <>
      <Text fz="sm" fw={600}>
        {address.label}
      </Text>
      {address.shortAddress && (
        <Text fz="sm" fw={600} data-testid="order-short-address">
          {t('ordersAdmin.details.shortAddress', { code: address.shortAddress })}
        </Text>
      )}
      <Text fz="sm">
        {address.buildingNumber
          ? t('ordersAdmin.details.addressLine', { building: address.buildingNumber, ...place })
          : t('ordersAdmin.details.streetLine', place)}
      </Text>
      <Text fz="sm">
        {address.additionalNumber
          ? t('ordersAdmin.details.postal', {
              city,
              postalCode: address.postalCode ?? '',
              additional: address.additionalNumber,
            })
          : cityLine}
      </Text>
      {address.details && <Text fz="sm">{address.details}</Text>}
      {address.latitude !== null && address.longitude !== null && (
        <Anchor
          href={mapLinkOf(address.latitude, address.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          fz="sm"
          data-testid="order-map-link"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconMapPin size={16} aria-hidden />
          {t('ordersAdmin.details.mapLink')}
        </Anchor>
      )}
    </>
  );
}
