import { toShortAddress } from '@dukkan/contracts';
import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CitySelect } from './city-select';
import { LocationField } from './location-field';

/** The values a Saudi national address form holds, as text. */
export type AddressFieldName =
  | 'city'
  | 'district'
  | 'street'
  | 'shortAddress'
  | 'buildingNumber'
  | 'postalCode'
  | 'additionalNumber'
  | 'latitude'
  | 'longitude'
  | 'details';

/** What the fields need of a `useSchemaForm` form whose values include the address's. */
export interface AddressFieldsForm {
  values: Record<AddressFieldName, string>;
  errors: Partial<Record<string, string>>;
  setValue(name: AddressFieldName, value: string): void;
  inputProps(name: AddressFieldName): {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    error: string | undefined;
  };
}

interface AddressFieldsProps {
  form: AddressFieldsForm;
  /** An address saved before the city list keeps its text until a city of the list is chosen. */
  legacyCity?: string | null;
}

/**
 * The national address's fields (decision 021): city from the list, district, street, the short
 * address or building number + postal code, "Use my location" and details. Shared by the address
 * book and the guest checkout.
 */
export function AddressFields({ form, legacyCity = null }: AddressFieldsProps) {
  const { t } = useTranslation();
  const f = (key: Exclude<AddressFieldName, 'latitude' | 'longitude'>) =>
    t(`addressBook.addresses.form.${key}`);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <CitySelect
          value={form.values.city}
          onChange={(code) => form.setValue('city', code)}
          error={form.errors.city}
          legacyCity={legacyCity}
        />
        <TextInput
          {...form.inputProps('district')}
          label={f('district')}
          autoComplete="address-level3"
          required
        />
      </SimpleGrid>
      <TextInput
        {...form.inputProps('street')}
        label={f('street')}
        autoComplete="address-line1"
        required
      />
      <Fieldset
        legend={t('addressBook.addresses.form.buildingIntro')}
        variant="filled"
        radius="md"
        classNames={{ legend: 'address-form__legend' }}
      >
        <Stack gap="md">
          <TextInput
            {...form.inputProps('shortAddress')}
            // Written as the API will keep it once the shopper moves on: RRRD2929.
            onBlur={(event) =>
              form.setValue('shortAddress', toShortAddress(event.currentTarget.value))
            }
            label={f('shortAddress')}
            description={t('addressBook.addresses.form.shortAddressHint')}
            maxLength={12}
            autoCapitalize="characters"
            autoComplete="off"
            dir="ltr"
            classNames={{ input: 'address-form__code' }}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <TextInput
              {...form.inputProps('buildingNumber')}
              label={f('buildingNumber')}
              description={t('addressBook.addresses.form.buildingNumberHint')}
              inputMode="numeric"
              maxLength={4}
            />
            <TextInput
              {...form.inputProps('postalCode')}
              label={f('postalCode')}
              description={t('addressBook.addresses.form.postalCodeHint')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
            />
            <TextInput
              {...form.inputProps('additionalNumber')}
              label={f('additionalNumber')}
              description={t('addressBook.addresses.form.additionalNumberHint')}
              inputMode="numeric"
              maxLength={4}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <LocationField
        latitude={form.values.latitude}
        longitude={form.values.longitude}
        onChange={(latitude, longitude) => {
          form.setValue('latitude', latitude);
          form.setValue('longitude', longitude);
        }}
        error={form.errors.latitude ?? form.errors.longitude}
      />
      <TextInput
        {...form.inputProps('details')}
        label={f('details')}
        description={t('addressBook.addresses.form.detailsHint')}
        maxLength={300}
      />
    </>
  );
}
