import { guestAccountBodySchema } from '@dukkan/contracts';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { createGuestAccount } from '../../../app/auth/auth.thunks';
import { loginPathFor } from '../../../app/guards/login-redirect';
import { useAppDispatch } from '../../../app/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { notify } from '../../../lib/notify';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { forgetGuestOrderToken } from '../../../shopping/guest-orders.api';
import { PasswordField } from '../account/account-fields';

function isConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'statusCode' in error
    ? error.statusCode === 409
    : false;
}

/**
 * "Create an account" on a guest's confirmation page (decision 022): one password; name, e-mail
 * and mobile come from the order, which moves into the new account, and the shopper is signed in.
 */
export function GuestAccountForm({ orderId, token }: { orderId: number; token: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [emailTaken, setEmailTaken] = useState(false);
  const form = useSchemaForm(guestAccountBodySchema, { password: '' });
  const { submitting, onSubmit } = useFormSubmit(
    form,
    async ({ password }) => {
      setEmailTaken(false);
      try {
        const { message } = await dispatch(
          createGuestAccount({ orderId, token, password }),
        ).unwrap();
        notify.success(message, t('guestCheckout.account.created'));
      } catch (error) {
        if (isConflict(error)) setEmailTaken(true);
        throw error;
      }
      forgetGuestOrderToken(orderId);
      void navigate(`/my-orders/${orderId}`, { replace: true });
    },
    { leavesOnSuccess: true },
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg" component="section">
      <form onSubmit={onSubmit} noValidate data-testid="guest-account-form">
        <Stack gap="md">
          <Title order={2} fz={{ base: 17, sm: 19 }}>
            {t('guestCheckout.account.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('guestCheckout.account.intro')}
          </Text>
          <PasswordField
            {...form.inputProps('password')}
            label={t('guestCheckout.account.password')}
            autoComplete="new-password"
          />
          {emailTaken && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              role="alert"
              data-testid="guest-account-email-taken"
            >
              <Text fz="sm">{t('guestCheckout.account.emailTaken')}</Text>
              <Anchor component={Link} to={loginPathFor(location)} fz="sm" fw={600}>
                {t('guestCheckout.signIn')}
              </Anchor>
            </Alert>
          )}
          <Button
            type="submit"
            loading={submitting}
            leftSection={<IconUserPlus size={18} aria-hidden />}
            data-testid="create-guest-account"
          >
            {t('guestCheckout.account.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
