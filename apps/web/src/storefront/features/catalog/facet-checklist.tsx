import { Checkbox, Fieldset, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { formatCount } from '../../../lib/format-number';
import type { Option } from './filter-options';
import './catalog-listing.css';
import { useDigits } from '../../../lib/digits-context';

interface FacetChecklistProps {
  legend: string;
  /** The URL parameter the choices end up in, for the inputs' names (`brandIds`). */
  name: string;
  /** What can be chosen; `count` is absent until the counts arrive (or when they fail). */
  options: (Option & { count?: number })[];
  chosenIds: number[];
  onToggle: (id: number) => void;
  /** The sidebar and the phone drawer can both be in the page: ids must differ. */
  idPrefix: string;
  /** True while newer counts load: the ones shown belong to the previous filters. */
  isCounting: boolean;
  testId: string;
}

/**
 * Brands or categories as ticks, each with how many products it would show; several can be
 * chosen. Sub-categories are indented under their parent. A long list scrolls inside its box so
 * the price and stock filters stay in reach.
 */
export function FacetChecklist({
  legend,
  name,
  options,
  chosenIds,
  onToggle,
  idPrefix,
  isCounting,
  testId,
}: FacetChecklistProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      p={0}
      classNames={{ legend: 'filter-legend' }}
      aria-busy={isCounting}
      data-testid={testId}
    >
      {options.length === 0 ? (
        // Counted and none holds a product (a search that found nothing): nothing to choose.
        <Text c="dimmed" fz="sm">
          {t('shop.filters.nothingToChoose')}
        </Text>
      ) : (
        <div className="facet-list">
          {options.map((option) => {
            const count =
              option.count === undefined ? null : formatCount(option.count, lang, digits);
            return (
              <Checkbox
                key={option.value}
                id={`${idPrefix}-${name}-${option.value}`}
                name={name}
                value={option.value}
                checked={chosenIds.includes(Number(option.value))}
                onChange={() => onToggle(Number(option.value))}
                aria-label={
                  count === null
                    ? option.label
                    : t('shop.filters.optionCount', { name: option.label, count })
                }
                label={
                  <span className="facet-option__label">
                    <span>{option.label}</span>
                    {count !== null && (
                      <span className="facet-option__count" aria-hidden>
                        {count}
                      </span>
                    )}
                  </span>
                }
                size="sm"
                className="facet-option"
                classNames={{ body: 'facet-option__body', labelWrapper: 'facet-option__wrapper' }}
                style={{ paddingInlineStart: (option.depth ?? 0) * 20 }}
              />
            );
          })}
        </div>
      )}
    </Fieldset>
  );
}
