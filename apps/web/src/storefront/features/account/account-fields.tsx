import {
  PasswordInput,
  SimpleGrid,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { IconAt, IconDeviceMobile, IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';

// The account forms (sign-in, registration, profile, password reset) ask for the same fields;
// these keep their type, autofill hint, icon and "required" alike. Callers add name, value,
// label and anything particular to one form.

export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      type="email"
      autoComplete="email"
      leftSection={<IconAt size={18} aria-hidden />}
      required
      {...props}
    />
  );
}

export function MobileField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      description={t('register.phoneHint')}
      autoComplete="tel"
      leftSection={<IconDeviceMobile size={18} aria-hidden />}
      required
      {...props}
    />
  );
}

export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput leftSection={<IconLock size={18} aria-hidden />} required {...props} />;
}

/** First and last name side by side (stacked on phones). */
export function NameFields({
  firstName,
  lastName,
}: {
  firstName: TextInputProps;
  lastName: TextInputProps;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput autoComplete="given-name" required {...firstName} />
      <TextInput autoComplete="family-name" required {...lastName} />
    </SimpleGrid>
  );
}
