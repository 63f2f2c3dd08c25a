import { normalizeDigits } from '@dukkan/contracts';
import { ActionIcon, Group, Input } from '../../../kit';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDigits } from '../../../lib/digits-context';
import { writeDigits } from '../../../lib/write-digits';
import { clampQuantity } from './stock-state';
import './product-page.css';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * − [n] + within 1..max. The number can also be typed, in Latin or Arabic digits; it is brought
 * into range when the field is left or Enter is pressed. It is shown in the page's digits.
 */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation();
  const digits = useDigits();
  const shown = (quantity: number) => writeDigits(String(quantity), digits);
  const [text, setText] = useState(() => shown(value));
  const [shownFor, setShownFor] = useState({ value, digits });
  if (shownFor.value !== value || shownFor.digits !== digits) {
    setShownFor({ value, digits });
    setText(shown(value));
  }

  const commit = (next: number) => {
    const clamped = clampQuantity(next, max);
    setText(shown(clamped));
    onChange(clamped);
  };

  return (
    <Group gap={0} wrap="nowrap" className="quantity-stepper">
      <ActionIcon
        variant="default"
        size={42}
        aria-label={t('shop.product.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => commit(value - 1)}
        className="quantity-stepper__button"
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <Input
        aria-label={t('shop.product.quantity')}
        name="quantity"
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(event) =>
          setText(event.currentTarget.value.replace(/[^\d\u0660-\u0669\u06F0-\u06F9]/g, ''))
        }
        onBlur={() => commit(Number(normalizeDigits(text)))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(Number(normalizeDigits(text)));
        }}
        w={56}
        size="md"
        inputClassName="quantity-stepper__input"
        data-testid="quantity"
      />
      <ActionIcon
        variant="default"
        size={42}
        aria-label={t('shop.product.increase')}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
        className="quantity-stepper__button"
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
