import { resetPasswordBodySchema } from '@dukkan/contracts';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock, IconLockCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../../app/auth/auth.thunks';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/notify';
import { isolate } from '../../../lib/isolate';
import { useSchemaForm } from '../../../lib/use-schema-form';

interface ForgotPasswordStepProps {
  email: string;
  resetToken: string;
  onDone: () => void;
}

/** Step 3: the new password, authorised by the reset token from step 2. */
export function ForgotPasswordStep({ email, resetToken, onDone }: ForgotPasswordStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [submitting, setSubmitting] = useState(false);
  const form = useSchemaForm(resetPasswordBodySchema, {
    email,
    resetToken,
    newPassword: '',
    confirmPassword: '',
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setSubmitting(true);
    try {
      const result = await dispatch(resetPassword(body)).unwrap();
      notify.success(result.message, t('forgot.done'));
      onDone();
    } catch (error) {
      form.showServerErrors(error);
      notify.error(error);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t('forgot.passwordIntro', { email: isolate(email) })}</Text>
        <PasswordInput
          {...form.inputProps('newPassword')}
          label={t('forgot.newPassword')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          leftSection={<IconLock size={18} aria-hidden />}
          required
          data-autofocus
        />
        <PasswordInput
          {...form.inputProps('confirmPassword')}
          label={t('forgot.confirmPassword')}
          autoComplete="new-password"
          leftSection={<IconLock size={18} aria-hidden />}
          required
        />
        <Button
          type="submit"
          size="md"
          loading={submitting}
          leftSection={<IconLockCheck size={18} aria-hidden />}
        >
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
