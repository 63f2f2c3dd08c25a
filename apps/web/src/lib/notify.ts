import { toast } from 'react-toastify';
import { i18n } from '../i18n/i18n';

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
    toast.success(message || fallback);
  },
  /** Neutral news that needs no action (a feature not open yet, a hint). */
  info(message: string): void {
    toast.info(message, { toastId: message });
  },
  error(error: unknown): void {
    const message = messageOf(error);
    // The same text twice (a screen and the session watcher both reporting one 401) shows once.
    toast.error(message, { toastId: message });
  },
};
