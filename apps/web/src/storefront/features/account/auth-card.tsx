import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the card ("New to Dukkan? Create an account"). */
  footer?: ReactNode;
  width?: number;
}

/** The centred card shared by sign-in, registration and password reset. */
export function AuthCard({ title, subtitle, children, footer, width = 460 }: AuthCardProps) {
  return (
    <Center py={{ base: 0, sm: 'xl' }}>
      <Stack w="100%" maw={width} gap="lg">
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 36 }} radius="lg">
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text ta="center" fz="sm">
            {footer}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
