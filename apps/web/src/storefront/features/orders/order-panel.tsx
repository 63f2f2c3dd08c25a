import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled, framed section of an order's page (and of the payment's result). */
export function Panel({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="lg"
      component="section"
      data-testid={testId}
    >
      <Stack gap="md">
        <Title order={2} fz={{ base: 17, sm: 19 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A labelled fact inside a panel: the address, the mobile, the delivery method. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
