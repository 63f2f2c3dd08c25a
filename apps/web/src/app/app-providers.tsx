import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Translator } from '../i18n/translator';
import { TranslatorContext } from '../i18n/translator-context';
import { LanguageSync } from './language-sync';
import type { AppStore } from './store';
import { SiteOriginContext } from './ssr/site-origin';
import { ToastHost } from './toast-host';

/**
 * Everything around the router, the same in the browser and on the server: the store and the
 * language (one translator per server render). The UI kit's provider is not here: the parts that
 * use the kit's components bring it with their code (KitProvider).
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
  return (
    <SiteOriginContext value={origin}>
      <Provider store={store}>
        <TranslatorContext value={i18n}>
          <LanguageSync />
          {children}
          <ToastHost />
        </TranslatorContext>
      </Provider>
    </SiteOriginContext>
  );
}
