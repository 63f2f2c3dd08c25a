import { shopToday } from '@dukkan/contracts';
import { Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useNumberFormat } from '../../../lib/use-number-format';
import {
  checkCustomRange,
  PRESET_DAYS,
  presetRange,
  RANGE_PRESETS,
  type DayRange,
  type RangePreset,
} from './sales-range';

export interface PeriodChoice {
  preset: RangePreset;
  range: DayRange;
}

interface SalesRangePickerProps {
  value: PeriodChoice;
  onChange: (next: PeriodChoice) => void;
}

/**
 * Last 7, 30 or 90 days, or any from/to. Custom days apply as soon as both are valid by the
 * API's own rules; until then the chart keeps the last valid period and the field says why.
 */
export function SalesRangePicker({ value, onChange }: SalesRangePickerProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useNumberFormat();
  const [draft, setDraft] = useState<DayRange>(value.range);
  const check = checkCustomRange(draft.from, draft.to, lang);
  const errors = check.ok ? {} : check.errors;
  const today = shopToday();

  function choosePreset(preset: string) {
    if (preset === 'custom') {
      setDraft(value.range);
      onChange({ preset: 'custom', range: value.range });
      return;
    }
    const chosen = RANGE_PRESETS.find((item) => item === preset);
    if (chosen) onChange({ preset: chosen, range: presetRange(chosen) });
  }

  function editDay(edge: keyof DayRange, day: string) {
    const next = { ...draft, [edge]: day };
    setDraft(next);
    const checked = checkCustomRange(next.from, next.to, lang);
    if (checked.ok) onChange({ preset: 'custom', range: checked.range });
  }

  return (
    <Stack gap="xs" align="stretch">
      <SegmentedControl
        value={value.preset}
        onChange={choosePreset}
        aria-label={t('dashboardStats.range.label')}
        size="xs"
        fullWidth
        data={[
          ...RANGE_PRESETS.map((preset) => ({
            value: preset,
            label: t(`dashboardStats.range.${preset}`, {
              days: format.number(PRESET_DAYS[preset]),
            }),
          })),
          { value: 'custom', label: t('dashboardStats.range.custom') },
        ]}
        data-testid="sales-range"
      />
      {value.preset === 'custom' && (
        <Group gap="xs" grow align="flex-start" data-testid="custom-range">
          <TextInput
            type="date"
            size="xs"
            label={t('dashboardStats.range.from')}
            name="from"
            value={draft.from}
            max={today}
            onChange={(event) => editDay('from', event.currentTarget.value)}
            error={errors.from}
          />
          <TextInput
            type="date"
            size="xs"
            label={t('dashboardStats.range.to')}
            name="to"
            value={draft.to}
            max={today}
            onChange={(event) => editDay('to', event.currentTarget.value)}
            error={errors.to}
          />
        </Group>
      )}
    </Stack>
  );
}
