import { Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { LoadError } from '../../../components/load-error';
import { localName } from '../../../lib/local-name';
import { useLanguage } from '../../../i18n/use-language';
import { selectDeliveryState } from '../../../shopping/delivery.slice';
import { fetchDeliveryMethods } from '../../../shopping/delivery.thunks';
import { useDigits } from '../../../lib/digits-context';
import { formatMoney } from '../../../lib/format-number';
import { CheckoutSection } from './checkout-section';
import { ChoiceCard } from './choice-card';
import { deliveryEstimate } from '../../components/delivery-estimate';

interface DeliveryChoiceProps {
  value: number | null;
  onChange: (id: number) => void;
  problem: string | null;
}

/** Step 3: the active delivery methods with their price ("Free" for none) and estimate. */
export function DeliveryChoice({ value, onChange, problem }: DeliveryChoiceProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { deliveryMethods, status, error } = useAppSelector(selectDeliveryState);
  const reload = useCallback(() => void dispatch(fetchDeliveryMethods()), [dispatch]);

  // Methods change rarely, but prices do: load once per visit to checkout. The store is read in
  // the effect so strict mode's second run does not load twice.
  useEffect(() => {
    if (selectDeliveryState(store.getState()).status !== 'loading') reload();
  }, [store, reload]);

  let body;
  if (status === 'error' && deliveryMethods.length === 0) {
    body = (
      <LoadError
        title={t('checkout.delivery.loadFailed')}
        message={error?.message}
        onRetry={reload}
      />
    );
  } else if (status !== 'done' && deliveryMethods.length === 0) {
    body = <Skeleton h={120} radius="md" />;
  } else if (deliveryMethods.length === 0) {
    body = <Text c="dimmed">{t('checkout.delivery.empty')}</Text>;
  } else {
    body = (
      <Radio.Group
        value={value === null ? null : String(value)}
        onChange={(id) => onChange(Number(id))}
        label={t('checkout.delivery.listLabel')}
        labelProps={{ className: 'visually-hidden' }}
        name="deliveryMethodId"
      >
        <Stack gap="sm">
          {deliveryMethods.map((method) => (
            <ChoiceCard
              key={method.id}
              value={String(method.id)}
              checked={value === method.id}
              testId="delivery-choice"
              aside={
                <Text fw={700} className="choice-card__price" data-amount={method.price}>
                  {method.price === 0
                    ? t('checkout.delivery.free')
                    : formatMoney(method.price, lang, digits)}
                </Text>
              }
            >
              <Text fw={700}>{localName(method, lang)}</Text>
              <Text fz="sm" c="dimmed">
                {deliveryEstimate(method.estimatedDays, t, digits)}
              </Text>
            </ChoiceCard>
          ))}
        </Stack>
      </Radio.Group>
    );
  }

  return (
    <CheckoutSection
      step={3}
      id="checkout-delivery"
      title={t('checkout.delivery.title')}
      problem={problem}
    >
      {body}
    </CheckoutSection>
  );
}
