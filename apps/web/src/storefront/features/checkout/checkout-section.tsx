import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDigits } from '../../../lib/digits-context';
import { formatCount } from '../../../lib/format-number';
import { useLanguage } from '../../../i18n/use-language';

interface CheckoutSectionProps {
  step: number;
  title: string;
  id: string;
  intro?: string;
  /** Why this step stops the order (shown after a try to place it). */
  problem?: string | null;
  action?: ReactNode;
  children: ReactNode;
}

/** One numbered step of checkout, its heading naming the region for screen readers. */
export function CheckoutSection({
  step,
  title,
  id,
  intro,
  problem,
  action,
  children,
}: CheckoutSectionProps) {
  const lang = useLanguage();
  const digits = useDigits();
  const headingId = `${id}-heading`;
  return (
    <Paper
      component="section"
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="lg"
      aria-labelledby={headingId}
      className={problem ? 'checkout-section checkout-section--problem' : 'checkout-section'}
      data-testid={id}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={32} radius={16} variant="filled" aria-hidden>
              <Text fw={700} fz="sm" c="white">
                {formatCount(step, lang, digits)}
              </Text>
            </ThemeIcon>
            <Title order={2} fz={{ base: 18, sm: 20 }} id={headingId}>
              {title}
            </Title>
          </Group>
          {action}
        </Group>
        {intro && (
          <Text fz="sm" c="dimmed">
            {intro}
          </Text>
        )}
        {problem && (
          <Group gap={6} wrap="nowrap" role="alert" c="red.9">
            <IconAlertCircle size={18} aria-hidden />
            <Text fz="sm" fw={600}>
              {problem}
            </Text>
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
