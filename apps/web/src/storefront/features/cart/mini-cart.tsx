import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useOnceTrue } from '../../../lib/use-once-true';
import { MiniCartContext, type AddedItem, type MiniCart } from './mini-cart-context';
import { lazyWithKit } from '../../../app/with-kit';

// The drawer's code (Mantine's Drawer with its focus trap, scroll lock and transitions) loads with
// the first add to the cart, not with every page.
const MiniCartDrawer = lazyWithKit(() => import('./mini-cart-drawer'));

/**
 * Gives the storefront's buy buttons their mini cart. It belongs to the page it was opened on:
 * moving to another page (a link, the back button) leaves it closed.
 */
export function MiniCartProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [shown, setShown] = useState<{ line: AddedItem; pageKey: string } | null>(null);
  const pageKey = location.key;
  const miniCart = useMemo<MiniCart>(
    () => ({ showAdded: (line) => setShown({ line, pageKey }) }),
    [pageKey],
  );
  const opened = shown !== null && shown.pageKey === pageKey;
  const mounted = useOnceTrue(opened);
  return (
    <MiniCartContext.Provider value={miniCart}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <MiniCartDrawer
            line={shown?.line ?? null}
            opened={opened}
            onClose={() => setShown(null)}
          />
        </Suspense>
      )}
    </MiniCartContext.Provider>
  );
}
