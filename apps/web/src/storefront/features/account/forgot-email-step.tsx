import { forgetPasswordQuerySchema } from '@dukkan/contracts';
import { Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { forgetPassword } from '../../../app/auth/auth.thunks';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { EmailField } from './account-fields';
import { SubmitButton } from './submit-button';
import { useFormSubmit } from '../../../lib/use-form-submit';

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
  const form = useSchemaForm(forgetPasswordQuerySchema, { email: initialEmail });
  const { submitting, onSubmit } = useFormSubmit(form, async ({ email }) => {
    const result = await dispatch(forgetPassword(email)).unwrap();
    notify.success(result.message, t('forgot.codeSent'));
    onSent(email);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t('forgot.emailIntro')}</Text>
        <EmailField {...form.inputProps('email')} label={t('forgot.email')} data-autofocus />
        <SubmitButton size="md" loading={submitting} icon={IconMailForward}>
          {t('forgot.sendCode')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
