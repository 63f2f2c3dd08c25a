import { Group, Text } from '../../kit';
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/use-language';
import { useDigits } from '../../lib/digits-context';
import { formatMoney } from '../../lib/format-number';

interface MoneyRowProps {
  label: ReactNode;
  /** SAR; a string (e.g. "Free") is shown as it is. */
  amount: number | string;
  /** Shown as a saving: "−" and the brand colour. */
  isDeduction?: boolean;
  isTotal?: boolean;
  testId?: string;
}

/** One line of a money summary: label at the start, amount at the end. */
export function MoneyRow({
  label,
  amount,
  isDeduction = false,
  isTotal = false,
  testId,
}: MoneyRowProps) {
  const lang = useLanguage();
  const digits = useDigits();
  // A deduction is formatted as a negative amount, so each language places its own minus sign.
  const text =
    typeof amount === 'string' ? amount : formatMoney(isDeduction ? -amount : amount, lang, digits);
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="md"
      className={isTotal ? 'money-row money-row--total' : 'money-row'}
    >
      <Text fz={isTotal ? 'lg' : 'sm'} fw={isTotal ? 700 : 400}>
        {label}
      </Text>
      <Text
        fz={isTotal ? 'xl' : 'sm'}
        fw={isTotal ? 700 : 600}
        c={isDeduction ? 'brand.7' : undefined}
        className="money-row__amount"
        data-testid={testId}
        data-amount={typeof amount === 'number' ? amount : undefined}
      >
        {text}
      </Text>
    </Group>
  );
}
