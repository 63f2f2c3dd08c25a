import {
  foldCityName,
  SAUDI_CITIES,
  SAUDI_REGIONS,
  type SaudiCity,
  type SaudiRegion,
} from '@dukkan/contracts';
import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useMemo } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';

/** Every way a city may be typed in the search: both names and the known other spellings. */
const searchNames = new Map(
  SAUDI_CITIES.map((city) => [
    city.code,
    [city.en, city.ar, ...(city.aliases ?? [])].map(foldCityName),
  ]),
);

/**
 * Matches what is typed against both languages' names (a shopper may type "Jeddah" on the Arabic
 * page), loosely: case, hamza forms and a leading "Al"/"ال" do not matter.
 */
const filterCities: OptionsFilter = ({ options, search }) => {
  const typed = foldCityName(search);
  if (!typed) return options;
  return options
    .map((group) =>
      'group' in group
        ? {
            ...group,
            items: group.items.filter((item) =>
              searchNames.get(item.value)?.some((name) => name.includes(typed)),
            ),
          }
        : group,
    )
    .filter((group) => !('group' in group) || group.items.length > 0);
};

interface CitySelectProps {
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  /** The free text of an address saved before the list, when it matched no city. */
  legacyCity: string | null;
}

/** The city of an address, searched in a list of Saudi cities grouped by region. */
export function CitySelect({ value, onChange, error, legacyCity }: CitySelectProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const data = useMemo(() => {
    const byRegion = new Map<SaudiRegion, SaudiCity[]>();
    for (const city of SAUDI_CITIES) {
      byRegion.set(city.region, [...(byRegion.get(city.region) ?? []), city]);
    }
    return [...byRegion].map(([region, cities]) => ({
      group: SAUDI_REGIONS[region][lang],
      items: cities.map<ComboboxItem>((city) => ({ value: city.code, label: city[lang] })),
    }));
  }, [lang]);
  return (
    <Select
      name="city"
      label={t('addressBook.addresses.form.city')}
      placeholder={t('addressBook.addresses.form.cityPlaceholder')}
      description={
        legacyCity ? t('addressBook.addresses.form.cityLegacy', { city: legacyCity }) : undefined
      }
      data={data}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      error={error}
      searchable
      filter={filterCities}
      nothingFoundMessage={t('addressBook.addresses.form.cityNothingFound')}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      autoComplete="off"
      required
      data-testid="city-select"
    />
  );
}
