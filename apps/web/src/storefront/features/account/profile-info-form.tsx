import { updateUserInfoFieldsSchema, type User } from '@dukkan/contracts';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconDeviceMobile, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUserInfo } from '../../../app/auth/auth.thunks';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/notify';
import { ImagePicker } from '../../../components/image-picker';
import { toLocalMobile } from '../../../lib/local-mobile';
import { useSchemaForm } from '../../../lib/use-schema-form';

function valuesOf(user: User) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: toLocalMobile(user.phoneNumber),
  };
}

/** "My info": names, mobile and picture; the e-mail is shown but not editable. */
export function ProfileInfoForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useSchemaForm(updateUserInfoFieldsSchema, valuesOf(user));

  const onSubmit = form.handleSubmit(async (fields) => {
    setSubmitting(true);
    try {
      const result = await dispatch(updateUserInfo({ fields, imageFile })).unwrap();
      notify.success(result.message, t('profile.saved'));
      setImageFile(null);
      form.reset(valuesOf(result.data));
    } catch (error) {
      form.showServerErrors(error);
      notify.error(error);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={640}>
        <ImagePicker
          label={t('profile.image')}
          placeholder={t('profile.changeImage')}
          description={t('register.imageHint')}
          previewAlt={t('register.imagePreview')}
          value={imageFile}
          onChange={setImageFile}
          currentUrl={user.imageUrl}
          error={form.errors.imageFile}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            {...form.inputProps('firstName')}
            label={t('profile.firstName')}
            autoComplete="given-name"
            required
          />
          <TextInput
            {...form.inputProps('lastName')}
            label={t('profile.lastName')}
            autoComplete="family-name"
            required
          />
        </SimpleGrid>
        <TextInput
          name="email"
          type="email"
          label={t('profile.email')}
          description={t('profile.emailHint')}
          value={user.email}
          readOnly
          leftSection={<IconLock size={18} aria-hidden />}
          variant="filled"
        />
        <TextInput
          {...form.inputProps('phoneNumber')}
          type="tel"
          inputMode="tel"
          label={t('profile.phoneNumber')}
          description={t('register.phoneHint')}
          autoComplete="tel"
          leftSection={<IconDeviceMobile size={18} aria-hidden />}
          required
        />
        <Group>
          <Button
            type="submit"
            loading={submitting}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
