import { Anchor, Box, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconShieldCheck,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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

/** Why shop here: payment, delivery and returns, each with its policy page. */
export function HomeFeatures() {
  const { t } = useTranslation();
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
    <Stack gap="lg" component="section" aria-labelledby="home-features">
      <Title order={2} id="home-features" fz={{ base: 20, sm: 24 }}>
        {t('home.featuresTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {features.map((feature) => (
          <FeatureCard key={feature.to} {...feature} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
