import type { OnlineMethod, PaymentSettings } from '@dukkan/contracts';
import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { IconCash, IconFlask, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { ApiError } from '../../../app/api-client';
import { useAppDispatch } from '../../../app/hooks';
import { PaymentBrandMark } from '../../../components/payment-brand-mark';
import { useTranslation } from '../../../i18n/use-translation';
import { notify } from '../../../lib/notify';
import { updatePaymentSettings } from './payment-settings.api';

/** The environment variable that configures a method's HyperPay entity. */
const ENTITY_SETTING: Record<OnlineMethod, string> = {
  MADA: 'HYPERPAY_ENTITY_ID_MADA',
  CARDS: 'HYPERPAY_ENTITY_ID_CARDS',
  APPLEPAY: 'HYPERPAY_ENTITY_ID_APPLEPAY',
  STC_PAY: 'HYPERPAY_ENTITY_ID_STCPAY',
};

/** One switch per online method; cash on delivery is always offered. Saved together. */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [current, setCurrent] = useState(settings);
  const [enabled, setEnabled] = useState(
    () => new Set(settings.methods.filter((m) => m.isEnabled).map((m) => m.method)),
  );
  const [saving, setSaving] = useState(false);
  const isChanged = current.methods.some((m) => m.isEnabled !== enabled.has(m.method));

  function toggle(method: OnlineMethod, isOn: boolean) {
    setEnabled((previous) => {
      const next = new Set(previous);
      if (isOn) next.add(method);
      else next.delete(method);
      return next;
    });
  }

  async function save() {
    setSaving(true);
    try {
      const enabledMethods = current.methods.map((m) => m.method).filter((m) => enabled.has(m));
      const result = await dispatch(updatePaymentSettings({ enabledMethods })).unwrap();
      setCurrent(result.data);
      notify.success(result.message, t('paymentsAdmin.saved'));
    } catch (error) {
      notify.error(error as ApiError);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="md">
      {current.paymentMode === 'sandbox' && (
        <Alert color="yellow" variant="light" icon={<IconFlask aria-hidden />}>
          {t('paymentsAdmin.sandbox')}
        </Alert>
      )}
      {current.paymentMode === 'none' && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('paymentsAdmin.none')}
        </Alert>
      )}
      <Paper withBorder radius="md" p={0} component="ul" className="payment-settings-list">
        {current.methods.map(({ method, isConfigured }) => (
          <li
            key={method}
            className="payment-settings-row"
            data-testid={`payment-setting-${method}`}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <PaymentBrandMark method={method} />
                <Stack gap={2}>
                  <Text fw={700}>{t(`checkout.payment.methods.${method}`)}</Text>
                  {isConfigured ? (
                    <Text fz="sm" c="dimmed">
                      {t(`checkout.payment.hints.${method}`)}
                    </Text>
                  ) : (
                    <Text fz="sm" c="orange.8">
                      {t('paymentsAdmin.notConfigured')}{' '}
                      <code dir="ltr">{ENTITY_SETTING[method]}</code>
                    </Text>
                  )}
                </Stack>
              </Group>
              <Switch
                size="md"
                checked={enabled.has(method)}
                onChange={(event) => toggle(method, event.currentTarget.checked)}
                aria-label={t(`checkout.payment.methods.${method}`)}
                data-testid={`payment-switch-${method}`}
              />
            </Group>
          </li>
        ))}
        <li className="payment-settings-row">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={34} w={56} radius="sm" aria-hidden>
                <IconCash size={20} />
              </ThemeIcon>
              <Text fw={700}>{t('checkout.payment.cod')}</Text>
            </Group>
            <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
              {t('paymentsAdmin.always')}
            </Badge>
          </Group>
        </li>
      </Paper>
      <Group>
        <Button
          onClick={() => void save()}
          loading={saving}
          disabled={!isChanged}
          data-testid="payment-settings-save"
        >
          {t('paymentsAdmin.save')}
        </Button>
      </Group>
    </Stack>
  );
}
