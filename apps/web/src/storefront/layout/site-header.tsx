import { Box, Burger, Container, Drawer, Group, Stack, Text, useDirection } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
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
  const { dir } = useDirection();
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <Box component="header" className="site-header">
      <Container size="xl" py={{ base: 8, sm: 12 }}>
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
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
          <Box visibleFrom="sm" style={{ flex: 1, maxWidth: 560 }} mx="lg">
            <HeaderSearch />
          </Box>
          <Group gap={2} wrap="nowrap">
            <LanguageSwitch />
            <ShoppingLinks />
            <AccountMenu />
          </Group>
        </Group>
        <Box hiddenFrom="sm" mt={8}>
          <HeaderSearch />
        </Box>
      </Container>
      <Box visibleFrom="sm" className="site-header__categories">
        <Container size="xl" py={10}>
          <CategoryBar />
        </Container>
      </Box>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position={dir === 'rtl' ? 'right' : 'left'}
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
