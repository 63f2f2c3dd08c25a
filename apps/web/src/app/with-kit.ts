import { lazy, type ComponentType } from 'react';

/**
 * A part loaded on demand that draws with the UI kit's components, with the kit's provider
 * around it: both arrive with the part's code, never with the first load (KitProvider).
 */
export async function withKitLoaded<P extends object>(
  part: Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Part, { withKit }] = await Promise.all([part, import('./kit-provider')]);
  return withKit(Part);
}

/** `React.lazy` for a module whose default export draws with the UI kit's components. */
export function lazyWithKit<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => ({
    default: await withKitLoaded(load().then((module) => module.default)),
  }));
}
