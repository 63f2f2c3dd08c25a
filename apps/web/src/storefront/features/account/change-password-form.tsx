import { changePasswordBodySchema } from '@dukkan/contracts';
import { Alert, Group, Stack } from '@mantine/core';
import { IconInfoCircle, IconKey } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { changePassword } from '../../../app/auth/auth.thunks';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { PasswordField } from './account-fields';
import { SubmitButton } from './submit-button';
import { useFormSubmit } from '../../../lib/use-form-submit';

/** A successful change ends the session (the old token stops working), so it leads to sign-in. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useSchemaForm(changePasswordBodySchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const { submitting, onSubmit } = useFormSubmit(
    form,
    async (body) => {
      const result = await dispatch(changePassword(body)).unwrap();
      notify.success(result.message, t('profile.passwordChanged'));
      void navigate('/login', { replace: true });
    },
    { leavesOnSuccess: true },
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={480}>
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />} color="brand">
          {t('profile.passwordNote')}
        </Alert>
        <PasswordField
          {...form.inputProps('currentPassword')}
          label={t('profile.currentPassword')}
          autoComplete="current-password"
        />
        <PasswordField
          {...form.inputProps('newPassword')}
          label={t('profile.newPassword')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
        />
        <PasswordField
          {...form.inputProps('confirmPassword')}
          label={t('profile.confirmPassword')}
          autoComplete="new-password"
        />
        <Group>
          <SubmitButton loading={submitting} icon={IconKey}>
            {t('profile.changePassword')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
