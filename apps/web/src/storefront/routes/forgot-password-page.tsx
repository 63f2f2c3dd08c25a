import '../../app/styles/browser-screens';
import { Anchor, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { AuthCard } from '../features/account/auth-card';
import { ForgotCodeStep } from '../features/account/forgot-code-step';
import { ForgotEmailStep } from '../features/account/forgot-email-step';
import { ForgotPasswordStep } from '../features/account/forgot-password-step';

type Step =
  | { at: 'email' }
  | { at: 'code'; email: string }
  | { at: 'password'; email: string; resetToken: string };

const STEP_INDEX = { email: 0, code: 1, password: 2 } as const;

/** E-mail → 6-digit code → new password, on one screen so the e-mail and token never reach the URL. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageMeta(t('forgot.title'), t('forgot.emailIntro'));
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ at: 'email' });
  const [lastEmail, setLastEmail] = useState('');
  const stepLabels = {
    email: t('forgot.stepEmail'),
    code: t('forgot.stepCode'),
    password: t('forgot.stepPassword'),
  };

  return (
    <AuthCard
      title={t('forgot.title')}
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          {t('forgot.backToLogin')}
        </Anchor>
      }
    >
      <Text hiddenFrom="xs" fw={600} fz="sm" c="dimmed">
        {t('forgot.stepOf', { step: STEP_INDEX[step.at] + 1, label: stepLabels[step.at] })}
      </Text>
      <Stepper
        active={STEP_INDEX[step.at]}
        size="sm"
        iconSize={30}
        wrap={false}
        // Step labels are hidden on narrow phones (global.css); the line below names the step.
        className="forgot-stepper"
        allowNextStepsSelect={false}
        aria-label={t('forgot.stepsLabel')}
      >
        <Stepper.Step label={stepLabels.email}>
          {step.at === 'email' && (
            <ForgotEmailStep
              initialEmail={lastEmail}
              onSent={(email) => {
                setLastEmail(email);
                setStep({ at: 'code', email });
              }}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label={stepLabels.code}>
          {step.at === 'code' && (
            <ForgotCodeStep
              email={step.email}
              onVerified={(resetToken) =>
                setStep({ at: 'password', email: step.email, resetToken })
              }
              onChangeEmail={() => setStep({ at: 'email' })}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label={stepLabels.password}>
          {step.at === 'password' && (
            <ForgotPasswordStep
              email={step.email}
              resetToken={step.resetToken}
              onDone={() => void navigate('/login')}
            />
          )}
        </Stepper.Step>
      </Stepper>
    </AuthCard>
  );
}
