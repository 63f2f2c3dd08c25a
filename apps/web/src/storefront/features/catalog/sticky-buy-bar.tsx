import { Button, Text } from '../../../kit';
import { IconShoppingBagPlus } from '@tabler/icons-react';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { formatCount, formatMoney } from '../../../lib/format-number';
import './sticky-buy-bar.css';
import { useDigits } from '../../../lib/digits-context';

/** On the body while the bar shows, so the page ends above it (the footer is never under it). */
const BODY_CLASS = 'has-buy-bar';

/**
 * Whether `target` is off the screen. Starts false, the same on the server and in the first
 * client render; the observer decides after hydration.
 */
function useIsOffScreen(target: RefObject<HTMLElement | null>): boolean {
  const [isOffScreen, setIsOffScreen] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setIsOffScreen(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return isOffScreen;
}

interface StickyBuyBarProps {
  /** SAR to pay for one, as the page shows it now. */
  price: number;
  /** The page's own button's words ("Add to cart", or the options still to choose). */
  label: string;
  quantity: number;
  isAdding: boolean;
  onAdd: () => void;
  /** The page's own buy buttons: the bar shows while they are off the screen. */
  watch: RefObject<HTMLElement | null>;
}

/**
 * Phones and tablets: the price to pay and "Add to cart" at the bottom of the screen while the
 * product's own buttons (under the photos) are out of view. Desktops show both columns at once,
 * so the bar is never displayed there (CSS).
 */
export function StickyBuyBar({
  price,
  label,
  quantity,
  isAdding,
  onAdd,
  watch,
}: StickyBuyBarProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const isShown = useIsOffScreen(watch);

  useEffect(() => {
    if (!isShown) return;
    document.body.classList.add(BODY_CLASS);
    return () => document.body.classList.remove(BODY_CLASS);
  }, [isShown]);

  return (
    <div
      className="sticky-buy-bar"
      data-shown={isShown}
      role="region"
      aria-label={t('shop.product.buyBar')}
      data-testid="sticky-buy-bar"
    >
      <div className="sticky-buy-bar__price">
        <Text fw={800} fz="lg" className="sticky-buy-bar__amount" data-testid="sticky-buy-price">
          {formatMoney(price, lang, digits)}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('shop.product.quantityShort', { qty: formatCount(quantity, lang, digits) })}
        </Text>
      </div>
      <Button
        size="md"
        h={44}
        leftSection={<IconShoppingBagPlus size={20} aria-hidden />}
        loading={isAdding}
        onClick={onAdd}
        data-testid="sticky-add-to-cart"
      >
        {label}
      </Button>
    </div>
  );
}
