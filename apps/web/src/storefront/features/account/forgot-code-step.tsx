import { verifyOtpBodySchema } from '@dukkan/contracts';
import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { forgetPassword, verifyOtp } from '../../../app/auth/auth.thunks';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { isolate } from '../../../lib/isolate';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { CodeResendLink } from './code-resend-link';
import { SubmitButton } from './submit-button';
import { useFormSubmit } from '../../../lib/use-form-submit';

interface ForgotCodeStepProps {
  email: string;
  onVerified: (resetToken: string) => void;
  onChangeEmail: () => void;
}

/** Step 2: the 6-digit code from the e-mail, exchanged for a one-time reset token. */
export function ForgotCodeStep({ email, onVerified, onChangeEmail }: ForgotCodeStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(verifyOtpBodySchema, { email, otp: '' });
  const { submitting, onSubmit } = useFormSubmit(form, async (body) => {
    const result = await dispatch(verifyOtp(body)).unwrap();
    onVerified(result.data.resetToken);
  });

  async function sendAgain() {
    const result = await dispatch(forgetPassword(email)).unwrap();
    notify.success(result.message, t('forgot.codeSent'));
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t('forgot.codeIntro', { email: isolate(email) })}</Text>
        <TextInput
          {...form.inputProps('otp')}
          label={t('forgot.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          data-autofocus
          classNames={{ input: 'otp-input' }}
        />
        <SubmitButton size="md" loading={submitting} icon={IconShieldCheck}>
          {t('forgot.verify')}
        </SubmitButton>
        <Group justify="space-between" gap="xs">
          <CodeResendLink send={sendAgain} />
          <Anchor component="button" type="button" fz="sm" fw={600} onClick={onChangeEmail}>
            {t('forgot.changeEmail')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
