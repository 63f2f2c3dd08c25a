import { Anchor } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { notify } from '../../../lib/notify';

/**
 * A new code may be asked for this long after the last one: a text message or an e-mail can take
 * a while to arrive, and each one sent costs the shop (the server also limits codes per hour).
 */
const RESEND_AFTER_SECONDS = 60;

function useSecondsLeft(sentAt: number): number {
  const left = () => Math.max(0, RESEND_AFTER_SECONDS - Math.floor((Date.now() - sentAt) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `sentAt`
  }, [sentAt]);
  return seconds;
}

interface CodeResendLinkProps {
  /** Sends a new code (and says so); a refusal is shown by this link. */
  send: () => Promise<void>;
  /** When the code being typed was sent (ms); the step's first render when not given. */
  sentAt?: number;
}

/** "Send a new code" under a code field, counting down for a minute after each code sent. */
export function CodeResendLink({ send, sentAt }: CodeResendLinkProps) {
  const { t } = useTranslation();
  const [lastSentAt, setLastSentAt] = useState(() => sentAt ?? Date.now());
  const [resending, setResending] = useState(false);
  const secondsLeft = useSecondsLeft(lastSentAt);

  async function resend() {
    setResending(true);
    try {
      await send();
      setLastSentAt(Date.now());
    } catch (error) {
      notify.error(error);
    } finally {
      setResending(false);
    }
  }

  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      fw={600}
      onClick={() => void resend()}
      disabled={resending || secondsLeft > 0}
      c={secondsLeft > 0 ? 'dimmed' : undefined}
      aria-live="polite"
    >
      {secondsLeft > 0 ? t('codes.resendIn', { seconds: secondsLeft }) : t('codes.resend')}
    </Anchor>
  );
}
