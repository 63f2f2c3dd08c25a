import '../../app/styles/browser-screens';
import { registerFieldsSchema } from '@dukkan/contracts';
import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, Navigate, useSearchParams } from 'react-router';
import { selectAuth } from '../../app/auth/auth.slice';
import { registerUser } from '../../app/auth/auth.thunks';
import { afterLoginPath } from '../../app/guards/login-redirect';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/notify';
import { ImagePicker } from '../../components/image-picker';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSchemaForm } from '../../lib/use-schema-form';
import {
  EmailField,
  MobileField,
  NameFields,
  PasswordField,
} from '../features/account/account-fields';
import { AuthCard } from '../features/account/auth-card';
import { MobileSignInForm } from '../features/account/mobile-sign-in-form';
import { SignInMethodSwitch, type SignInMethod } from '../features/account/sign-in-method-switch';
import { SubmitButton } from '../features/account/submit-button';
import { useFormSubmit } from '../../lib/use-form-submit';

const emptyRegistration = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};

export default function RegisterPage() {
  const { t } = useTranslation();
  usePageMeta(t('register.title'), t('register.subtitle'));
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { isAuthenticated, role } = useAppSelector(selectAuth);
  const [imageFile, setImageFile] = useState<File | null>(null);
  // Phone first, as on the sign-in page; the e-mail form is unchanged.
  const [method, setMethod] = useState<SignInMethod>('mobile');
  const form = useSchemaForm(registerFieldsSchema, emptyRegistration);
  const redirect = params.get('redirect');
  const loginLink = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  const { submitting, onSubmit } = useFormSubmit(form, async (fields) => {
    // Registering signs in: the redirect below then takes the shopper where they were heading.
    const result = await dispatch(registerUser({ fields, imageFile })).unwrap();
    notify.success(result.message, t('register.success'));
  });

  // Signed in by registering or by a texted code: go where the visitor was heading.
  if (isAuthenticated) return <Navigate to={afterLoginPath(redirect, role)} replace />;

  return (
    <AuthCard
      width={640}
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={loginLink} fw={600}>
            {t('register.signIn')}
          </Anchor>
        </>
      }
    >
      <SignInMethodSwitch value={method} onChange={setMethod} />
      {method === 'mobile' ? (
        <MobileSignInForm askName />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <NameFields
              firstName={{ ...form.inputProps('firstName'), label: t('register.firstName') }}
              lastName={{ ...form.inputProps('lastName'), label: t('register.lastName') }}
            />
            <EmailField {...form.inputProps('email')} label={t('register.email')} />
            <MobileField {...form.inputProps('phoneNumber')} label={t('register.phoneNumber')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <PasswordField
                {...form.inputProps('password')}
                label={t('register.password')}
                description={t('register.passwordHint')}
                // The hint goes under the box so both password boxes line up side by side.
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                autoComplete="new-password"
              />
              <PasswordField
                {...form.inputProps('confirmPassword')}
                label={t('register.confirmPassword')}
                autoComplete="new-password"
              />
            </SimpleGrid>
            <ImagePicker
              label={`${t('register.image')} (${t('common.optional')})`}
              description={t('register.imageHint')}
              placeholder={t('register.imagePlaceholder')}
              previewAlt={t('register.imagePreview')}
              value={imageFile}
              onChange={setImageFile}
              error={form.errors.imageFile}
            />
            <SubmitButton size="md" loading={submitting} icon={IconUserPlus}>
              {t('register.submit')}
            </SubmitButton>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
