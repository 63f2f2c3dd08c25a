import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconDiscount2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The banner area at the top of the home page: the tagline and the ways into the shop. It is
 * its own component so the banner sliders (managed in the dashboard) can take its place.
 */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      className="home-hero"
      px={{ base: 'lg', sm: 56 }}
      py={{ base: 32, sm: 56 }}
      data-testid="home-hero"
    >
      <Stack gap="md" maw={620} className="home-hero__content">
        <Text fw={700} c="brand.1" tt="uppercase" fz="sm" lts={1}>
          {t('app.tagline')}
        </Text>
        <Title order={1} id="home-hero-title" c="white" fz={{ base: 28, sm: 42 }} lh={1.2}>
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
  );
}
