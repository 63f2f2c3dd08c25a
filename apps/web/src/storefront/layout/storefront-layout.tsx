import { Box, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { selectShopDigits } from '../../app/digits/digits.slice';
import { useAppSelector } from '../../app/hooks';
import { DemoBanner } from '../../app/store-status/demo-banner';
import { DigitsContext } from '../../lib/digits-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, the current screen in <main>, footer — shared by every storefront route. */
export default function StorefrontLayout() {
  const { t } = useTranslation();
  const digits = useAppSelector(selectShopDigits);
  return (
    <DigitsContext value={digits}>
      <Box className="page-shell">
        <a href="#main-content" className="skip-link">
          {t('common.skipToContent')}
        </a>
        <DemoBanner />
        <SiteHeader />
        <Box component="main" id="main-content" tabIndex={-1} className="page-shell__main">
          <Container size="xl" py={{ base: 'lg', sm: 40 }}>
            <Outlet />
          </Container>
        </Box>
        <SiteFooter />
      </Box>
    </DigitsContext>
  );
}
