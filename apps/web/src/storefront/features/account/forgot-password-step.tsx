import { resetPasswordBodySchema } from '@dukkan/contracts';
import { Stack, Text } from '@mantine/core';
import { IconLockCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { resetPassword } from '../../../app/auth/auth.thunks';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { isolate } from '../../../lib/isolate';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { PasswordField } from './account-fields';
import { SubmitButton } from './submit-button';
import { useFormSubmit } from '../../../lib/use-form-submit';

interface ForgotPasswordStepProps {
  email: string;
  resetToken: string;
  onDone: () => void;
}

/** Step 3: the new password, authorised by the reset token from step 2. */
export function ForgotPasswordStep({ email, resetToken, onDone }: ForgotPasswordStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(resetPasswordBodySchema, {
    email,
    resetToken,
    newPassword: '',
    confirmPassword: '',
  });
  const { submitting, onSubmit } = useFormSubmit(form, async (body) => {
    const result = await dispatch(resetPassword(body)).unwrap();
    notify.success(result.message, t('forgot.done'));
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t('forgot.passwordIntro', { email: isolate(email) })}</Text>
        <PasswordField
          {...form.inputProps('newPassword')}
          label={t('forgot.newPassword')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          data-autofocus
        />
        <PasswordField
          {...form.inputProps('confirmPassword')}
          label={t('forgot.confirmPassword')}
          autoComplete="new-password"
        />
        <SubmitButton size="md" loading={submitting} icon={IconLockCheck}>
          {t('forgot.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
