import { mobileSignInBodySchema } from '@dukkan/contracts';
import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLogin, IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { mobileSignIn, requestMobileCode } from '../../../app/auth/auth.thunks';
import { useAppDispatch } from '../../../app/hooks';
import { isolate } from '../../../lib/isolate';
import { toLocalMobile } from '../../../lib/local-mobile';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { SubmitButton } from './submit-button';

/** A new code may be asked for this long after the last one (the server also limits per hour). */
const RESEND_AFTER_SECONDS = 60;

interface MobileCodeStepProps {
  mobile: string;
  /** When the last code was sent (ms), for the resend countdown. */
  sentAt: number;
  askName: boolean;
  onResent: () => void;
  onChangeMobile: () => void;
}

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

/** Step 2: the texted code, and the name when the number has no account yet. */
export function MobileCodeStep({
  mobile,
  sentAt,
  askName,
  onResent,
  onChangeMobile,
}: MobileCodeStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // The server asks for the name (422 naming `name`) only once the code proved right.
  const [needsName, setNeedsName] = useState(askName);
  const [resending, setResending] = useState(false);
  const secondsLeft = useSecondsLeft(sentAt);
  const form = useSchemaForm(mobileSignInBodySchema, { mobile, code: '', name: '' });
  const { submitting, onSubmit } = useFormSubmit(form, async (body) => {
    try {
      const result = await dispatch(mobileSignIn(body)).unwrap();
      notify.success(result.message, t('login.success'));
    } catch (error) {
      const { statusCode, data } = error as { statusCode?: number; data?: unknown };
      if (statusCode === 422 && data && typeof data === 'object' && 'name' in data)
        setNeedsName(true);
      throw error;
    }
  });

  async function resend() {
    setResending(true);
    try {
      const result = await dispatch(requestMobileCode(mobile)).unwrap();
      notify.success(result.message, t('mobileSignIn.codeSent'));
      onResent();
    } catch (error) {
      notify.error(error);
    } finally {
      setResending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">
          {t('mobileSignIn.codeIntro', { mobile: isolate(toLocalMobile(mobile)) })}
        </Text>
        <TextInput
          {...form.inputProps('code')}
          label={t('mobileSignIn.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          data-autofocus
          classNames={{ input: 'otp-input' }}
        />
        {needsName && (
          <TextInput
            {...form.inputProps('name')}
            label={t('mobileSignIn.name')}
            description={t('mobileSignIn.nameHint')}
            autoComplete="name"
            leftSection={<IconUser size={18} aria-hidden />}
            required
          />
        )}
        <SubmitButton size="md" loading={submitting} icon={IconLogin}>
          {t('mobileSignIn.submit')}
        </SubmitButton>
        <Group justify="space-between" gap="xs">
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
            {secondsLeft > 0
              ? t('mobileSignIn.resendIn', { seconds: secondsLeft })
              : t('mobileSignIn.resend')}
          </Anchor>
          <Anchor component="button" type="button" fz="sm" fw={600} onClick={onChangeMobile}>
            {t('mobileSignIn.changeMobile')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
