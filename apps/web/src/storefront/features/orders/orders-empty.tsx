import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface OrdersEmptyProps {
  icon: Icon;
  title: string;
  body: string;
  children: ReactNode;
}

/** No orders (at all, or with the chosen status), under the page's own heading. */
export function OrdersEmpty({ icon: IconComponent, title, body, children }: OrdersEmptyProps) {
  return (
    <Stack align="center" gap="sm" py={56} ta="center" data-testid="orders-empty">
      <ThemeIcon size={88} radius={44} variant="light" color="gray" aria-hidden>
        <IconComponent size={44} stroke={1.5} />
      </ThemeIcon>
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      <Text c="dimmed">{body}</Text>
      {children}
    </Stack>
  );
}
