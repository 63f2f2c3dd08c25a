import { Badge, Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../lib/use-page-meta';

interface ComingSoonProps {
  icon: Icon;
  title: string;
  description: string;
  /** Links that make sense in the area showing this screen. */
  actions?: ReactNode;
}

/** A titled screen for an area whose features are not available yet. */
export function ComingSoon({ icon: IconComponent, title, description, actions }: ComingSoonProps) {
  const { t } = useTranslation();
  usePageMeta(title, description);

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} bg="var(--mantine-color-gray-0)">
        <Stack align="center" ta="center" gap="md">
          <Box pos="relative">
            <ThemeIcon size={104} radius={52} variant="light" aria-hidden>
              <IconComponent size={52} stroke={1.4} />
            </ThemeIcon>
          </Box>
          <Badge variant="light" size="lg" radius="sm">
            {t('common.comingSoon')}
          </Badge>
          <Text fz="lg" fw={600} maw={520}>
            {description}
          </Text>
          <Text c="dimmed" maw={520}>
            {t('common.comingSoonBody')}
          </Text>
          {actions && (
            <Group justify="center" gap="sm" mt="xs">
              {actions}
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
