import '../../app/styles/browser-screens';
import { loginBodySchema } from '@dukkan/contracts';
import { Anchor, Button, Divider, Group, Stack } from '@mantine/core';
import { IconLogin, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { selectAuth } from '../../app/auth/auth.slice';
import { loginUser } from '../../app/auth/auth.thunks';
import { afterLoginPath } from '../../app/guards/login-redirect';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/use-page-meta';
import { readGuestCartToken } from '../../shopping/guest-cart-token';
import { useSchemaForm } from '../../lib/use-schema-form';
import { EmailField, PasswordField } from '../features/account/account-fields';
import { AuthCard } from '../features/account/auth-card';
import { CHECKOUT_PATH, GUEST_CHECKOUT_PATH } from '../features/cart/cart-summary';
import { MobileSignInForm } from '../features/account/mobile-sign-in-form';
import { SignInMethodSwitch, type SignInMethod } from '../features/account/sign-in-method-switch';
import { SubmitButton } from '../features/account/submit-button';
import { useFormSubmit } from '../../lib/use-form-submit';

export default function LoginPage() {
  const { t } = useTranslation();
  usePageMeta(t('login.title'), t('login.subtitle'));
  const dispatch = useAppDispatch();
  const { isAuthenticated, role } = useAppSelector(selectAuth);
  const [params] = useSearchParams();
  // Phone first: Saudi shoppers expect a texted code; the e-mail form stays one tap away.
  const [method, setMethod] = useState<SignInMethod>('mobile');
  const form = useSchemaForm(loginBodySchema, { email: '', password: '' });
  const { submitting, onSubmit } = useFormSubmit(form, async (body) => {
    const result = await dispatch(loginUser(body)).unwrap();
    notify.success(result.message, t('login.success'));
  });

  // Signed in (just now, or already when arriving): go where the visitor was heading.
  if (isAuthenticated)
    return <Navigate to={afterLoginPath(params.get('redirect'), role)} replace />;

  const registerLink = params.get('redirect')
    ? `/register?redirect=${encodeURIComponent(params.get('redirect') ?? '')}`
    : '/register';

  // Sent here by checkout with a guest cart: ordering without an account is offered too (022).
  const offersGuestCheckout =
    params.get('redirect') === CHECKOUT_PATH && readGuestCartToken() !== null;

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
      <SignInMethodSwitch value={method} onChange={setMethod} />
      {method === 'mobile' ? (
        <MobileSignInForm />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <EmailField {...form.inputProps('email')} label={t('login.email')} />
            <PasswordField
              {...form.inputProps('password')}
              label={t('login.password')}
              autoComplete="current-password"
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot-password" fz="sm" fw={600}>
                {t('login.forgot')}
              </Anchor>
            </Group>
            <SubmitButton size="md" loading={submitting} icon={IconLogin}>
              {t('login.submit')}
            </SubmitButton>
          </Stack>
        </form>
      )}
      {offersGuestCheckout && (
        <>
          <Divider label={t('guestCheckout.or')} labelPosition="center" />
          <Button
            component={Link}
            to={GUEST_CHECKOUT_PATH}
            variant="light"
            size="md"
            leftSection={<IconUserQuestion size={18} aria-hidden />}
            data-testid="login-continue-as-guest"
          >
            {t('cart.continueAsGuest')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
