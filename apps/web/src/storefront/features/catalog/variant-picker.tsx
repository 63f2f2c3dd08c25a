import type { ProductDetail, ProductOption } from '@dukkan/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { valueState, type Choice, type ValueState } from './variant-choice';
import './variant-picker.css';

interface VariantPickerProps {
  product: ProductDetail;
  choice: Choice;
  onPick: (optionIndex: number, valueId: number) => void;
}

/**
 * The product's options as groups of buttons (sizes) or colour dots (a swatches option), each
 * value pressed, open, sold out or unavailable with the choice so far (variant-choice.ts). A
 * crossed-out value stays focusable, so its reason is read out, but cannot be chosen.
 */
export function VariantPicker({ product, choice, onPick }: VariantPickerProps) {
  const { t } = useTranslation();
  let hasClosed = false;
  const groups = product.options.map((option, optionIndex) => {
    const states = option.values.map((value) => valueState(product, choice, optionIndex, value.id));
    if (states.some((state) => state !== 'available')) hasClosed = true;
    return (
      <OptionGroup
        key={option.id}
        option={option}
        optionIndex={optionIndex}
        chosenId={choice[optionIndex] ?? null}
        states={states}
        onPick={onPick}
      />
    );
  });
  return (
    <div className="variant-picker" role="group" aria-label={t('shop.variants.label')}>
      {groups}
      {hasClosed && (
        <p className="variant-picker__note" data-testid="variant-note">
          {t('shop.variants.note')}
        </p>
      )}
    </div>
  );
}

interface OptionGroupProps {
  option: ProductOption;
  optionIndex: number;
  chosenId: number | null;
  states: ValueState[];
  onPick: (optionIndex: number, valueId: number) => void;
}

function OptionGroup({ option, optionIndex, chosenId, states, onPick }: OptionGroupProps) {
  const { t } = useTranslation();
  const isSwatches = option.display === 'swatches';
  const chosen = option.values.find((value) => value.id === chosenId);
  return (
    <fieldset className="variant-option" data-testid="variant-option" data-option={option.nameEn}>
      <legend className="variant-option__legend">
        {t('shop.variants.chosen', { name: option.name })}{' '}
        <span className="variant-option__chosen" data-testid="variant-chosen">
          {chosen?.value ?? ''}
        </span>
      </legend>
      <div className="variant-option__values">
        {option.values.map((value, index) => {
          const state = states[index]!;
          const isClosed = state !== 'available';
          const label =
            state === 'soldOut'
              ? t('shop.variants.soldOut', { value: value.value })
              : state === 'unavailable'
                ? t('shop.variants.unavailable', { value: value.value })
                : value.value;
          return (
            <button
              key={value.id}
              type="button"
              className={isSwatches ? 'variant-value variant-value--swatch' : 'variant-value'}
              data-state={state}
              data-testid="variant-value"
              data-value={value.valueEn}
              aria-pressed={value.id === chosenId}
              aria-disabled={isClosed || undefined}
              aria-label={isSwatches || isClosed ? label : undefined}
              title={isSwatches || isClosed ? label : undefined}
              onClick={() => {
                if (!isClosed && value.id !== chosenId) onPick(optionIndex, value.id);
              }}
            >
              {isSwatches ? (
                <span
                  className="variant-value__dot"
                  style={{ background: value.swatchHex ?? undefined }}
                  aria-hidden
                />
              ) : (
                value.value
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
