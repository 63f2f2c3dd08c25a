import { Burger } from '../../kit';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSwitch } from '../../components/language-switch';
import { AccountMenu } from './account-menu';
import { useOnceTrue } from '../../lib/use-once-true';
import { CategoryBar } from './category-menu';
import { HeaderSearch } from './header-search';
import { ShoppingLinks } from './shopping-links';
import { lazyWithKit } from '../../app/with-kit';

// The phone's categories drawer (Mantine's Drawer: modal, focus trap, scroll lock, transitions)
// loads when the burger is first tapped, not with every page.
const CategoryDrawer = lazyWithKit(() => import('./category-drawer'));

/**
 * Desktop: logo · search · language, wishlist, cart, account, then the category bar.
 * Phones: burger (categories drawer) · logo · icons, with the search on its own row below.
 * Laid out by global.css rather than the UI kit's Container and Group: every page hydrates it.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const drawerMounted = useOnceTrue(drawerOpened);

  return (
    <header className="site-header">
      <div className="shop-container site-header__inner">
        {/* One search box: a grid area moves it below the logo row on phones. */}
        <div className="site-header__bar">
          <div className="site-header__brand">
            <Burger
              hiddenFrom="sm"
              opened={drawerOpened}
              onClick={drawer.toggle}
              size="sm"
              aria-label={t('header.openMenu')}
              aria-expanded={drawerOpened}
            />
            <BrandLogo to="/" label={t('header.homeLink')} />
          </div>
          <div className="site-header__search">
            <HeaderSearch />
          </div>
          <div className="site-header__actions">
            <LanguageSwitch />
            <ShoppingLinks />
            <AccountMenu />
          </div>
        </div>
      </div>
      <div className="site-header__categories">
        <div className="shop-container site-header__categories-inner">
          <CategoryBar />
        </div>
      </div>
      {drawerMounted && (
        <Suspense fallback={null}>
          <CategoryDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
    </header>
  );
}
