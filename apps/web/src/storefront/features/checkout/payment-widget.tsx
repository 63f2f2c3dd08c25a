import type { PaymentCheckout } from '@dukkan/contracts';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';

declare global {
  interface Window {
    /** Read by the gateway's widget script when it loads (HyperPay COPYandPAY). */
    wpwlOptions?: {
      locale: string;
      style: string;
      onReady?: () => void;
      /** COPYandPAY's brand detection: the brands of the card number being typed. */
      brandDetection?: boolean;
      brandDetectionType?: 'binlist';
      onDetectBrand?: (brands: string[]) => void;
    };
    /** Set by the real widget; `unload()` lets it be loaded again for another checkout. */
    wpwl?: { unload?: () => void };
  }
}

type WidgetState = 'loading' | 'ready' | 'failed';

/**
 * The gateway's card form. Exactly HyperPay's COPYandPAY contract: set `wpwlOptions`, load the
 * checkout's script, and leave an empty `form.paymentWidgets` whose action is where the shopper
 * lands after paying; the script fills the form with the card fields and posts it to the
 * gateway, so card numbers never pass through this app. The form is keyed by checkout and
 * language: a new one is rendered, then filled by a freshly loaded script.
 */
export function PaymentWidget({
  checkout,
  resultPath,
  onMadaCard,
}: {
  checkout: PaymentCheckout;
  /** The storefront page the gateway returns the shopper to (it appends `resourcePath`). */
  resultPath: string;
  /** A mada card typed in a Visa / Mastercard form (it must be paid through mada). */
  onMadaCard?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [state, setState] = useState<WidgetState>('loading');
  const madaCard = useRef(onMadaCard);
  madaCard.current = onMadaCard;
  const isCards = checkout.method === 'CARDS';

  useEffect(() => {
    setState('loading');
    window.wpwlOptions = {
      locale: lang,
      style: 'card',
      onReady: () => setState('ready'),
      // The gateway's BIN list knows mada cards (many carry a Visa or Mastercard logo too).
      brandDetection: true,
      brandDetectionType: 'binlist',
      onDetectBrand: (brands) => {
        if (isCards && brands.includes('MADA')) madaCard.current?.();
      },
    };
    const script = document.createElement('script');
    script.src = checkout.widgetUrl;
    script.async = true;
    script.addEventListener('load', () => setState('ready'));
    script.addEventListener('error', () => setState('failed'));
    document.body.append(script);
    return () => {
      script.remove();
      window.wpwl?.unload?.();
    };
  }, [checkout.widgetUrl, lang, isCards]);

  return (
    <div className="payment-widget" data-testid="payment-widget" data-state={state}>
      {state === 'loading' && (
        <Group gap="xs" c="dimmed" role="status">
          <Loader size="sm" />
          <Text fz="sm">{t('checkout.pay.formLoading')}</Text>
        </Group>
      )}
      {state === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('checkout.pay.formFailed')}
        </Alert>
      )}
      <form
        key={`${checkout.checkoutId}:${lang}`}
        action={`${window.location.origin}${resultPath}`}
        className="paymentWidgets"
        data-brands={checkout.brands}
        aria-label={t('checkout.pay.formLabel')}
      />
    </div>
  );
}
