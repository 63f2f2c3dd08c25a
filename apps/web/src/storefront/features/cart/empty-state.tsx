import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, type Icon } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import './cart.css';

interface EmptyStateProps {
  icon: Icon;
  title: string;
  body: string;
  testId: string;
}

/** An empty cart or wishlist: what it is for, and the way back to the shop. */
export function EmptyState({ icon: Icon, title, body, testId }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py={56} ta="center" data-testid={testId}>
      <ThemeIcon size={88} radius={44} variant="light" color="brand" aria-hidden>
        <Icon size={46} stroke={1.4} />
      </ThemeIcon>
      <Title order={2} fz="xl">
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        {body}
      </Text>
      <Button
        component={Link}
        to="/shop"
        mt="sm"
        size="md"
        rightSection={<IconArrowRight size={18} aria-hidden className="mirror-in-rtl" />}
      >
        {t('common.goToShop')}
      </Button>
    </Stack>
  );
}
