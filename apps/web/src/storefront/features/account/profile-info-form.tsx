import { updateUserInfoFieldsSchema, type User } from '@dukkan/contracts';
import { Group, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { updateUserInfo } from '../../../app/auth/auth.thunks';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { ImagePicker } from '../../../components/image-picker';
import { toLocalMobile } from '../../../lib/local-mobile';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { MobileField, NameFields } from './account-fields';
import { SubmitButton } from './submit-button';
import { useFormSubmit } from '../../../lib/use-form-submit';

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
  const form = useSchemaForm(updateUserInfoFieldsSchema, valuesOf(user));
  const { submitting, onSubmit } = useFormSubmit(form, async (fields) => {
    const result = await dispatch(updateUserInfo({ fields, imageFile })).unwrap();
    notify.success(result.message, t('profile.saved'));
    setImageFile(null);
    form.reset(valuesOf(result.data));
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
        <NameFields
          firstName={{ ...form.inputProps('firstName'), label: t('profile.firstName') }}
          lastName={{ ...form.inputProps('lastName'), label: t('profile.lastName') }}
        />
        {/* An account made by mobile sign-in has no e-mail; it signs in with its mobile. */}
        {user.email ? (
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
        ) : (
          <TextInput
            name="mobile"
            label={t('profile.signInMobile')}
            description={t('profile.signInMobileHint')}
            value={toLocalMobile(user.mobile)}
            dir="ltr"
            readOnly
            leftSection={<IconLock size={18} aria-hidden />}
            variant="filled"
          />
        )}
        <MobileField {...form.inputProps('phoneNumber')} label={t('profile.phoneNumber')} />
        <Group>
          <SubmitButton loading={submitting} icon={IconDeviceFloppy}>
            {t('common.save')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
