import { DirectionProvider, MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../i18n/i18n';
import { directionOf, isLanguage } from '../i18n/language';
import { LanguageSync } from './language-sync';
import { router } from './router';
import { store } from './store';
import { cssVariablesResolver, theme } from './theme';
import { ToastHost } from './toast-host';

export function App() {
  const initialDirection = directionOf(isLanguage(i18n.language) ? i18n.language : 'en');
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <DirectionProvider initialDirection={initialDirection} detectDirection={false}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            defaultColorScheme="light"
          >
            <LanguageSync />
            <RouterProvider router={router} />
            <ToastHost />
          </MantineProvider>
        </DirectionProvider>
      </I18nextProvider>
    </Provider>
  );
}
