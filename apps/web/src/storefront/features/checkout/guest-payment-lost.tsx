import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusScreen } from '../../../components/status-screen';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * A guest's payment page opened without the order's access token (another tab, another device,
 * or the tab's storage cleared): "Find my order" shows where the order stands instead.
 */
export function GuestPaymentLost() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={IconSearch}
      color="orange"
      title={t('guestCheckout.pay.lostTitle')}
      body={t('guestCheckout.pay.lostBody')}
    >
      <Button
        component={Link}
        to="/find-my-order"
        leftSection={<IconSearch size={18} aria-hidden />}
      >
        {t('guestCheckout.find.title')}
      </Button>
    </StatusScreen>
  );
}
