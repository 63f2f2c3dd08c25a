import { registerFieldsSchema } from '@dukkan/contracts';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAt, IconDeviceMobile, IconLock, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { selectAuth } from '../../app/auth/auth.slice';
import { registerUser } from '../../app/auth/auth.thunks';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../app/notify';
import { ImagePicker } from '../../components/image-picker';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AuthCard } from '../features/account/auth-card';

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
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isAuthenticated } = useAppSelector(selectAuth);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useSchemaForm(registerFieldsSchema, emptyRegistration);

  if (isAuthenticated) return <Navigate to="/" replace />;

  const redirect = params.get('redirect');
  const loginLink = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';

  const onSubmit = form.handleSubmit(async (fields) => {
    setSubmitting(true);
    try {
      const result = await dispatch(registerUser({ fields, imageFile })).unwrap();
      notify.success(result.message, t('register.success'));
      void navigate(loginLink);
    } catch (error) {
      form.showServerErrors(error);
      notify.error(error);
    } finally {
      setSubmitting(false);
    }
  });

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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              {...form.inputProps('firstName')}
              label={t('register.firstName')}
              autoComplete="given-name"
              required
            />
            <TextInput
              {...form.inputProps('lastName')}
              label={t('register.lastName')}
              autoComplete="family-name"
              required
            />
          </SimpleGrid>
          <TextInput
            {...form.inputProps('email')}
            type="email"
            label={t('register.email')}
            autoComplete="email"
            leftSection={<IconAt size={18} aria-hidden />}
            required
          />
          <TextInput
            {...form.inputProps('phoneNumber')}
            type="tel"
            inputMode="tel"
            label={t('register.phoneNumber')}
            description={t('register.phoneHint')}
            autoComplete="tel"
            leftSection={<IconDeviceMobile size={18} aria-hidden />}
            required
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PasswordInput
              {...form.inputProps('password')}
              label={t('register.password')}
              description={t('register.passwordHint')}
              // The hint goes under the box so both password boxes line up side by side.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="new-password"
              leftSection={<IconLock size={18} aria-hidden />}
              required
            />
            <PasswordInput
              {...form.inputProps('confirmPassword')}
              label={t('register.confirmPassword')}
              autoComplete="new-password"
              leftSection={<IconLock size={18} aria-hidden />}
              required
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
          <Button
            type="submit"
            size="md"
            loading={submitting}
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
