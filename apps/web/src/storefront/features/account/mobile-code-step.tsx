import { mobileSignInBodySchema } from '@dukkan/contracts';
import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLogin, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { mobileSignIn, requestMobileCode } from '../../../app/auth/auth.thunks';
import { useAppDispatch } from '../../../app/hooks';
import { isolate } from '../../../lib/isolate';
import { toLocalMobile } from '../../../lib/local-mobile';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { CodeResendLink } from './code-resend-link';
import { SubmitButton } from './submit-button';

interface MobileCodeStepProps {
  mobile: string;
  /** When the last code was sent (ms), for the resend countdown. */
  sentAt: number;
  askName: boolean;
  onResent: () => void;
  onChangeMobile: () => void;
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

  async function sendAgain() {
    const result = await dispatch(requestMobileCode(mobile)).unwrap();
    notify.success(result.message, t('mobileSignIn.codeSent'));
    onResent();
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
          <CodeResendLink send={sendAgain} sentAt={sentAt} />
          <Anchor component="button" type="button" fz="sm" fw={600} onClick={onChangeMobile}>
            {t('mobileSignIn.changeMobile')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
