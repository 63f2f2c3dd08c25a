// What the server-rendered page links and preloads, read from the browser build's manifest.
import type { Language } from '@dukkan/contracts';
import { CLIENT_ONLY_SCREENS } from '../app/ssr/rendered-paths';

/** What `vite build` writes to `.vite/manifest.json`: each source module's chunk and styles. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

/** `src/storefront/routes/cart-page.tsx` → `cart-page`; null for any other module. */
const SCREEN_MODULE = /^src\/storefront\/routes\/([\w-]+)\.tsx$/;

/**
 * The manifest keys `starts` load: themselves and, transitively, what they import; a key for which
 * `stop` holds is neither taken nor walked through.
 */
function importClosure(
  manifest: BuildManifest,
  starts: string[],
  stop: (key: string) => boolean = () => false,
): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk || stop(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  starts.forEach(visit);
  return [...seen];
}

/**
 * The stylesheets of the server-rendered storefront screens (and the chunks they import), beyond
 * the entry's. The browser loads a lazy screen's styles with its code; a server-rendered page
 * must have them before it paints, or it shows unstyled until its JavaScript arrives (or for good
 * without it). All of them are linked: together they are a few kilobytes. Browser-only screens'
 * (cart, checkout, account) are left to their code: no server-rendered page shows them.
 */
export function storefrontStylesheets(manifest: BuildManifest | null): string[] {
  if (!manifest) return [];
  const screens = Object.keys(manifest).filter((key) => {
    const screen = SCREEN_MODULE.exec(key)?.[1];
    return screen !== undefined && !CLIENT_ONLY_SCREENS.has(screen);
  });
  const chunks = importClosure(manifest, screens, (key) => manifest[key]!.isEntry === true);
  return [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))].map((file) => `/${file}`);
}

/**
 * The font files a page paints with at once (body text and headings; app/fonts.css declares
 * them): the Arabic block for an Arabic page, the Latin subset for an English one. Found by the
 * stylesheet only after it arrives and the page is laid out, they would swap in late and shift
 * the text (an English phone's demo banner wrapped onto one line less, moving the page up);
 * preloaded, they download beside the stylesheet. Other subsets still load on demand.
 */
const PRELOADED_FONTS: Record<Language, RegExp> = {
  ar: /ibm-plex-sans-arabic-arabic-core-(400|700)\.woff2$/,
  en: /ibm-plex-sans-arabic-latin-(400|700)-normal\.woff2$/,
};

export function fontPreloads(manifest: BuildManifest | null, lang: Language): string[] {
  if (!manifest) return [];
  return Object.entries(manifest)
    .filter(([key]) => PRELOADED_FONTS[lang].test(key))
    .map(([, asset]) => `/${asset.file}`)
    .sort();
}

/**
 * The code of a server-rendered screen (`home-page`: its chunk and the chunks it imports, less the
 * entry's, which the page already links): preloaded, it downloads beside the entry instead of
 * after it has run, and the page hydrates that much sooner.
 */
export function screenModules(manifest: BuildManifest | null, screen: string): string[] {
  const start = `src/storefront/routes/${screen}.tsx`;
  if (!manifest?.[start]) return [];
  const fileOf = (key: string) => manifest[key]!.file;
  const entryFiles = new Set(importClosure(manifest, ['index.html']).map(fileOf));
  const files = new Set(importClosure(manifest, [start]).map(fileOf));
  return [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
}

/** The chunk of `lang`'s texts (see i18n.ts), which the browser loads before its first render. */
export function languageTexts(manifest: BuildManifest | null, lang: Language): string[] {
  const chunk = manifest?.[`src/i18n/${lang}.ts`];
  return chunk ? [`/${chunk.file}`] : [];
}

/** The built code-after-paint.ts, the only script a rendered page starts with (code-plan.ts). */
export function codeLoader(manifest: BuildManifest | null): string | null {
  const chunk = manifest?.['src/code-after-paint.ts'];
  return chunk ? `/${chunk.file}` : null;
}
