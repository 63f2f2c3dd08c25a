import { Box, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '../../../kit';
import { IconBuildingStore, IconDiscount2 } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useRequest } from '../../../app/use-request';
import { selectBannersState } from '../../../content/banners.slice';
import { fetchBannerImages } from '../../../content/banners.thunks';
import { useLanguage } from '../../../i18n/use-language';
import { BannerCarousel } from './banner-carousel';
import './banner-carousel.css';

/** The tagline and the ways into the shop: shown when no banner is active (or they fail to load). */
function WelcomeHero() {
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

/**
 * The top of the home page: the banners managed in the dashboard (images of active sliders, in
 * their order), or the welcome block when there are none. The page's heading stays either way.
 */
export function HomeHero() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const { bannerImages, imagesStatus } = useAppSelector(selectBannersState);

  // Again on a language change: each slide carries its slider's title in that language.
  useRequest(() => dispatch(fetchBannerImages()), `banners:${lang}`);

  if (bannerImages.length > 0) {
    return (
      <div>
        <VisuallyHidden component="h1">{t('home.heroTitle')}</VisuallyHidden>
        <BannerCarousel images={bannerImages} />
      </div>
    );
  }
  if (imagesStatus === 'idle' || imagesStatus === 'loading') {
    return (
      <Skeleton
        className="banner-carousel--loading"
        aria-busy
        aria-label={t('common.loading')}
        role="status"
        data-testid="home-carousel-loading"
      />
    );
  }
  return <WelcomeHero />;
}
