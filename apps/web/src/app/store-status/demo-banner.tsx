import { useTranslation } from '../../i18n/use-translation';
import { useStoreStatus } from './use-store-status';
import './demo-banner.css';

/**
 * Says that this is the demo shop, on every storefront and dashboard page, and that test cards
 * are accepted when the payment sandbox is on. Nothing is shown for a real shop (or before the
 * status has loaded). `inset` draws it as a card inside the dashboard's content area.
 */
export function DemoBanner({ inset = false }: { inset?: boolean }) {
  const { t } = useTranslation();
  const status = useStoreStatus();
  if (!status?.demo) return null;
  return (
    <div
      role="note"
      aria-label={t('demo.label')}
      className={inset ? 'demo-banner demo-banner--inset' : 'demo-banner'}
      data-testid="demo-banner"
    >
      <span className="demo-banner__label">{t('demo.label')}</span>
      <span>{t('demo.body')}</span>
      {status.paymentMode === 'sandbox' && <span> {t('demo.testCards')}</span>}
    </div>
  );
}
