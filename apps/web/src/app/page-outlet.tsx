import { ScrollRestoration, useOutlet } from 'react-router';

/**
 * An area's current screen, followed by the router's scroll restoration. The two render in one
 * pass on purpose: Preact renders each part of the tree that reads the router on its own, in
 * order from the top, so a restoration placed higher up (beside the root's outlet) scrolled while
 * the page still showed the previous screen — Back from a product then restored the shop's
 * position on the product page, and the list arriving after it pushed the tapped card off the
 * screen (decision 025). Rendered here, the restoration runs once the new screen is in the page.
 */
export function PageOutlet() {
  const outlet = useOutlet();
  return (
    <>
      {outlet}
      <ScrollRestoration />
    </>
  );
}
