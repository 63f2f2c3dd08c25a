// How the browser's build splits the app's first load, and what that first load may never hold.
// Every page, storefront or dashboard, starts with the entry chunk; the screens' own code comes
// in lazy chunks after it.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
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
const KIT_RUNTIME =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](?!components[\\/]Combobox[\\/]use-combobox[\\/]|core[\\/]utils[\\/])/;
const NOT_IN_FIRST_LOAD: RegExp[] = [
  /[\\/]node_modules[\\/](@floating-ui|@tiptap|@mantine[\\/](charts|tiptap)|recharts|react-toastify|zod)[\\/]/,
  KIT_RUNTIME,
  // The dashboard's route table and the few words its guard shows are the only dashboard code
  // every page carries.
  /[\\/]src[\\/]dashboard[\\/](?!dashboard\.routes\.tsx$|dashboard-texts\.ts$)/,
];

/**
 * The screens the route table marks as drawn with src/kit only (`lazyScreen(…, { kit: false })`):
 * they render without the kit's provider, so none of the kit's components may be in their code.
 */
function kitFreeScreens(): string[] {
  const routes = fs.readFileSync(
    fileURLToPath(new URL('../src/storefront/storefront.routes.tsx', import.meta.url)),
    'utf8',
  );
  return [...routes.matchAll(/import\('\.\/routes\/([\w-]+)'\), \{ kit: false \}\)/g)].map(
    (match) => match[1]!,
  );
}

/** `chunk` and every chunk it imports statically, each once. */
function withStaticImports(chunk: OutputChunk, bundle: OutputBundle): OutputChunk[] {
  const found = new Map<string, OutputChunk>();
  const visit = (current: OutputChunk) => {
    if (found.has(current.fileName)) return;
    found.set(current.fileName, current);
    for (const name of current.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return [...found.values()];
}

/**
 * Fails the build when the entry chunk holds a module of NOT_IN_FIRST_LOAD, or when a screen drawn
 * with src/kit only would load one of the kit's components (it would fail without the provider).
 */
export function firstLoadGuard(): Plugin {
  return {
    name: 'dukkan:first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const kitFree = kitFreeScreens();
      if (kitFree.length === 0)
        this.error('No route is marked { kit: false }: has the table moved?');
      for (const chunk of Object.values(bundle)) {
        const screen =
          chunk.type === 'chunk' &&
          chunk.facadeModuleId?.match(/[\\/]src[\\/]storefront[\\/]routes[\\/]([\w-]+)\.tsx$/)?.[1];
        if (chunk.type === 'chunk' && screen && kitFree.includes(screen)) {
          const kit = withStaticImports(chunk, bundle).flatMap((part) =>
            part.moduleIds.filter((id) => KIT_RUNTIME.test(id)),
          );
          if (kit.length > 0) {
            this.error(
              `${screen} is drawn with src/kit only ({ kit: false }) but its code holds the UI kit's:\n  ` +
                kit.join('\n  '),
            );
          }
        }
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
