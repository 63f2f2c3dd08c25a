import { SegmentedControl } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

export type SignInMethod = 'mobile' | 'email';

/** "Mobile number" / "E-mail" above the sign-in and registration forms. */
export function SignInMethodSwitch({
  value,
  onChange,
}: {
  value: SignInMethod;
  onChange: (method: SignInMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      fullWidth
      radius="md"
      aria-label={t('mobileSignIn.method')}
      value={value}
      onChange={(next) => onChange(next as SignInMethod)}
      data={[
        { value: 'mobile', label: t('mobileSignIn.mobileTab') },
        { value: 'email', label: t('mobileSignIn.emailTab') },
      ]}
    />
  );
}
