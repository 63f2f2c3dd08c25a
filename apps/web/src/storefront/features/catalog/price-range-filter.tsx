import { normalizeDigits } from '@dukkan/contracts';
import { Fieldset, Group, Text, TextInput } from '../../../kit';
import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatCount, formatMoney } from '../../../lib/format-number';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import type { ProductQueryChanges } from './product-query-params';
import './catalog-listing.css';

interface PriceRangeFilterProps {
  minPrice: number | null;
  maxPrice: number | null;
  onApply: (changes: ProductQueryChanges) => void;
  /** Keeps ids unique when the sidebar and the phone drawer both render the filters. */
  idPrefix: string;
  /** The cheapest and dearest price among the matching products (SAR), when known. */
  bounds?: { min: number | null; max: number | null } | null;
}

const toValue = (price: number | null) => (price === null ? '' : String(price));
const toPrice = (value: string) =>
  value === '' || Number.isNaN(Number(value)) ? null : Number(value);

/**
 * What a price box keeps of what was typed: digits (Arabic-Indic ones as Latin), one decimal
 * point (the Arabic "٫" too) and two decimals, never a sign; group separators ("1,500",
 * "١٬٥٠٠") are dropped. A plain text box rather than a number input: it takes Arabic digits, and
 * its formatter library stays off the shop's first load.
 */
export function priceText(typed: string): string {
  const [whole, ...fraction] = normalizeDigits(typed)
    .replace(/٫/g, '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  return fraction.length === 0 ? whole! : `${whole}.${fraction.join('').slice(0, 2)}`;
}

/** How long typing must pause before the range applies: "150" does not load "1" and "15" first. */
const PRICE_DEBOUNCE_MS = 700;

/**
 * Minimum and maximum price, applied together when typing pauses, on Enter or on leaving a box;
 * there is no separate button to press.
 */
export function PriceRangeFilter({
  minPrice,
  maxPrice,
  onApply,
  idPrefix,
  bounds,
}: PriceRangeFilterProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const low = bounds?.min ?? null;
  const high = bounds?.max ?? null;
  // Whole riyals that still include both ends: 99.50 shows as 99, 4,599.90 as 4,600.
  const minHint = low === null ? undefined : formatCount(Math.floor(low), lang, digits);
  const maxHint = high === null ? undefined : formatCount(Math.ceil(high), lang, digits);
  const boundsText =
    low === null || high === null
      ? null
      : t('shop.filters.priceBounds', {
          min: formatMoney(low, lang, digits),
          max: formatMoney(high, lang, digits),
        });
  const [min, setMin] = useState(toValue(minPrice));
  const [max, setMax] = useState(toValue(maxPrice));
  const [shownFor, setShownFor] = useState(`${minPrice}-${maxPrice}`);
  const [error, setError] = useState<string | null>(null);

  // The URL changed elsewhere (back button, a removed chip): show what the list really uses.
  if (shownFor !== `${minPrice}-${maxPrice}`) {
    setShownFor(`${minPrice}-${maxPrice}`);
    setMin(toValue(minPrice));
    setMax(toValue(maxPrice));
    setError(null);
  }

  function apply(nextMin: number | null, nextMax: number | null) {
    if (nextMin !== null && nextMax !== null && nextMax < nextMin) {
      setError(t('shop.filters.maxBelowMin'));
      return;
    }
    setError(null);
    // Nothing changed (leaving a box, Enter twice): no new history entry, no reload.
    if (nextMin === minPrice && nextMax === maxPrice) return;
    onApply({ minPrice: nextMin, maxPrice: nextMax });
  }
  const applyLater = useDebouncedCallback(apply, PRICE_DEBOUNCE_MS);
  const applyNow = () => applyLater.flush();
  const change = (typedMin: string, typedMax: string) => {
    const nextMin = priceText(typedMin);
    const nextMax = priceText(typedMax);
    setMin(nextMin);
    setMax(nextMax);
    applyLater(toPrice(nextMin), toPrice(nextMax));
  };
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration([minInput, maxInput], [min, max], ([typedMin, typedMax]) =>
    change(typedMin!, typedMax!),
  );
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') applyNow();
  };

  const shared = { inputMode: 'decimal' as const, autoComplete: 'off', size: 'sm' as const };

  return (
    <Fieldset
      legend={t('shop.filters.price')}
      variant="unstyled"
      p={0}
      legendClassName="filter-legend"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          {...shared}
          ref={minInput}
          id={`${idPrefix}-min-price`}
          name="minPrice"
          label={t('shop.filters.minPrice')}
          placeholder={minHint}
          value={min}
          onChange={(event) => change(event.currentTarget.value, max)}
          onBlur={applyNow}
          onKeyDown={onKeyDown}
          error={Boolean(error)}
          flex={1}
        />
        <TextInput
          {...shared}
          ref={maxInput}
          id={`${idPrefix}-max-price`}
          name="maxPrice"
          label={t('shop.filters.maxPrice')}
          placeholder={maxHint}
          value={max}
          onChange={(event) => change(min, event.currentTarget.value)}
          onBlur={applyNow}
          onKeyDown={onKeyDown}
          error={Boolean(error)}
          aria-describedby={error ? `${idPrefix}-price-error` : undefined}
          flex={1}
        />
      </Group>
      {boundsText && (
        <Text c="dimmed" fz="xs" mt={4} data-testid="price-bounds">
          {boundsText}
        </Text>
      )}
      {error && (
        <Text
          id={`${idPrefix}-price-error`}
          c="var(--mantine-color-error)"
          fz="xs"
          mt={4}
          role="alert"
        >
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
