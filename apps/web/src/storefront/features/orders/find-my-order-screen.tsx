import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusScreen } from '../../../components/status-screen';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * A guest's page that cannot open here (decision 022): no access token in this tab (another tab,
 * another device, the tab's storage cleared), or a token the order does not know. "Find my order"
 * shows where the order stands instead.
 */
export function FindMyOrderScreen({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <StatusScreen icon={IconSearch} color="orange" title={title} body={body}>
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

/** A guest's payment page opened without the order's token. */
export function GuestPaymentLost() {
  const { t } = useTranslation();
  return (
    <FindMyOrderScreen
      title={t('guestCheckout.pay.lostTitle')}
      body={t('guestCheckout.pay.lostBody')}
    />
  );
}
