import '../../app/styles/browser-screens';
import { guestOrderBodySchema, type GuestOrderBody } from '@dukkan/contracts';
import { Alert, Anchor, Button, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconLock, IconUser } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { selectAuth } from '../../app/auth/auth.slice';
import { loginPathFor } from '../../app/guards/login-redirect';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRequest } from '../../app/use-request';
import { useLanguage } from '../../i18n/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { useFormSubmit } from '../../lib/use-form-submit';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSchemaForm } from '../../lib/use-schema-form';
import { selectCartState } from '../../shopping/cart.slice';
import { fetchCart } from '../../shopping/cart.thunks';
import { selectOrdersState } from '../../shopping/orders.slice';
import { fetchOrderPreview } from '../../shopping/orders.thunks';
import { guestOrderApi, keepGuestOrderToken } from '../../shopping/guest-orders.api';
import { AddressFields } from '../features/address-book/address-fields';
import { EmailField, MobileField } from '../features/account/account-fields';
import { CHECKOUT_PATH } from '../features/cart/cart-summary';
import { ListError } from '../features/catalog/list-states';
import { CheckoutSection } from '../features/checkout/checkout-section';
import { CheckoutSkeleton } from '../features/checkout/checkout-skeleton';
import { DeliveryChoice } from '../features/checkout/delivery-choice';
import { OrderSummary } from '../features/checkout/order-summary';
import { OrderRefusedAlert } from '../features/checkout/order-refused-alert';
import {
  offeredChoice,
  PaymentMethodChoice,
  toOrderPayment,
  useOfferedPayments,
  type CheckoutPayment,
} from '../features/checkout/payment-method-choice';
import { guestPayment } from '../features/checkout/payment-owner';
import '../features/address-book/address-book.css';
import '../features/checkout/checkout.css';

const initialValues = {
  name: '',
  mobile: '',
  email: '',
  city: '',
  district: '',
  street: '',
  shortAddress: '',
  buildingNumber: '',
  postalCode: '',
  additionalNumber: '',
  latitude: '',
  longitude: '',
  details: '',
  deliveryMethodId: '',
  paymentMethod: 'CashOnDelivery',
  onlineMethod: '',
  notes: '',
};

/**
 * `/cart/guest-checkout`: the guest cart (its `X-Cart-Token`) becomes an order for the contact
 * and national address typed here (decision 022), paid as a customer's is: online with the
 * shop's methods, or cash on delivery. The totals come from `Order/GuestPreview` as the delivery
 * changes. The access token answered once is kept in sessionStorage; the confirmation and the
 * payment pages read the order with it.
 */
export default function GuestCheckoutPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  usePageMeta(t('guestCheckout.title'), t('guestCheckout.description'));
  const { isAuthenticated } = useAppSelector(selectAuth);
  const { items } = useAppSelector(selectCartState);
  const { preview } = useAppSelector(selectOrdersState);
  const offered = useOfferedPayments();

  const cartRequest = useRequest(() => dispatch(fetchCart({})), `cart:${lang}`);
  const form = useSchemaForm(guestOrderBodySchema, initialValues);
  const deliveryMethodId = form.values.deliveryMethodId
    ? Number(form.values.deliveryMethodId)
    : null;
  const previewRequest = useRequest(
    () => dispatch(fetchOrderPreview({ deliveryMethodId, asGuest: true })),
    `guest:${lang}:${deliveryMethodId ?? 'none'}`,
  );
  const chosen = (form.values.onlineMethod || form.values.paymentMethod) as CheckoutPayment;
  const payment = offeredChoice(offered, chosen);
  const { submitting, onSubmit } = useFormSubmit(
    form,
    async (fields) => {
      const body = { ...fields, ...toOrderPayment(payment) } as GuestOrderBody;
      const { data } = await guestOrderApi.create(body);
      keepGuestOrderToken(data.orderId, data.accessToken);
      // The server emptied the cart; the answer forgets the token and the header's badge follows.
      void dispatch(fetchCart({}));
      const owner = guestPayment(data.accessToken);
      void navigate(
        body.paymentMethod === 'Online'
          ? owner.payPath(data.orderId)
          : owner.orderPath(data.orderId),
      );
    },
    { leavesOnSuccess: true },
  );

  // Signed in (here or in another tab): the customer's checkout, with the address book.
  if (isAuthenticated) return <Navigate to="/cart/checkout" replace />;

  function choosePayment(choice: CheckoutPayment) {
    const { paymentMethod, onlineMethod } = toOrderPayment(choice);
    form.setValue('paymentMethod', paymentMethod);
    form.setValue('onlineMethod', onlineMethod ?? '');
  }

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
  } else if (items.length === 0 && !submitting) {
    return <Navigate to="/cart" replace />;
  } else {
    const hasUnavailable = items.some((item) => !item.isAvailable);
    body = (
      <form onSubmit={onSubmit} noValidate data-testid="guest-checkout-form">
        <Grid gutter="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Stack gap="lg">
              <CheckoutSection
                step={1}
                id="guest-contact"
                title={t('guestCheckout.contact.title')}
                intro={t('guestCheckout.contact.intro')}
              >
                <Stack gap="md">
                  <TextInput
                    {...form.inputProps('name')}
                    label={t('guestCheckout.contact.name')}
                    autoComplete="name"
                    leftSection={<IconUser size={18} aria-hidden />}
                    maxLength={100}
                    required
                  />
                  <MobileField
                    {...form.inputProps('mobile')}
                    label={t('guestCheckout.contact.mobile')}
                    description={t('guestCheckout.contact.mobileHint')}
                  />
                  <EmailField
                    {...form.inputProps('email')}
                    label={t('guestCheckout.contact.email')}
                  />
                </Stack>
              </CheckoutSection>
              <CheckoutSection
                step={2}
                id="guest-address"
                title={t('guestCheckout.address.title')}
                intro={t('addressBook.addresses.form.nationalAddressNote')}
              >
                <Stack gap="md">
                  <AddressFields form={form} />
                </Stack>
              </CheckoutSection>
              <DeliveryChoice
                value={deliveryMethodId}
                onChange={(id) => form.setValue('deliveryMethodId', String(id))}
                problem={form.errors.deliveryMethodId ?? null}
              />
              <PaymentMethodChoice
                methods={offered}
                value={payment}
                onChange={choosePayment}
                notes={form.values.notes}
                onNotesChange={(notes) => form.setValue('notes', notes)}
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
              {hasUnavailable && <OrderRefusedAlert refusal={null} />}
              {offered.length === 0 && (
                <Alert variant="light" color="orange" icon={<IconInfoCircle aria-hidden />} p="xs">
                  <Text fz="sm">{t('guestCheckout.noPayment')}</Text>
                </Alert>
              )}
              <Button
                type="submit"
                size="md"
                fullWidth
                leftSection={<IconLock size={18} aria-hidden />}
                loading={submitting}
                disabled={submitting || offered.length === 0 || hasUnavailable}
                data-testid="place-guest-order"
              >
                {payment !== 'CashOnDelivery'
                  ? t('checkout.placeOrderAndPay')
                  : t('checkout.placeOrder')}
              </Button>
            </OrderSummary>
          </Grid.Col>
        </Grid>
      </form>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/cart" fz="sm" className="checkout-back">
          <IconArrowLeft size={16} aria-hidden className="checkout-back__icon" />
          {t('checkout.backToCart')}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('guestCheckout.title')}
          </Title>
          <Text fz="sm">
            {t('guestCheckout.haveAccount')}{' '}
            <Anchor
              component={Link}
              to={loginPathFor({ pathname: CHECKOUT_PATH, search: '' })}
              fw={600}
            >
              {t('guestCheckout.signIn')}
            </Anchor>
          </Text>
        </Group>
      </Stack>
      {body}
    </Stack>
  );
}
