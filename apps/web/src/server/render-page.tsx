// The storefront's server renderer, built by `vite build --ssr` into apps/web/dist-server and
// loaded by the API process, which serves the pages (see apps/api/src/http/storefront-pages.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@dukkan/contracts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { AppProviders } from '../app/app-providers';
import { setApiTransport } from '../app/api-client';
import { RootLayout } from '../app/root-layout';
import { copyRoutes } from '../app/copy-routes';
import { BOOT_DATA_ID, serializeBootData } from '../app/ssr/boot-data';
import { renderDocumentHead } from '../app/ssr/document-head';
import { createPageHead, PageHeadContext, type PageHead } from '../app/ssr/page-head';
import { CLIENT_ONLY_SCREENS, rendersOnServer } from '../app/ssr/rendered-paths';
import { createRequestCollector, RequestCollectorContext } from '../app/ssr/request-seeds';
import { makeStore, rootReducer, type RootState } from '../app/store';
import { RouteError } from '../components/route-error';
import '../i18n/all-languages';
import { i18n as baseI18n } from '../i18n/i18n';
import { directionOf } from '../i18n/language';
import { languageBase, languageOfPath } from '../i18n/language-path';
import { storefrontRoutes } from '../storefront/storefront.routes';

export { rendersOnServer };

/** The in-process API: a fetch that never leaves the process (no socket, no session). */
export type InProcessApi = (url: string, init: RequestInit) => Promise<Response>;

/** What `vite build` writes to `.vite/manifest.json`: each source module's chunk and styles. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

export interface PageRendererOptions {
  /** The built index.html, with its asset links. */
  template: string;
  /** The browser build's manifest, when there is one. */
  manifest: BuildManifest | null;
  /** The shop's public origin, for canonical, alternate and preview addresses. */
  origin: string;
  api: InProcessApi;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** The root route with the storefront's only: the dashboard never renders on the server. */
const serverRoutes: RouteObject[] = [
  { element: <RootLayout />, errorElement: <RouteError />, children: [storefrontRoutes] },
];

/**
 * Requests that reveal a later request (the product, then its related products) take another
 * pass; a page needs two or three. The bound keeps a page that keeps asking from looping.
 */
const MAX_PASSES = 4;

const requestLanguage = new AsyncLocalStorage<Language>();

/** `src/storefront/routes/cart-page.tsx` → `cart-page`; null for any other module. */
const SCREEN_MODULE = /^src\/storefront\/routes\/([\w-]+)\.tsx$/;

/**
 * The stylesheets of the server-rendered storefront screens (and the chunks they import), beyond
 * the entry's. The browser loads a lazy screen's styles with its code; a server-rendered page
 * must have them before it paints, or it shows unstyled until its JavaScript arrives (or for good
 * without it). All of them are linked: together they are a few kilobytes. Browser-only screens'
 * (cart, checkout, account) are left to their code: no server-rendered page shows them.
 */
export function storefrontStylesheets(manifest: BuildManifest | null): string[] {
  if (!manifest) return [];
  const seen = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk || chunk.isEntry) return;
    seen.add(key);
    for (const file of chunk.css ?? []) stylesheets.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) {
    const screen = SCREEN_MODULE.exec(key)?.[1];
    if (screen && !CLIENT_ONLY_SCREENS.has(screen)) visit(key);
  }
  return [...stylesheets];
}

/**
 * The Arabic font files an Arabic page paints with at once (body text and headings; app/fonts.css
 * declares them). Found by the stylesheet only after it arrives and the page is laid out, they
 * would swap in late and shift the text; preloaded, they download beside the stylesheet. Other
 * weights and subsets (and an English page's Latin) still load on demand.
 */
const PRELOADED_FONTS = /ibm-plex-sans-arabic-arabic-(400|700)-normal\.woff2$/;

export function fontPreloads(manifest: BuildManifest | null, lang: Language): string[] {
  if (!manifest || lang !== 'ar') return [];
  return Object.entries(manifest)
    .filter(([key]) => PRELOADED_FONTS.test(key))
    .map(([, asset]) => `/${asset.file}`)
    .sort();
}

/**
 * The code of a server-rendered screen (`home-page`: its chunk and the chunks it imports, less the
 * entry's, which the page already links): preloaded, it downloads beside the entry instead of
 * after it has run, and the page hydrates that much sooner.
 */
export function screenModules(manifest: BuildManifest | null, screen: string): string[] {
  const start = manifest?.[`src/storefront/routes/${screen}.tsx`];
  if (!manifest || !start) return [];
  const entryChunks = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  collect('index.html', entryChunks);
  const files = new Set<string>();
  collect(`src/storefront/routes/${screen}.tsx`, files);
  return [...files].filter((file) => !entryChunks.has(file)).map((file) => `/${file}`);
}

/** The chunk of `lang`'s texts (see i18n.ts), which the browser loads before its first render. */
export function languageTexts(manifest: BuildManifest | null, lang: Language): string[] {
  const chunk = manifest?.[`src/i18n/${lang}.ts`];
  return chunk ? [`/${chunk.file}`] : [];
}

export function createPageRenderer({ template, manifest, origin, api }: PageRendererOptions) {
  const stylesheetLinks = storefrontStylesheets(manifest)
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('\n    ');
  // The page's texts (a chunk per language, loaded before the first render) and, for Arabic, its
  // fonts: fetched beside the entry instead of after it has run. `crossorigin`: fonts and modules
  // are fetched in CORS mode, and a preload without it is not reused.
  const preloadLinks = (lang: Language) =>
    [
      ...languageTexts(manifest, lang).map(
        (href) => `<link rel="modulepreload" crossorigin href="${href}">`,
      ),
      ...fontPreloads(manifest, lang).map(
        (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
      ),
    ].join('\n    ');
  const headLinks = { ar: preloadLinks('ar'), en: preloadLinks('en') };
  // Each render's requests go to the API in process, in the page's language, as a visitor.
  setApiTransport((url, init) => {
    const headers = new Headers(init.headers);
    headers.delete('authorization');
    headers.set('accept-language', requestLanguage.getStore() ?? 'ar');
    return api(url, { ...init, headers });
  });
  const handlers = {
    ar: createStaticHandler(copyRoutes(serverRoutes), { basename: languageBase('ar') }),
    en: createStaticHandler(copyRoutes(serverRoutes), { basename: languageBase('en') }),
  };

  function documentFor(
    lang: Language,
    head: string,
    body: string,
    boot: string | null,
    screen: string | null = null,
  ) {
    let html = template
      .replace(
        /<html[^>]*>/,
        `<html lang="${lang}" dir="${directionOf(lang)}" data-mantine-color-scheme="light">`,
      )
      .replace(/<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?>/, head);
    if (boot !== null) {
      html = html
        .replace('</head>', `    ${stylesheetLinks}\n  </head>`)
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
        .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
        .replace(
          '</body>',
          `<script id="${BOOT_DATA_ID}" type="application/json">${boot}</script></body>`,
        );
    }
    // After the stylesheets, which the first paint needs even more.
    if (headLinks[lang]) html = html.replace('</head>', `    ${headLinks[lang]}\n  </head>`);
    const screenLinks = screen
      ? screenModules(manifest, screen)
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
          .join('\n    ')
      : '';
    if (screenLinks) html = html.replace('</head>', `    ${screenLinks}\n  </head>`);
    // A rendered page shows its content without its code, which only makes it interactive: the
    // code downloads at low priority so the stylesheets, the fonts and the main picture (the first
    // and largest paints) get the phone's bandwidth first. A shell needs its code to show anything.
    if (boot !== null) {
      html = html.replace(
        /<(script type="module"|link rel="modulepreload") crossorigin/g,
        '<$1 fetchpriority="low" crossorigin',
      );
    }
    return html;
  }

  /** The app's shell in the address's language, for screens that render in the browser. */
  function renderShell(url: string): string {
    const lang = languageOfPath(new URL(url, origin).pathname) ?? 'ar';
    const i18n = baseI18n.cloneInstance({ lng: lang });
    const title = `<title>${i18n.t('app.name')}</title>\n    <meta name="description" content="">`;
    return documentFor(lang, title, '', null);
  }

  async function renderPage(url: string): Promise<RenderedPage> {
    const address = new URL(url, origin);
    const lang = languageOfPath(address.pathname);
    if (!lang) throw new Error(`${url} has no language prefix`);
    return requestLanguage.run(lang, async () => {
      const handler = handlers[lang];
      const context = await handler.query(new Request(address));
      if (context instanceof Response) throw new Error('storefront routes have no loaders');
      const router = createStaticRouter(handler.dataRoutes, context);
      const store = makeStore();
      const i18n = baseI18n.cloneInstance({ lng: lang });
      const collector = createRequestCollector();

      let head: PageHead = createPageHead();
      const tree = (): ReactNode => {
        head = createPageHead();
        return (
          <AppProviders store={store} i18n={i18n} origin={origin}>
            <RequestCollectorContext value={collector}>
              <PageHeadContext value={head}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </PageHeadContext>
            </RequestCollectorContext>
          </AppProviders>
        );
      };
      let body = renderToString(tree());
      for (let pass = 1; pass < MAX_PASSES && (await collector.settle()) > 0; pass += 1) {
        body = renderToString(tree());
      }

      const appPath = address.pathname.slice(languageBase(lang).length) || '/';
      const boot = serializeBootData({
        origin,
        state: changedState(store.getState()),
        requests: [...collector.seeds.entries()],
      });
      const documentHead = renderDocumentHead({
        lang,
        appPath,
        origin,
        appName: i18n.t('app.name'),
        head,
      });
      const status = context.statusCode === 404 ? 404 : head.status;
      const screen = context.matches
        .map(({ route }) => (route.handle as { screen?: string } | undefined)?.screen)
        .findLast(Boolean);
      return { status, html: documentFor(lang, documentHead, body, boot, screen ?? null) };
    });
  }

  return { renderPage, renderShell };
}

/**
 * The slices a render changed: the rest start from their initial state in the browser anyway.
 * The session is always the visitor's on the server and is left to the browser.
 */
function changedState(state: RootState): Partial<RootState> {
  const pristine = rootReducer(undefined, { type: 'ssr/pristine' }) as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    if (key !== 'auth' && value !== pristine[key]) changed[key] = value;
  }
  return changed as Partial<RootState>;
}
