import { Group, Radio, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChoiceCardProps {
  value: string;
  checked: boolean;
  children: ReactNode;
  /** Shown at the end of the card: a price, a badge. */
  aside?: ReactNode;
  testId?: string;
}

/** A radio button the size of a card: the whole card is the target, its text the label. */
export function ChoiceCard({ value, checked, children, aside, testId }: ChoiceCardProps) {
  return (
    <Radio.Card
      value={value}
      radius="md"
      p="md"
      className={checked ? 'choice-card choice-card--checked' : 'choice-card'}
      data-testid={testId}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Radio.Indicator mt={3} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {children}
        </Stack>
        {aside}
      </Group>
    </Radio.Card>
  );
}
