// The storefront's server renderer, built by `vite build --ssr` into apps/web/dist-server and
// loaded by the API process, which serves the pages (see apps/api/src/http/storefront-pages.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@dukkan/contracts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, type RouteObject } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { setApiTransport } from '../app/api-client';
import { RootLayout } from '../app/root-layout';
import { AppRoutes, loadMatchedScreens } from '../app/router';
import { BOOT_DATA_ID, serializeBootData } from '../app/ssr/boot-data';
import { renderDocumentHead } from '../app/ssr/document-head';
import { createPageHead, PageHeadContext, type PageHead } from '../app/ssr/page-head';
import { rendersOnServer } from '../app/ssr/rendered-paths';
import { createRequestCollector, RequestCollectorContext } from '../app/ssr/request-seeds';
import { makeStore, rootReducer, type RootState } from '../app/store';
import '../i18n/all-languages';
import { i18n as baseI18n } from '../i18n/i18n';
import { directionOf } from '../i18n/language';
import { languageBase, languageOfPath } from '../i18n/language-path';
import { storefrontRoutes } from '../storefront/storefront.routes';
import { deferCode } from './code-plan';
import {
  codeLoader,
  fontPreloads,
  languageTexts,
  screenModules,
  storefrontStylesheets,
  type BuildManifest,
} from './build-manifest';

export { rendersOnServer };
export type { BuildManifest };

/** The in-process API: a fetch that never leaves the process (no socket, no session). */
export type InProcessApi = (url: string, init: RequestInit) => Promise<Response>;

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
const serverRoutes: RouteObject[] = [{ element: <RootLayout />, children: [storefrontRoutes] }];

/**
 * Requests that reveal a later request (the product, then its related products) take another
 * pass; a page needs two or three. The bound keeps a page that keeps asking from looping.
 */
const MAX_PASSES = 4;

const requestLanguage = new AsyncLocalStorage<Language>();

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
  const loader = codeLoader(manifest);
  // Each render's requests go to the API in process, in the page's language, as a visitor.
  setApiTransport((url, init) => {
    const headers = new Headers(init.headers);
    headers.delete('authorization');
    headers.set('accept-language', requestLanguage.getStore() ?? 'ar');
    return api(url, { ...init, headers });
  });

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
    // A rendered page shows its content without its code, which only makes it interactive: the
    // code, with its screen's, is asked for once the page is painted (code-plan.ts). A shell needs
    // its code to show anything, and keeps it in its head.
    if (boot !== null && loader) {
      html = deferCode(html, loader, screen ? screenModules(manifest, screen) : []);
    }
    return html;
  }

  /** The app's shell in the address's language, for screens that render in the browser. */
  function renderShell(url: string): string {
    const lang = languageOfPath(new URL(url, origin).pathname) ?? 'ar';
    const i18n = baseI18n.withLanguage(lang);
    const title = `<title>${i18n.t('app.name')}</title>\n    <meta name="description" content="">`;
    return documentFor(lang, title, '', null);
  }

  async function renderPage(url: string): Promise<RenderedPage> {
    const address = new URL(url, origin);
    const lang = languageOfPath(address.pathname);
    if (!lang) throw new Error(`${url} has no language prefix`);
    return requestLanguage.run(lang, async () => {
      const basename = languageBase(lang);
      // The screens' code first: the string renderer cannot wait for a screen that suspends.
      const matched = await loadMatchedScreens(serverRoutes, address, basename);
      const store = makeStore();
      const i18n = baseI18n.withLanguage(lang);
      const collector = createRequestCollector();

      let head: PageHead = createPageHead();
      const tree = (): ReactNode => {
        head = createPageHead();
        return (
          <AppProviders store={store} i18n={i18n} origin={origin}>
            <RequestCollectorContext value={collector}>
              <PageHeadContext value={head}>
                <StaticRouter basename={basename} location={address.pathname + address.search}>
                  <AppRoutes routes={serverRoutes} />
                </StaticRouter>
              </PageHeadContext>
            </RequestCollectorContext>
          </AppProviders>
        );
      };
      let body = renderToString(tree());
      for (let pass = 1; pass < MAX_PASSES && (await collector.settle()) > 0; pass += 1) {
        body = renderToString(tree());
      }

      const appPath = address.pathname.slice(basename.length) || '/';
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
      // Every address under the prefix matches (the not-found screen is the last route).
      const status = matched.length === 0 ? 404 : head.status;
      const screen = matched
        .map((route) => (route.handle as { screen?: string } | undefined)?.screen)
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
