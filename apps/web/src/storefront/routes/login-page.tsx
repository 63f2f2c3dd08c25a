import { loginBodySchema } from '@dukkan/contracts';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAt, IconLock, IconLogin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { selectAuth } from '../../app/auth/auth.slice';
import { loginUser } from '../../app/auth/auth.thunks';
import { afterLoginPath } from '../../app/guards/login-redirect';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../app/notify';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AuthCard } from '../features/account/auth-card';

export default function LoginPage() {
  const { t } = useTranslation();
  usePageMeta(t('login.title'), t('login.subtitle'));
  const dispatch = useAppDispatch();
  const { isAuthenticated, role } = useAppSelector(selectAuth);
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const form = useSchemaForm(loginBodySchema, { email: '', password: '' });

  // Signed in (just now, or already when arriving): go where the visitor was heading.
  if (isAuthenticated)
    return <Navigate to={afterLoginPath(params.get('redirect'), role)} replace />;

  const onSubmit = form.handleSubmit(async (body) => {
    setSubmitting(true);
    try {
      const result = await dispatch(loginUser(body)).unwrap();
      notify.success(result.message, t('login.success'));
    } catch (error) {
      form.showServerErrors(error);
      notify.error(error);
    } finally {
      setSubmitting(false);
    }
  });

  const registerLink = params.get('redirect')
    ? `/register?redirect=${encodeURIComponent(params.get('redirect') ?? '')}`
    : '/register';

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={registerLink} fw={600}>
            {t('login.createAccount')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.inputProps('email')}
            type="email"
            label={t('login.email')}
            autoComplete="email"
            leftSection={<IconAt size={18} aria-hidden />}
            required
          />
          <PasswordInput
            {...form.inputProps('password')}
            label={t('login.password')}
            autoComplete="current-password"
            leftSection={<IconLock size={18} aria-hidden />}
            required
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" fz="sm" fw={600}>
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button
            type="submit"
            size="md"
            loading={submitting}
            leftSection={<IconLogin size={18} aria-hidden />}
          >
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
