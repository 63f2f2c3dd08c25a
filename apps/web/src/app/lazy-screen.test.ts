import { createElement, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Outlet, StaticRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { TranslatorContext } from '../i18n/translator-context';
import { isLazyScreen, lazyScreen } from './lazy-screen';
import { AppRoutes, loadMatchedScreens, matchedScreensReady } from './router';

/** A screen module whose fetches are counted, and which fails while `failing` is set. */
function screenModule(text: string) {
  const fetches = { count: 0, failing: false };
  const load = async () => {
    fetches.count += 1;
    if (fetches.failing) throw new Error('chunk failed');
    return { default: () => createElement('p', null, text) };
  };
  return { fetches, screen: lazyScreen(load, { kit: false }) };
}

function tableOf(home: RouteObject['Component'], about: RouteObject['Component']): RouteObject[] {
  const layout = () =>
    createElement(
      Suspense,
      { fallback: createElement('i', null, 'loading') },
      createElement(Outlet),
    );
  return [
    {
      Component: layout,
      children: [
        { path: '/', children: [{ index: true, Component: home }] },
        { path: '/about', Component: about },
      ],
    },
  ];
}

const render = (table: RouteObject[], location: string) =>
  renderToStaticMarkup(
    createElement(
      TranslatorContext,
      { value: i18n },
      createElement(
        StaticRouter,
        { basename: '/en', location },
        createElement(AppRoutes, { routes: table }),
      ),
    ),
  );

describe('lazy screens', () => {
  it('fetch only the screens an address matches, once, before the first render', async () => {
    const home = screenModule('home');
    const about = screenModule('about');
    const table = tableOf(home.screen, about.screen);

    const matched = await loadMatchedScreens(table, '/en/about', '/en');
    expect(matched.at(-1)?.path).toBe('/about');
    expect([home.fetches.count, about.fetches.count]).toEqual([0, 1]);
    expect(render(table, '/en/about')).toBe('<p>about</p>');

    await loadMatchedScreens(table, '/en/about', '/en');
    expect(about.fetches.count).toBe(1);
  });

  it('suspend until their code has arrived, which a navigation waits for', async () => {
    const home = screenModule('home');
    const table = tableOf(home.screen, screenModule('about').screen);
    expect(matchedScreensReady(table, '/en', '/en')).toBe(false);
    // The string renderer cannot wait for a suspending screen (the server loads them first).
    expect(() => render(table, '/en')).toThrow(/renderToStringAsync/);
    await home.screen.load();
    expect(matchedScreensReady(table, '/en', '/en')).toBe(true);
    expect(render(table, '/en')).toBe('<p>home</p>');
  });

  it('fetch the screens of a table a screen brings (the dashboard’s) under its path', async () => {
    const orders = screenModule('orders');
    const area = lazyScreen(
      async () => ({
        default: () => createElement('p', null, 'area'),
        routes: [{ path: 'orders', Component: orders.screen }],
      }),
      { kit: false },
    );
    const table: RouteObject[] = [{ path: '/dashboard/*', Component: area }];
    expect(matchedScreensReady(table, '/en/dashboard/orders', '/en')).toBe(false);

    const matched = await loadMatchedScreens(table, '/en/dashboard/orders', '/en');
    expect(matched.map((route) => route.path)).toEqual(['/dashboard/*', 'orders']);
    expect(orders.fetches.count).toBe(1);
    expect(matchedScreensReady(table, '/en/dashboard/orders', '/en')).toBe(true);
    expect(matchedScreensReady(table, '/en/dashboard/users', '/en')).toBe(true);
  });

  it('share one download while it runs, and try again after a failed one', async () => {
    const { fetches, screen } = screenModule('home');
    fetches.failing = true;
    const first = screen.load();
    expect(screen.load()).toBe(first);
    await expect(first).rejects.toThrow('chunk failed');

    fetches.failing = false;
    await expect(screen.load()).resolves.toBeTypeOf('function');
    expect(fetches.count).toBe(2);
  });

  it('are told apart from the routes’ other components', () => {
    expect(isLazyScreen(screenModule('home').screen)).toBe(true);
    expect(isLazyScreen(() => null)).toBe(false);
    expect(isLazyScreen(undefined)).toBe(false);
  });
});
