import type { toast as Toast } from 'react-toastify';
import { wantToasts } from '../app/toast-demand';
import { i18n } from '../i18n/i18n';

/** Sends a toast once the library is loaded (on the page's first toast; see toast-demand.ts). */
function show(send: (toast: typeof Toast) => void): void {
  wantToasts();
  void import('react-toastify').then(({ toast }) => send(toast));
}

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return i18n.t('errors.network');
}

/**
 * The one way screens report outcomes. Server messages arrive translated (Accept-Language), so
 * they are shown as they are; the fallback covers answers without a message.
 */
export const notify = {
  success(message: string | null | undefined, fallback: string): void {
    show((toast) => toast.success(message || fallback));
  },
  /** Neutral news that needs no action (a feature not open yet, a hint). */
  info(message: string): void {
    show((toast) => toast.info(message, { toastId: message }));
  },
  error(error: unknown): void {
    const message = messageOf(error);
    // The same text twice (a screen and the session watcher both reporting one 401) shows once.
    show((toast) => toast.error(message, { toastId: message }));
  },
};
