import type { ManualRefundMethod } from '@dukkan/contracts';
import { Badge, Select, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** How money goes back by hand (cash on delivery, or staff's own choice). */
export const MANUAL_METHODS: ManualRefundMethod[] = ['Cash', 'BankTransfer', 'Other'];

/**
 * The badge tints of refunds and return requests by how they stand: a light tint with a darker
 * ink checked at 4.5:1 (as the order status badges do; Mantine's shade-6 text on its own tint is
 * under AA for yellow and green).
 */
const TONES = {
  waiting: { color: 'yellow', ink: '#7a4f00' },
  done: { color: 'green', ink: '#1b5e2b' },
  refused: { color: 'red', ink: '#b02525' },
} as const;

export function ToneBadge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const look = TONES[tone];
  return (
    <Badge color={look.color} c={look.ink} variant="light" style={{ flexShrink: 0 }}>
      {children}
    </Badge>
  );
}

/** The manual methods as a Select's options, in the dashboard's language (`extra` first). */
export function useManualMethodOptions(extra: { value: string; label: string }[] = []) {
  const { t } = useTranslation();
  return [
    ...extra,
    ...MANUAL_METHODS.map((value) => ({
      value,
      label: t(`ordersAdmin.refunds.manualMethods.${value}`),
    })),
  ];
}

/** A Select of how the money went back: the manual methods, after any `extra` choice. */
export function RefundMethodSelect({
  extra,
  ...props
}: Omit<SelectProps, 'data'> & { extra?: { value: string; label: string }[] }) {
  const data = useManualMethodOptions(extra);
  return <Select {...props} data={data} allowDeselect={false} />;
}
