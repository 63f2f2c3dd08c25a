import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconBuildingStore,
  IconDiscount2,
  IconShieldCheck,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';

interface Feature {
  icon: Icon;
  title: string;
  body: string;
  to: string;
}

function FeatureCard({ icon: FeatureIcon, title, body, to }: Feature) {
  const { t } = useTranslation();
  return (
    <Card padding="lg" className="feature-card">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
          <FeatureIcon size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" fz="sm">
          {body}
        </Text>
        <Anchor component={Link} to={to} fw={600} fz="sm">
          {t('home.readPolicy')}
          <Box component="span" className="visually-hidden">
            {`: ${title}`}
          </Box>
        </Anchor>
      </Stack>
    </Card>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  usePageMeta(null, t('app.description'));

  const features: Feature[] = [
    {
      icon: IconShieldCheck,
      title: t('home.securePayment'),
      body: t('home.securePaymentBody'),
      to: '/terms-conditions',
    },
    {
      icon: IconTruckDelivery,
      title: t('home.delivery'),
      body: t('home.deliveryBody'),
      to: '/delivery-policy',
    },
    {
      icon: IconArrowBackUp,
      title: t('home.returns'),
      body: t('home.returnsBody'),
      to: '/returns-policy',
    },
  ];

  return (
    <Stack gap={48}>
      <Box className="home-hero" px={{ base: 'lg', sm: 56 }} py={{ base: 40, sm: 72 }}>
        <Stack gap="lg" maw={620} className="home-hero__content">
          <Text fw={700} c="brand.1" tt="uppercase" fz="sm" lts={1}>
            {t('app.tagline')}
          </Text>
          <Title order={1} c="white" fz={{ base: 30, sm: 44 }} lh={1.2}>
            {t('home.heroTitle')}
          </Title>
          <Text c="brand.0" fz={{ base: 'md', sm: 'lg' }}>
            {t('home.heroBody')}
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to="/shop"
              size="md"
              color="white"
              c="brand.8"
              leftSection={<IconBuildingStore size={20} aria-hidden />}
            >
              {t('home.shopNow')}
            </Button>
            <Button
              component={Link}
              to="/offers"
              size="md"
              variant="outline"
              color="white"
              leftSection={<IconDiscount2 size={20} aria-hidden />}
            >
              {t('home.viewOffers')}
            </Button>
          </Group>
        </Stack>
      </Box>

      <Stack gap="lg" component="section" aria-labelledby="home-features">
        <Title order={2} id="home-features" fz={{ base: 22, sm: 26 }}>
          {t('home.featuresTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {features.map((feature) => (
            <FeatureCard key={feature.to} {...feature} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
