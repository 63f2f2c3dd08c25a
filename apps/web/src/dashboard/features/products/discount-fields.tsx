import { DISCOUNT_TYPES } from '@dukkan/contracts';
import { Group, Input, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { discountedPrice, toAmount } from './discount-math';
import type { FieldProps } from './form-field-props';
import { useDigits } from '../../../lib/digits-context';
import { formatMoney } from '../../../lib/format-number';
import type { DiscountChoice } from './product-form-values';
import './products-admin.css';

interface DiscountFieldsProps {
  type: DiscountChoice;
  onTypeChange: (type: DiscountChoice) => void;
  /** The product form offers "no discount"; the details screen removes a discount instead. */
  allowNone: boolean;
  typeError?: string;
  value: FieldProps;
  startDate: FieldProps;
  endDate: FieldProps;
  /** The price the preview applies the discount to (null until it is a number). */
  price: number | null;
  /** Start and end side by side (wide dialogs) or one under the other (the form's side column). */
  datesInline?: boolean;
}

/** Discount type, value, optional dates, and the price it results in, updated as the admin types. */
export function DiscountFields(props: DiscountFieldsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const { type, price } = props;
  const choices = props.allowNone ? (['', ...DISCOUNT_TYPES] as const) : DISCOUNT_TYPES;
  const labelId = useId();
  const value = toAmount(props.value.value);
  const result =
    type && price !== null && value !== null ? discountedPrice({ price, type, value }) : null;

  return (
    <Stack gap="md">
      <Input.Wrapper
        label={t('productsAdmin.discount.type')}
        labelElement="div"
        id={labelId}
        error={props.typeError}
      >
        <SegmentedControl
          fullWidth
          role="radiogroup"
          aria-labelledby={`${labelId}-label`}
          name="discount-type"
          value={type}
          onChange={(next) => props.onTypeChange(next as DiscountChoice)}
          data={choices.map((choice) => ({
            value: choice,
            label: t(`productsAdmin.discount.types.${choice || 'None'}`),
          }))}
          data-testid="discount-type"
        />
      </Input.Wrapper>
      {type && (
        <>
          <TextInput
            {...props.value}
            label={t('productsAdmin.discount.value')}
            inputMode="decimal"
            required
            rightSection={
              <Text fz="sm" c="dimmed" aria-hidden>
                {type === 'Percentage' ? '%' : t('productsAdmin.form.currency')}
              </Text>
            }
            rightSectionWidth={52}
          />
          <SimpleGrid cols={{ base: 1, xs: props.datesInline ? 2 : 1 }} spacing="md">
            <TextInput
              {...props.startDate}
              type="datetime-local"
              label={t('productsAdmin.discount.start')}
              description={t('productsAdmin.discount.startHint')}
            />
            <TextInput
              {...props.endDate}
              type="datetime-local"
              label={t('productsAdmin.discount.end')}
              description={t('productsAdmin.discount.endHint')}
            />
          </SimpleGrid>
          <Stack
            gap={2}
            className="pa-discount-preview"
            aria-live="polite"
            data-testid="discount-preview"
          >
            <Text fz="sm" c="dimmed">
              {t('productsAdmin.discount.preview')}
            </Text>
            {result === null || price === null ? (
              <Text fz="sm">—</Text>
            ) : (
              <Group gap="xs" align="baseline">
                <Text fw={700} fz="lg" c="red.9" className="numeric-cell">
                  {formatMoney(result, lang, digits)}
                </Text>
                <Text fz="sm" c="dimmed" td="line-through" className="numeric-cell">
                  {formatMoney(price, lang, digits)}
                </Text>
              </Group>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
