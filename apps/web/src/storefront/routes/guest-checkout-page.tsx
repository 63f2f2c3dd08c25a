import '../../app/styles/browser-screens';
import { guestOrderBodySchema, type GuestOrderBody } from '@dukkan/contracts';
import { Alert, Anchor, Button, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconLock, IconUser } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { selectAuth } from '../../app/auth/auth.slice';
import { loginPathFor } from '../../app/guards/login-redirect';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPaymentMethods } from '../../app/store-status/store-status.slice';
import { useStoreStatus } from '../../app/store-status/use-store-status';
import { useRequest } from '../../app/use-request';
import { useLanguage } from '../../i18n/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { useFormSubmit } from '../../lib/use-form-submit';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSchemaForm } from '../../lib/use-schema-form';
import { selectCartState } from '../../shopping/cart.slice';
import { fetchCart } from '../../shopping/cart.thunks';
import { guestOrderApi, keepGuestOrderToken } from '../../shopping/guest-orders.api';
import { AddressFields } from '../features/address-book/address-fields';
import { EmailField, MobileField } from '../features/account/account-fields';
import { CHECKOUT_PATH } from '../features/cart/cart-summary';
import { ListError } from '../features/catalog/list-states';
import { CheckoutSection } from '../features/checkout/checkout-section';
import { CheckoutSkeleton } from '../features/checkout/checkout-skeleton';
import { DeliveryChoice } from '../features/checkout/delivery-choice';
import { OrderSummary } from '../features/checkout/order-summary';
import { PaymentMethodChoice } from '../features/checkout/payment-method-choice';
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
  notes: '',
};

/**
 * `/cart/guest-checkout`: the guest cart (its `X-Cart-Token`) becomes an order for the contact
 * and national address typed here (decision 022). Cash on delivery only for now: the guest
 * payment pages are not built. The access token answered once is kept in sessionStorage, and
 * the confirmation page reads the order with it.
 */
export default function GuestCheckoutPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  usePageMeta(t('guestCheckout.title'), t('guestCheckout.description'));
  const { isAuthenticated } = useAppSelector(selectAuth);
  const { cart, items } = useAppSelector(selectCartState);
  useStoreStatus();
  const canPayCash = useAppSelector(selectPaymentMethods).includes('CashOnDelivery');

  const cartRequest = useRequest(() => dispatch(fetchCart({})), `cart:${lang}`);
  const form = useSchemaForm(guestOrderBodySchema, initialValues);
  const { submitting, onSubmit } = useFormSubmit(
    form,
    async (fields) => {
      const { data } = await guestOrderApi.create(fields as GuestOrderBody);
      keepGuestOrderToken(data.orderId, data.accessToken);
      // The server emptied the cart; the answer forgets the token and the header's badge follows.
      void dispatch(fetchCart({}));
      void navigate(`/guest-order/${data.orderId}`);
    },
    { leavesOnSuccess: true },
  );

  // Signed in (here or in another tab): the customer's checkout, with the address book.
  if (isAuthenticated) return <Navigate to="/cart/checkout" replace />;

  const deliveryMethodId = form.values.deliveryMethodId
    ? Number(form.values.deliveryMethodId)
    : null;

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
                methods={canPayCash ? ['CashOnDelivery'] : []}
                value="CashOnDelivery"
                onChange={() => form.setValue('paymentMethod', 'CashOnDelivery')}
                notes={form.values.notes}
                onNotesChange={(notes) => form.setValue('notes', notes)}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }} className="checkout-aside">
            <OrderSummary
              items={items}
              totals={
                cart && {
                  subtotal: cart.totalAmount,
                  discountAmount: 0,
                  deliveryFee: 0,
                  vatAmount: cart.vatAmount,
                  vatRate: cart.vatRate,
                  total: cart.totalAfterDiscount,
                  couponCode: null,
                  couponError: null,
                }
              }
              isUpdating={false}
              hasDelivery={false}
              deliveryPending={t('guestCheckout.deliveryAtPlacing')}
              totalsError={null}
            >
              <Text fz="xs" c="dimmed">
                {t('guestCheckout.totalBeforeDelivery')}
              </Text>
              <Alert
                variant="light"
                color={canPayCash ? 'blue' : 'orange'}
                icon={<IconInfoCircle aria-hidden />}
                p="xs"
              >
                <Text fz="sm">
                  {canPayCash ? t('guestCheckout.onlineLater') : t('guestCheckout.noCash')}
                </Text>
              </Alert>
              <Button
                type="submit"
                size="md"
                fullWidth
                leftSection={<IconLock size={18} aria-hidden />}
                loading={submitting}
                disabled={submitting || !canPayCash || hasUnavailable}
                data-testid="place-guest-order"
              >
                {t('checkout.placeOrder')}
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
