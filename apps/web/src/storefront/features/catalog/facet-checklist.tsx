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
 * the price and stock filters stay in reach. Native checkboxes drawn as the UI kit's (catalog-
 * listing.css) rather than its Checkbox: a shop page hydrates two dozen of them, and each of the
 * kit's was half a dozen components resolving the theme on a phone.
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
    <fieldset className="facet-fieldset" aria-busy={isCounting} data-testid={testId}>
      <legend className="filter-legend">{legend}</legend>
      {options.length === 0 ? (
        // Counted and none holds a product (a search that found nothing): nothing to choose.
        <p className="facet-empty">{t('shop.filters.nothingToChoose')}</p>
      ) : (
        <div className="facet-list">
          {options.map((option) => {
            const count =
              option.count === undefined ? null : formatCount(option.count, lang, digits);
            const id = `${idPrefix}-${name}-${option.value}`;
            return (
              <div
                key={option.value}
                className="facet-option"
                style={{ paddingInlineStart: (option.depth ?? 0) * 20 }}
              >
                <span className="facet-option__box">
                  <input
                    type="checkbox"
                    className="facet-option__input mantine-focus-auto"
                    id={id}
                    name={name}
                    value={option.value}
                    checked={chosenIds.includes(Number(option.value))}
                    onChange={() => onToggle(Number(option.value))}
                    aria-label={
                      count === null
                        ? option.label
                        : t('shop.filters.optionCount', { name: option.label, count })
                    }
                  />
                  <svg className="facet-option__tick" viewBox="0 0 10 7" fill="none" aria-hidden>
                    <path
                      d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
                      fill="currentColor"
                      fillRule="evenodd"
                      clipRule="evenodd"
                    />
                  </svg>
                </span>
                <label className="facet-option__label" htmlFor={id}>
                  <span>{option.label}</span>
                  {count !== null && (
                    <span className="facet-option__count" aria-hidden>
                      {count}
                    </span>
                  )}
                </label>
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
