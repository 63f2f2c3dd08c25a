import { Badge, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { usePageMeta } from '../lib/use-page-meta';

export interface ComingSoonLink {
  to: string;
  label: string;
  icon: Icon;
  variant?: 'default';
}

export interface ComingSoonProps {
  icon: Icon;
  title: string;
  description: string;
  /** The ways out that make sense in the area showing this screen; the first is the main one. */
  links?: ComingSoonLink[];
}

/** A titled screen for an area whose features are not available yet. */
export function ComingSoon({ icon: IconComponent, title, description, links }: ComingSoonProps) {
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
          {links && (
            <Group justify="center" gap="sm" mt="xs">
              {links.map(({ to, label, icon: LinkIcon, variant }) => (
                <Button
                  key={to}
                  component={Link}
                  to={to}
                  variant={variant}
                  leftSection={<LinkIcon size={18} aria-hidden />}
                >
                  {label}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
