import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ONLY_SCREENS, rendersOnServer } from './rendered-paths';

/** `path` → screen module pairs of the storefront's route table (shop and account screens), read from its source. */
function storefrontScreens(): [string, string][] {
  const file = path.resolve(import.meta.dirname, '../../storefront/storefront.routes.tsx');
  const source = fs.readFileSync(file, 'utf8');
  const pattern =
    /path: '([^']+)',\s*Component: (?:lazyScreen|accountScreen)\(\(\) => import\('\.\/routes\/([\w-]+)'\)(?:, \{ kit: false \})?\)/g;
  return [...source.matchAll(pattern)].map((match) => [match[1] ?? '', match[2] ?? '']);
}

/** `screen('…')` names beside their imports in the route table (server-rendered routes only). */
function namedScreens(): [string, string][] {
  const file = path.resolve(import.meta.dirname, '../../storefront/storefront.routes.tsx');
  const source = fs.readFileSync(file, 'utf8');
  const pattern =
    /import\('\.\/routes\/([\w-]+)'\)(?:, \{ kit: false \})?\),\s*handle: screen\('([\w-]+)'\)/g;
  return [...source.matchAll(pattern)].map((match) => [match[1] ?? '', match[2] ?? '']);
}

describe('client-only screens', () => {
  it('server-rendered routes name the screen they import, so the page preloads its code', () => {
    const named = namedScreens();
    const serverRendered = storefrontScreens().filter(
      ([, screen]) => !CLIENT_ONLY_SCREENS.has(screen),
    );
    // The index route (home) has no path, so it is counted here and not in storefrontScreens().
    expect(named.length).toBe(serverRendered.length + 1);
    for (const [imported, name] of named) expect(name).toBe(imported);
  });

  it('names exactly the screens whose paths render in the browser only', () => {
    const screens = storefrontScreens();
    expect(screens.length).toBeGreaterThan(15);
    for (const [routePath, screen] of screens) {
      // A stylesheet missing from a server-rendered page would show it unstyled until its code runs.
      expect(CLIENT_ONLY_SCREENS.has(screen), `${routePath} → ${screen}`).toBe(
        !rendersOnServer(`/${routePath}`),
      );
    }
  });
});
