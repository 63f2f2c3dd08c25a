import { Container, Group, Stack, Text, ThemeIcon, Title } from '../kit';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface StatusScreenProps {
  icon: Icon;
  title: string;
  body: string;
  /** A short code above the title, e.g. 404. */
  code?: string;
  color?: string;
  children?: ReactNode;
}

/** Full-width message screens: not found, unauthorized, load failures. */
export function StatusScreen({
  icon: IconComponent,
  title,
  body,
  code,
  color = 'brand',
  children,
}: StatusScreenProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={96} radius={48} variant="light" color={color} aria-hidden>
          <IconComponent size={48} stroke={1.5} />
        </ThemeIcon>
        {code && (
          <Text fw={700} fz="sm" c="dimmed" lts={2}>
            {code}
          </Text>
        )}
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" fz="lg" maw={520}>
          {body}
        </Text>
        {children && (
          <Group justify="center" mt="md" gap="sm">
            {children}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
