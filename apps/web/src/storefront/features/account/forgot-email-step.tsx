import { forgetPasswordQuerySchema } from '@dukkan/contracts';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAt, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetPassword } from '../../../app/auth/auth.thunks';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';

/** Step 1: ask for a code. The API answers 200 for any address, so nothing reveals accounts. */
export function ForgotEmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [submitting, setSubmitting] = useState(false);
  const form = useSchemaForm(forgetPasswordQuerySchema, { email: initialEmail });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setSubmitting(true);
    try {
      const result = await dispatch(forgetPassword(email)).unwrap();
      notify.success(result.message, t('forgot.codeSent'));
      onSent(email);
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
        <Text c="dimmed">{t('forgot.emailIntro')}</Text>
        <TextInput
          {...form.inputProps('email')}
          type="email"
          label={t('forgot.email')}
          autoComplete="email"
          leftSection={<IconAt size={18} aria-hidden />}
          required
          data-autofocus
        />
        <Button
          type="submit"
          size="md"
          loading={submitting}
          leftSection={<IconMailForward size={18} aria-hidden />}
        >
          {t('forgot.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
