import type { OnlineMethod, PaymentMethod } from '@dukkan/contracts';
import { Group, Radio, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import {
  selectOnlineMethods,
  selectPaymentMethods,
} from '../../../app/store-status/store-status.slice';
import { useStoreStatus } from '../../../app/store-status/use-store-status';
import { PaymentBrandMark } from '../../../components/payment-brand-mark';
import { useTranslation } from '../../../i18n/use-translation';
import { CheckoutSection } from './checkout-section';
import { ChoiceCard } from './choice-card';

/** What the shopper picks: one online method (its own brand) or cash on delivery. */
export type CheckoutPayment = OnlineMethod | 'CashOnDelivery';

/** The order's `paymentMethod` and `onlineMethod` for a choice. */
export function toOrderPayment(choice: CheckoutPayment): {
  paymentMethod: PaymentMethod;
  onlineMethod?: OnlineMethod;
} {
  return choice === 'CashOnDelivery'
    ? { paymentMethod: 'CashOnDelivery' }
    : { paymentMethod: 'Online', onlineMethod: choice };
}

/**
 * The choices the shop offers now: its online methods (mada first) when it takes payments online
 * (a HyperPay account or the sandbox), then cash on delivery.
 */
export function useOfferedPayments(): CheckoutPayment[] {
  useStoreStatus();
  const orderMethods = useAppSelector(selectPaymentMethods);
  const onlineMethods = useAppSelector(selectOnlineMethods);
  return useMemo<CheckoutPayment[]>(
    () => [
      ...(orderMethods.includes('Online') ? onlineMethods : []),
      ...(orderMethods.includes('CashOnDelivery') ? (['CashOnDelivery'] as const) : []),
    ],
    [orderMethods, onlineMethods],
  );
}

/** The shopper's choice while the shop still offers it, else the first it offers. */
export function offeredChoice(
  offered: readonly CheckoutPayment[],
  chosen: CheckoutPayment | null,
): CheckoutPayment {
  return chosen !== null && offered.includes(chosen) ? chosen : (offered[0] ?? 'CashOnDelivery');
}

export const MAX_NOTES_LENGTH = 500;

interface PaymentMethodChoiceProps {
  /** The choices the shop offers, in order: its online methods (mada first), then cash. */
  methods: readonly CheckoutPayment[];
  value: CheckoutPayment;
  onChange: (method: CheckoutPayment) => void;
  notes: string;
  onNotesChange: (notes: string) => void;
}

function MethodLabel({ method }: { method: CheckoutPayment }) {
  const { t } = useTranslation();
  if (method === 'CashOnDelivery') {
    return (
      <>
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" size={34} w={56} radius="sm" aria-hidden>
            <IconCash size={20} />
          </ThemeIcon>
          <Text fw={700}>{t('checkout.payment.cod')}</Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('checkout.payment.codHint')}
        </Text>
      </>
    );
  }
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <PaymentBrandMark method={method} />
        <Text fw={700}>{t(`checkout.payment.methods.${method}`)}</Text>
      </Group>
      <Text fz="sm" c="dimmed">
        {t(`checkout.payment.hints.${method}`)}
      </Text>
    </>
  );
}

/** Step 4: mada, Visa / Mastercard, Apple Pay, STC Pay or cash to the courier, and notes. */
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
        onChange={(method) => onChange(method as CheckoutPayment)}
        label={t('checkout.payment.listLabel')}
        labelProps={{ className: 'visually-hidden' }}
        name="paymentMethod"
      >
        <div className="choice-grid choice-grid--payment">
          {methods.map((method) => (
            <ChoiceCard
              key={method}
              value={method}
              checked={value === method}
              testId={`payment-${method}`}
            >
              <MethodLabel method={method} />
            </ChoiceCard>
          ))}
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
