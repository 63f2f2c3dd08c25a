import type { DashboardCounts, Role } from '@dukkan/contracts';
import {
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBoxSeam,
  IconCategory,
  IconDiscount,
  IconPhoto,
  IconReceipt,
  IconTags,
  IconTicket,
  IconTruckDelivery,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useNumberFormat } from '../../../lib/use-number-format';
import type { SectionStatus } from './dashboard-stats.slice';

interface CountCard {
  key: keyof DashboardCounts;
  icon: Icon;
  color: string;
  /** The screen that lists these, when there is one. */
  to?: string;
  /** Only these roles may open `to`. */
  roles?: readonly Role[];
}

const CARDS: readonly CountCard[] = [
  { key: 'ordersCount', icon: IconReceipt, color: 'brand', to: '/dashboard/orders' },
  { key: 'productsCount', icon: IconBoxSeam, color: 'blue', to: '/dashboard/products' },
  {
    key: 'discountedProductsCount',
    icon: IconDiscount,
    color: 'red',
    to: '/dashboard/products?discounted=true',
  },
  { key: 'usersCount', icon: IconUsers, color: 'violet', to: '/dashboard/users', roles: ['Admin'] },
  { key: 'categoriesCount', icon: IconCategory, color: 'teal', to: '/dashboard/categories' },
  { key: 'brandsCount', icon: IconTags, color: 'grape', to: '/dashboard/brands' },
  { key: 'couponsCount', icon: IconTicket, color: 'orange', to: '/dashboard/coupons' },
  {
    key: 'deliveryMethodsCount',
    icon: IconTruckDelivery,
    color: 'cyan',
    to: '/dashboard/delivery-methods',
  },
  { key: 'bannersCount', icon: IconPhoto, color: 'pink', to: '/dashboard/sliders' },
];

interface CountCardsProps {
  counts: DashboardCounts | null;
  section: SectionStatus;
  role: Role | null;
  onRetry: () => void;
}

/** The nine figures of `GetCounts`, each a link to the screen that manages them. */
export function CountCards({ counts, section, role, onRetry }: CountCardsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();

  if (section.status === 'error' && !counts) {
    return (
      <LoadError
        title={t('dashboardStats.counts.loadFailed')}
        message={section.error?.message}
        onRetry={onRetry}
        testId="counts-error"
      />
    );
  }

  return (
    <section aria-labelledby="counts-title">
      <Title order={2} id="counts-title" className="visually-hidden">
        {t('dashboardStats.counts.title')}
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 3 }}
        spacing={{ base: 'sm', sm: 'md' }}
        aria-busy={!counts}
        data-testid="count-cards"
      >
        {CARDS.map((card) => {
          const label = t(`dashboardStats.counts.${card.key}`);
          const allowed = !card.roles || (role !== null && card.roles.includes(role));
          const to = allowed ? card.to : undefined;
          const content = (
            <Group gap="sm" wrap="nowrap" align="center">
              <ThemeIcon size={44} radius="md" variant="light" color={card.color} aria-hidden>
                <card.icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={0} miw={0}>
                {counts ? (
                  <Text
                    fz={{ base: 22, sm: 26 }}
                    fw={700}
                    lh={1.2}
                    data-testid={`count-${card.key}`}
                  >
                    {format.number(counts[card.key])}
                  </Text>
                ) : (
                  <Skeleton h={28} w={56} my={2} />
                )}
                <Text fz="sm" c="dimmed" lh={1.3}>
                  {label}
                </Text>
              </Stack>
            </Group>
          );
          return to ? (
            <Card
              key={card.key}
              component={Link}
              to={to}
              padding="md"
              className="area-card"
              data-testid={`dashboard-card-${card.key}`}
            >
              {content}
            </Card>
          ) : (
            <Paper key={card.key} withBorder p="md" data-testid={`dashboard-card-${card.key}`}>
              {content}
            </Paper>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
