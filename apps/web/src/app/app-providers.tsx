import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { directionOf } from '../i18n/language';
import type { Translator } from '../i18n/translator';
import { TranslatorContext } from '../i18n/translator-context';
import { LanguageSync } from './language-sync';
import type { AppStore } from './store';
import { SiteOriginContext } from './ssr/site-origin';
import { cssVariablesResolver, theme } from './theme';
import { ThemeVariables } from './theme-variables';
import { ToastHost } from './toast-host';

/**
 * Everything around the router, the same in the browser and on the server: the store, the
 * language (one translator per server render), Mantine with the language's direction.
 */
export function AppProviders({
  store,
  i18n,
  origin,
  children,
}: {
  store: AppStore;
  i18n: Translator;
  origin: string;
  children: ReactNode;
}) {
  const direction = directionOf(i18n.language);
  return (
    <SiteOriginContext value={origin}>
      <Provider store={store}>
        <TranslatorContext value={i18n}>
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
        </TranslatorContext>
      </Provider>
    </SiteOriginContext>
  );
}
