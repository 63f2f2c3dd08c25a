import { mobileCodeRequestBodySchema } from '@dukkan/contracts';
import { Stack, Text } from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { requestMobileCode } from '../../../app/auth/auth.thunks';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { MobileField } from './account-fields';
import { MobileCodeStep } from './mobile-code-step';
import { SubmitButton } from './submit-button';

interface MobileSignInFormProps {
  /** On the registration page the name is asked for with the code, as the shopper is new. */
  askName?: boolean;
}

/**
 * Sign-in (and sign-up) by mobile number: the number, then the 6-digit code texted to it. A new
 * number also needs a name; the page signed in by the slice redirects as after an e-mail sign-in.
 */
export function MobileSignInForm({ askName = false }: MobileSignInFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState(0);
  const form = useSchemaForm(mobileCodeRequestBodySchema, { mobile: '' });
  const { submitting, onSubmit } = useFormSubmit(form, async ({ mobile }) => {
    const result = await dispatch(requestMobileCode(mobile)).unwrap();
    notify.success(result.message, t('mobileSignIn.codeSent'));
    setSentTo(mobile);
    setSentAt(Date.now());
  });

  if (sentTo) {
    return (
      <MobileCodeStep
        mobile={sentTo}
        sentAt={sentAt}
        askName={askName}
        onResent={() => setSentAt(Date.now())}
        onChangeMobile={() => setSentTo(null)}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          {t(askName ? 'mobileSignIn.registerIntro' : 'mobileSignIn.intro')}
        </Text>
        <MobileField
          {...form.inputProps('mobile')}
          label={t('mobileSignIn.mobile')}
          autoComplete="tel-national"
          data-autofocus
        />
        <SubmitButton size="md" loading={submitting} icon={IconMessage2}>
          {t('mobileSignIn.sendCode')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
