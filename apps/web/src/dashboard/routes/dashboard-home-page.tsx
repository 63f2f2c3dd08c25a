import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectAuth } from '../../app/auth/auth.slice';
import { useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../lib/use-page-meta';
import { areasFor } from '../layout/dashboard-areas';

/** Overview: one card per area the current role may open. */
export default function DashboardHomePage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('dashboard.title'), t('dashboard.welcomeBody'));
  const { user, role } = useAppSelector(selectAuth);
  const areas = areasFor(role).filter((area) => area.key !== 'home');
  const Chevron = i18n.dir() === 'rtl' ? IconChevronLeft : IconChevronRight;

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('dashboard.welcome', { name: user?.firstName ?? '' })}
        </Title>
        <Text c="dimmed">{t('dashboard.welcomeBody')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        {areas.map(({ key, to, icon: AreaIcon }) => (
          <Card
            key={key}
            component={Link}
            to={to}
            padding="lg"
            className="area-card"
            data-testid={`dashboard-card-${key}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                <AreaIcon size={26} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1 }}>
                <Text fw={700} fz="lg">
                  {t(`dashboard.areas.${key}`)}
                </Text>
                <Text c="dimmed" fz="sm">
                  {t(`dashboard.areaDescriptions.${key}`)}
                </Text>
              </Stack>
              <Chevron size={20} aria-hidden className="area-card__chevron" />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
