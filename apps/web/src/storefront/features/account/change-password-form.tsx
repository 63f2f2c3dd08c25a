import { changePasswordBodySchema } from '@dukkan/contracts';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconInfoCircle, IconKey, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changePassword } from '../../../app/auth/auth.thunks';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';

/** A successful change ends the session (the old token stops working), so it leads to sign-in. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const form = useSchemaForm(changePasswordBodySchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setSubmitting(true);
    try {
      const result = await dispatch(changePassword(body)).unwrap();
      notify.success(result.message, t('profile.passwordChanged'));
      void navigate('/login', { replace: true });
    } catch (error) {
      form.showServerErrors(error);
      notify.error(error);
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={480}>
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />} color="brand">
          {t('profile.passwordNote')}
        </Alert>
        <PasswordInput
          {...form.inputProps('currentPassword')}
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          leftSection={<IconLock size={18} aria-hidden />}
          required
        />
        <PasswordInput
          {...form.inputProps('newPassword')}
          label={t('profile.newPassword')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          leftSection={<IconLock size={18} aria-hidden />}
          required
        />
        <PasswordInput
          {...form.inputProps('confirmPassword')}
          label={t('profile.confirmPassword')}
          autoComplete="new-password"
          leftSection={<IconLock size={18} aria-hidden />}
          required
        />
        <Group>
          <Button
            type="submit"
            loading={submitting}
            leftSection={<IconKey size={18} aria-hidden />}
          >
            {t('profile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
