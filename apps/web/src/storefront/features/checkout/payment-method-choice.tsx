import type { PaymentMethod } from '@dukkan/contracts';
import { Group, Radio, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { IconCash, IconCreditCard, type Icon } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { CheckoutSection } from './checkout-section';
import { ChoiceCard } from './choice-card';

const METHODS: { value: PaymentMethod; icon: Icon; label: 'online' | 'cod' }[] = [
  { value: 'Online', icon: IconCreditCard, label: 'online' },
  { value: 'CashOnDelivery', icon: IconCash, label: 'cod' },
];

export const MAX_NOTES_LENGTH = 500;

interface PaymentMethodChoiceProps {
  /** The methods the shop offers (Online only with a payment gateway). */
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  notes: string;
  onNotesChange: (notes: string) => void;
}

/** Step 4: card now or cash to the courier, and optional notes. */
export function PaymentMethodChoice({
  methods,
  value,
  onChange,
  notes,
  onNotesChange,
}: PaymentMethodChoiceProps) {
  const { t } = useTranslation();
  return (
    <CheckoutSection step={4} id="checkout-payment" title={t('checkout.payment.title')}>
      <Radio.Group
        value={value}
        onChange={(method) => onChange(method as PaymentMethod)}
        label={t('checkout.payment.listLabel')}
        labelProps={{ className: 'visually-hidden' }}
        name="paymentMethod"
      >
        <div className="choice-grid">
          {METHODS.filter(({ value: method }) => methods.includes(method)).map(
            ({ value: method, icon: MethodIcon, label }) => (
              <ChoiceCard
                key={method}
                value={method}
                checked={value === method}
                testId={`payment-${method}`}
              >
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon variant="light" size={28} radius="sm" aria-hidden>
                    <MethodIcon size={18} />
                  </ThemeIcon>
                  <Text fw={700}>{t(`checkout.payment.${label}`)}</Text>
                </Group>
                <Text fz="sm" c="dimmed">
                  {t(`checkout.payment.${label}Hint`)}
                </Text>
              </ChoiceCard>
            ),
          )}
        </div>
      </Radio.Group>
      <Stack gap={4}>
        <Textarea
          name="notes"
          label={t('checkout.payment.notes')}
          description={t('checkout.payment.notesHint')}
          value={notes}
          onChange={(event) => onNotesChange(event.currentTarget.value)}
          maxLength={MAX_NOTES_LENGTH}
          autosize
          minRows={2}
          maxRows={6}
        />
      </Stack>
    </CheckoutSection>
  );
}
