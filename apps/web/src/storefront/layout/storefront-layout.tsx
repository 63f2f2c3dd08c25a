import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Outlet } from 'react-router';
import { selectShopDigits } from '../../app/digits/digits.slice';
import { useAppSelector } from '../../app/hooks';
import { DemoBanner } from '../../app/store-status/demo-banner';
import { useIsHydrated } from '../../app/ssr/hydration';
import { HydrationSlice } from '../../app/ssr/hydration-slices';
import { DigitsContext } from '../../lib/digits-context';
import { MiniCartProvider } from '../features/cart/mini-cart';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The shopper's digits for the page. One cached page serves every shopper: it is rendered (and
 * hydrated) with Latin digits, the default, and a shopper who chose Arabic-Indic sees them from
 * the render after hydration. Only this provider renders again then: the page below comes in as
 * `children`, the same elements, so React re-renders just the figures that read the digits (not
 * the whole page in one blocking task, as when the layout itself read them).
 */
function ShopDigits({ children }: { children: ReactNode }) {
  const chosenDigits = useAppSelector(selectShopDigits);
  const digits = useIsHydrated() ? chosenDigits : 'latn';
  return <DigitsContext value={digits}>{children}</DigitsContext>;
}

/** Header, the current screen in <main>, footer — shared by every storefront route. */
export default function StorefrontLayout() {
  const { t } = useTranslation();
  return (
    <ShopDigits>
      <div className="page-shell">
        <a href="#main-content" className="skip-link">
          {t('common.skipToContent')}
        </a>
        <DemoBanner />
        {/* Three parts hydrated one task each (hydration-slices.tsx). */}
        <HydrationSlice>
          <SiteHeader />
        </HydrationSlice>
        <HydrationSlice>
          <main id="main-content" tabIndex={-1} className="page-shell__main">
            <div className="shop-container page-shell__content">
              <MiniCartProvider>
                <Outlet />
              </MiniCartProvider>
            </div>
          </main>
        </HydrationSlice>
        <HydrationSlice>
          <SiteFooter />
        </HydrationSlice>
      </div>
    </ShopDigits>
  );
}
