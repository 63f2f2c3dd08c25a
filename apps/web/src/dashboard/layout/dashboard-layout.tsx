import './dashboard-styles';
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../i18n/use-translation';
import { Outlet } from 'react-router';
import { DemoBanner } from '../../app/store-status/demo-banner';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSwitch } from '../../components/language-switch';
import { DigitsContext } from '../../lib/digits-context';
import { useDigitsChoice } from '../../lib/use-number-format';
import { DashboardNav } from './dashboard-nav';
import { DashboardUserMenu } from './dashboard-user-menu';

/** Top bar, role-filtered sidebar (a drawer on phones) and the current dashboard screen. */
export default function DashboardLayout() {
  const { t } = useTranslation();
  const [navOpened, nav] = useDisclosure(false);
  const [digits] = useDigitsChoice();

  return (
    <DigitsContext value={digits}>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding={{ base: 'md', sm: 'xl' }}
        bg="var(--mantine-color-gray-0)"
      >
        <a href="#main-content" className="skip-link">
          {t('common.skipToContent')}
        </a>
        <AppShell.Header px="md">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Burger
                opened={navOpened}
                onClick={nav.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('dashboard.openNav')}
                aria-expanded={navOpened}
              />
              <BrandLogo
                to="/dashboard"
                label={`${t('app.name')} ${t('dashboard.title')}`}
                suffix={t('dashboard.title')}
              />
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              <DashboardUserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar aria-label={t('dashboard.nav')}>
          <DashboardNav onNavigate={nav.close} />
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1}>
          <DemoBanner inset />
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </DigitsContext>
  );
}
