import { DirectionProvider, MantineContext, MantineProvider, useDirection } from '@mantine/core';
import { useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { directionOf } from '../i18n/language';
import { useTranslation } from '../i18n/use-translation';
import { cssVariablesResolver, theme } from './theme';

/** Keeps the kit's direction (which mirrors its menus, drawers and inputs) on the language's. */
function DirectionSync({ direction }: { direction: 'ltr' | 'rtl' }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(direction), [direction, setDirection]);
  return null;
}

/**
 * The UI kit's provider around a part that uses the kit's own components: a screen's code, a
 * menu, a drawer, the dashboard. The storefront's first load draws with src/kit instead and
 * carries none of this ([decision 027](../../../../docs/decisions/027-storefront-kit-markup.md));
 * each such part brings the provider with its own code. Inside another one it adds nothing.
 * The theme's CSS variables and breakpoint classes are in the stylesheet (virtual:theme.css).
 */
export function KitProvider({ children }: { children: ReactNode }) {
  const outer = useContext(MantineContext);
  const { i18n } = useTranslation();
  if (outer) return children;
  const direction = directionOf(i18n.language);
  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        withCssVariables={false}
        withGlobalClasses={false}
      >
        <DirectionSync direction={direction} />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}

/** `Part` inside the kit's provider (a screen, a menu, a drawer: see with-kit.ts). */
export function withKit<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function KitPart(props: P) {
    return (
      <KitProvider>
        <Part {...props} />
      </KitProvider>
    );
  }
  KitPart.displayName = `withKit(${Part.displayName ?? Part.name})`;
  return KitPart;
}
