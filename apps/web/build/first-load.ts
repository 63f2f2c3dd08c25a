// How the browser's build splits the app's first load, and what that first load may never hold.
// Every page, storefront or dashboard, starts with the entry chunk; the screens' own code comes
// in lazy chunks after it.
import type { Plugin } from 'vite';

/** The paint loader (src/code-after-paint.ts) and the plan it reads: they must not pull the app in. */
const PAINT_LOADER = /[\\/]src[\\/](code-after-paint|server[\\/]code-plan)\.ts$/;

/**
 * Everything the entry imports statically (React, the router, the store, the providers, the
 * storefront's header and footer) in the entry chunk. Left to itself the bundler split that code
 * by which lazy screens share each module, and a first visit asked for about 80 files, most of
 * them under 1 KB gzip: each cost a request and compressed alone, about 16 KB gzip more in all
 * than the same code in one file.
 */
export const appShellChunk = {
  name: 'app',
  tags: ['$initial' as const],
  test: (id: string) => !PAINT_LOADER.test(id),
};

/**
 * What must stay out of the entry chunk: the dashboard's screens and editors, the storefront's
 * menus, drawers, dialogs and their positioning code, which load on first use, and the UI kit's
 * components and provider (every page draws its first paint with src/kit; decision 027). Only
 * the kit's combobox hook (the header search's keyboard store, no markup) and its unit helpers
 * may come along. With the whole first load in one file a chunk's name no longer tells, so the
 * build checks the modules.
 */
const NOT_IN_FIRST_LOAD: RegExp[] = [
  /[\\/]node_modules[\\/](@floating-ui|@tiptap|@mantine[\\/](charts|tiptap)|recharts|react-toastify|zod)[\\/]/,
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](?!components[\\/]Combobox[\\/]use-combobox[\\/]|core[\\/]utils[\\/])/,
  // The dashboard's route table and the few words its guard shows are the only dashboard code
  // every page carries.
  /[\\/]src[\\/]dashboard[\\/](?!dashboard\.routes\.tsx$|dashboard-texts\.ts$)/,
];

/** Fails the build when the entry chunk holds a module of NOT_IN_FIRST_LOAD. */
export function firstLoadGuard(): Plugin {
  return {
    name: 'dukkan:first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.facadeModuleId?.match(PAINT_LOADER)) {
          continue;
        }
        const strays = chunk.moduleIds.filter((id) =>
          NOT_IN_FIRST_LOAD.some((pattern) => pattern.test(id)),
        );
        if (strays.length > 0) {
          this.error(
            `${chunk.fileName}, every page's first load, holds code that loads on demand:\n  ` +
              strays.join('\n  '),
          );
        }
      }
    },
  };
}
