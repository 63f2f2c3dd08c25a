import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';

interface PageHeadingProps {
  title: string;
  description?: string;
  /** A link back up (e.g. to the products list) shown above the title. */
  back?: { to: string; label: string };
  /** Buttons on the other side; they wrap below the title on phones. */
  actions?: ReactNode;
  /** Beside the title, e.g. a status badge. */
  aside?: ReactNode;
}

/** The title block every product screen starts with. */
export function PageHeading({ title, description, back, actions, aside }: PageHeadingProps) {
  const { i18n } = useTranslation();
  const BackIcon = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
        {back && (
          <Anchor component={Link} to={back.to} fz="sm" fw={600} w="fit-content">
            <Group gap={4} wrap="nowrap" component="span">
              <BackIcon size={16} aria-hidden />
              {back.label}
            </Group>
          </Anchor>
        )}
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {aside}
        </Group>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
