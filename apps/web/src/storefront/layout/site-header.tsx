import { Box, Burger, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../i18n/use-translation';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSwitch } from '../../components/language-switch';
import { AccountMenu } from './account-menu';
import { CategoryBar, CategoryList } from './category-menu';
import { HeaderSearch } from './header-search';
import { ShoppingLinks } from './shopping-links';

/**
 * Desktop: logo · search · language, wishlist, cart, account, then the category bar.
 * Phones: burger (categories drawer) · logo · icons, with the search on its own row below.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <Box component="header" className="site-header">
      <Container size="xl" py={{ base: 8, sm: 12 }}>
        {/* One search box: a grid area moves it below the logo row on phones. */}
        <div className="site-header__bar">
          <Group gap={4} wrap="nowrap" className="site-header__brand">
            <Burger
              hiddenFrom="sm"
              opened={drawerOpened}
              onClick={drawer.toggle}
              size="sm"
              aria-label={t('header.openMenu')}
              aria-expanded={drawerOpened}
            />
            <BrandLogo to="/" label={t('header.homeLink')} />
          </Group>
          <div className="site-header__search">
            <HeaderSearch />
          </div>
          <Group gap={2} wrap="nowrap" className="site-header__actions">
            <LanguageSwitch />
            <ShoppingLinks />
            <AccountMenu />
          </Group>
        </div>
      </Container>
      <Box visibleFrom="sm" className="site-header__categories">
        <Container size="xl" py={10}>
          <CategoryBar />
        </Container>
      </Box>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        // Mantine lays drawers out with flexbox, so "left" is the inline start: right in Arabic.
        position="left"
        size={300}
        title={
          <Text fw={700} fz="lg">
            {t('header.categories')}
          </Text>
        }
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <CategoryList onNavigate={drawer.close} />
        </Stack>
      </Drawer>
    </Box>
  );
}
