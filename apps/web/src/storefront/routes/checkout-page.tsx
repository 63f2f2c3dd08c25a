import '../../app/styles/browser-screens';
import { Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { selectAddressesState } from '../../shopping/addresses.slice';
import { selectCartState } from '../../shopping/cart.slice';
import { fetchCart } from '../../shopping/cart.thunks';
import { selectDeliveryState } from '../../shopping/delivery.slice';
import { selectOrdersState } from '../../shopping/orders.slice';
import { fetchOrderPreview } from '../../shopping/orders.thunks';
import { selectPhonesState } from '../../shopping/phones.slice';
import { addPhone } from '../../shopping/phones.thunks';
import { selectAuth } from '../../app/auth/auth.slice';
import { notify } from '../../lib/notify';
import { ListError } from '../features/catalog/list-states';
import { useRequest } from '../../app/use-request';
import { AddressChoice } from '../features/checkout/address-choice';
import { DeliveryChoice } from '../features/checkout/delivery-choice';
import { OrderSummary } from '../features/checkout/order-summary';
import {
  offeredChoice,
  PaymentMethodChoice,
  toOrderPayment,
  useOfferedPayments,
  type CheckoutPayment,
} from '../features/checkout/payment-method-choice';
import { PhoneChoice } from '../features/checkout/phone-choice';
import {
  ACCOUNT_MOBILE_ID,
  offeredAccountMobile,
  pickOffered,
  pickPhone,
  pickSaved,
} from '../features/checkout/pick-saved';
import { usePlaceOrder } from '../features/checkout/use-place-order';
import { OrderRefusedAlert } from '../features/checkout/order-refused-alert';
import '../features/checkout/checkout.css';
import { CheckoutSkeleton } from '../features/checkout/checkout-skeleton';

/**
 * Checkout, a step of the cart: address, mobile, delivery and payment method, then the order as
 * the server will charge it. The totals come from `Order/Preview` whenever the delivery changes.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  usePageMeta(t('checkout.title'), t('checkout.description'));

  const { items } = useAppSelector(selectCartState);
  const { addresses } = useAppSelector(selectAddressesState);
  const { phones } = useAppSelector(selectPhonesState);
  const { deliveryMethods } = useAppSelector(selectDeliveryState);
  const { preview } = useAppSelector(selectOrdersState);

  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const [chosenPhone, setChosenPhone] = useState<number | null>(null);
  const [chosenDelivery, setChosenDelivery] = useState<number | null>(null);
  const [chosenPayment, setPaymentMethod] = useState<CheckoutPayment | null>(null);
  const [notes, setNotes] = useState('');
  const [attempted, setAttempted] = useState(false);

  const addressId = pickSaved(addresses, chosenAddress, (address) => address.isDefault);
  // With no saved number, the account's own mobile is preselected and saved with the order.
  const { user } = useAppSelector(selectAuth);
  const accountMobile = offeredAccountMobile(user, phones);
  const phoneNumberId = pickPhone(phones, chosenPhone, accountMobile);
  const deliveryMethodId = pickOffered(deliveryMethods, chosenDelivery);
  const paymentMethods = useOfferedPayments();
  const paymentMethod = offeredChoice(paymentMethods, chosenPayment);

  // Prices, stock and the coupon may have moved since the cart screen: load it afresh.
  const cartRequest = useRequest(() => dispatch(fetchCart({})), `cart:${lang}`);
  const previewRequest = useRequest(
    () => dispatch(fetchOrderPreview({ deliveryMethodId })),
    `${lang}:${deliveryMethodId ?? 'none'}`,
  );
  const { placeOrder, placing, isPlaced, refusal } = usePlaceOrder(() => {
    cartRequest.retry();
    previewRequest.retry();
  });

  const problems = {
    address: addressId === null ? t('checkout.address.missing') : null,
    phone: phoneNumberId === null ? t('checkout.phone.missing') : null,
    delivery: deliveryMethodId === null ? t('checkout.delivery.missing') : null,
  };
  const isComplete = !problems.address && !problems.phone && !problems.delivery;
  const hasUnavailable = items.some((item) => !item.isAvailable);

  function submit() {
    setAttempted(true);
    if (addressId === null || phoneNumberId === null || deliveryMethodId === null) {
      // After this render marks the missing steps, take the shopper to the first of them.
      requestAnimationFrame(() => {
        const step = document.querySelector<HTMLElement>('.checkout-section--problem');
        step?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        step?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
      });
      return;
    }
    void (async () => {
      const phoneId = await savedPhoneId(phoneNumberId);
      if (phoneId === null) return;
      await placeOrder({
        addressId,
        phoneNumberId: phoneId,
        deliveryMethodId,
        ...toOrderPayment(paymentMethod),
        notes,
      });
    })();
  }

  /** The saved number's id; the account's mobile is first added to the saved numbers. */
  async function savedPhoneId(id: number): Promise<number | null> {
    if (id !== ACCOUNT_MOBILE_ID || !accountMobile) return id;
    try {
      const saved = await dispatch(
        addPhone({ number: accountMobile, isPrimary: phones.length === 0 }),
      ).unwrap();
      setChosenPhone(saved.data.id);
      return saved.data.id;
    } catch (error) {
      notify.error(error);
      return null;
    }
  }

  const backLink = (
    <Anchor
      component={Link}
      to="/cart"
      fz="sm"
      className="checkout-back"
      data-testid="back-to-cart"
    >
      <IconArrowLeft size={16} aria-hidden className="checkout-back__icon" />
      {t('checkout.backToCart')}
    </Anchor>
  );

  let body;
  if (cartRequest.phase === 'error' && !cartRequest.hasLoaded) {
    body = (
      <ListError
        title={t('checkout.loadFailed')}
        error={cartRequest.error}
        onRetry={cartRequest.retry}
      />
    );
  } else if (!cartRequest.hasLoaded) {
    body = <CheckoutSkeleton />;
  } else if (items.length === 0 && !isPlaced) {
    // Nothing to order (or the order was placed in another tab): back to the cart.
    return <Navigate to="/cart" replace />;
  } else {
    body = (
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <AddressChoice
              value={addressId}
              onChange={setChosenAddress}
              problem={attempted ? problems.address : null}
            />
            <PhoneChoice
              accountMobile={accountMobile}
              value={phoneNumberId}
              onChange={setChosenPhone}
              problem={attempted ? problems.phone : null}
            />
            <DeliveryChoice
              value={deliveryMethodId}
              onChange={setChosenDelivery}
              problem={attempted ? problems.delivery : null}
            />
            <PaymentMethodChoice
              methods={paymentMethods}
              value={paymentMethod}
              onChange={setPaymentMethod}
              notes={notes}
              onNotesChange={setNotes}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} className="checkout-aside">
          <OrderSummary
            items={items}
            totals={preview}
            isUpdating={previewRequest.phase === 'loading'}
            hasDelivery={deliveryMethodId !== null}
            totalsError={
              previewRequest.phase === 'error'
                ? previewRequest.error?.message || t('checkout.summary.totalsFailed')
                : null
            }
          >
            {(refusal || hasUnavailable) && <OrderRefusedAlert refusal={refusal} />}
            {attempted && !isComplete && (
              <Text fz="sm" c="red.9" role="status">
                {t('checkout.incomplete')}
              </Text>
            )}
            <Button
              size="md"
              fullWidth
              leftSection={<IconLock size={18} aria-hidden />}
              loading={placing}
              disabled={placing || previewRequest.phase !== 'done'}
              onClick={submit}
              data-testid="place-order"
            >
              {paymentMethod !== 'CashOnDelivery'
                ? t('checkout.placeOrderAndPay')
                : t('checkout.placeOrder')}
            </Button>
          </OrderSummary>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          {backLink}
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('checkout.title')}
          </Title>
        </Stack>
      </Group>
      {body}
    </Stack>
  );
}
