import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { directionOf, isLanguage } from '../i18n/language';
import { LanguageSync } from './language-sync';
import type { AppStore } from './store';
import { SiteOriginContext } from './ssr/site-origin';
import { cssVariablesResolver, theme } from './theme';
import { ThemeVariables } from './theme-variables';
import { ToastHost } from './toast-host';

/**
 * Everything around the router, the same in the browser and on the server: the store, the
 * language (one i18next instance per server render), Mantine with the language's direction.
 */
export function AppProviders({
  store,
  i18n,
  origin,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  origin: string;
  children: ReactNode;
}) {
  const direction = directionOf(isLanguage(i18n.language) ? i18n.language : 'en');
  return (
    <SiteOriginContext value={origin}>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <DirectionProvider initialDirection={direction} detectDirection={false}>
            <MantineProvider
              theme={theme}
              cssVariablesResolver={cssVariablesResolver}
              defaultColorScheme="light"
              withCssVariables={false}
            >
              <ThemeVariables />
              <LanguageSync />
              {children}
              <ToastHost />
            </MantineProvider>
          </DirectionProvider>
        </I18nextProvider>
      </Provider>
    </SiteOriginContext>
  );
}
