import { mobileCodeRequestBodySchema, verifyMobileBodySchema, type User } from '@dukkan/contracts';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceMobile, IconMessage2, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { requestMobileCode, verifyMobile } from '../../../app/auth/auth.thunks';
import { useAppDispatch } from '../../../app/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { isolate } from '../../../lib/isolate';
import { toLocalMobile } from '../../../lib/local-mobile';
import { notify } from '../../../lib/notify';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { MobileField } from './account-fields';
import { CodeResendLink } from './code-resend-link';
import { SubmitButton } from './submit-button';

/**
 * The profile's sign-in mobile (decision 017's "add a mobile"): the number, then the 6-digit code
 * texted to it, with a new code offered a minute after each one. Staff accounts do not sign in by
 * code, so the screen shows this to shoppers only.
 */
export function AccountMobileSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'shown' | 'number' | { sentTo: string; sentAt: number }>(
    'shown',
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="account-mobile">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('profile.mobile.title')}
        </Title>
        {step === 'shown' ? (
          <>
            <Text c="dimmed" fz="sm">
              {user.mobile
                ? t('profile.mobile.current', { mobile: isolate(toLocalMobile(user.mobile)) })
                : t('profile.mobile.none')}
            </Text>
            <Group>
              <Button
                variant="light"
                leftSection={<IconDeviceMobile size={18} aria-hidden />}
                onClick={() => setStep('number')}
                data-testid="add-sign-in-mobile"
              >
                {user.mobile ? t('profile.mobile.change') : t('profile.mobile.add')}
              </Button>
            </Group>
          </>
        ) : step === 'number' ? (
          <NumberStep
            onSent={(sentTo) => setStep({ sentTo, sentAt: Date.now() })}
            onCancel={() => setStep('shown')}
          />
        ) : (
          <CodeStep
            mobile={step.sentTo}
            sentAt={step.sentAt}
            onResent={() => setStep({ ...step, sentAt: Date.now() })}
            onChangeMobile={() => setStep('number')}
            onDone={() => setStep('shown')}
          />
        )}
      </Stack>
    </Paper>
  );
}

function NumberStep(props: { onSent: (mobile: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(mobileCodeRequestBodySchema, { mobile: '' });
  const { submitting, onSubmit } = useFormSubmit(form, async ({ mobile }) => {
    const result = await dispatch(requestMobileCode(mobile)).unwrap();
    notify.success(result.message, t('mobileSignIn.codeSent'));
    props.onSent(mobile);
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <MobileField
          {...form.inputProps('mobile')}
          label={t('profile.mobile.mobile')}
          autoComplete="tel-national"
          data-autofocus
        />
        <Group gap="sm">
          <SubmitButton loading={submitting} icon={IconMessage2}>
            {t('profile.mobile.sendCode')}
          </SubmitButton>
          <Button variant="default" onClick={props.onCancel} disabled={submitting}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface CodeStepProps {
  mobile: string;
  sentAt: number;
  onResent: () => void;
  onChangeMobile: () => void;
  onDone: () => void;
}

function CodeStep({ mobile, sentAt, onResent, onChangeMobile, onDone }: CodeStepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(verifyMobileBodySchema, { mobile, code: '' });
  const { submitting, onSubmit } = useFormSubmit(form, async (body) => {
    const result = await dispatch(verifyMobile(body)).unwrap();
    notify.success(result.message, t('profile.mobile.verified'));
    onDone();
  });

  async function sendAgain() {
    const result = await dispatch(requestMobileCode(mobile)).unwrap();
    notify.success(result.message, t('mobileSignIn.codeSent'));
    onResent();
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          {t('profile.mobile.codeIntro', { mobile: isolate(toLocalMobile(mobile)) })}
        </Text>
        <TextInput
          {...form.inputProps('code')}
          label={t('profile.mobile.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          data-autofocus
          classNames={{ input: 'otp-input' }}
        />
        <SubmitButton loading={submitting} icon={IconShieldCheck}>
          {t('profile.mobile.verify')}
        </SubmitButton>
        <Group justify="space-between" gap="xs">
          <CodeResendLink send={sendAgain} sentAt={sentAt} />
          <Anchor component="button" type="button" fz="sm" fw={600} onClick={onChangeMobile}>
            {t('profile.mobile.changeMobile')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
