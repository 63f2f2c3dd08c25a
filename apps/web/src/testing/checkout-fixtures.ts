import type {
  Address,
  CreateOrderResult,
  DeliveryMethod,
  OrderDetails,
  OrderSummary,
  OrderTotals,
  PaymentCheckout,
  PaymentStatus,
  PhoneNumber,
} from '@dukkan/contracts';

export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    label: 'Home',
    city: 'Riyadh',
    cityCode: 'riyadh',
    district: 'Al Olaya',
    street: 'King Fahd Road',
    shortAddress: null,
    buildingNumber: '1234',
    postalCode: '12211',
    additionalNumber: '5678',
    latitude: null,
    longitude: null,
    details: '',
    isDefault: false,
    createdAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function aPhone(overrides: Partial<PhoneNumber> = {}): PhoneNumber {
  return {
    id: 1,
    number: '+966551234567',
    isPrimary: false,
    createdAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function aDeliveryMethod(overrides: Partial<DeliveryMethod> = {}): DeliveryMethod {
  return {
    id: 1,
    nameEn: 'Standard',
    nameAr: 'عادي',
    name: 'Standard',
    price: 25,
    estimatedDays: '3-5',
    isActive: true,
    ...overrides,
  };
}

export function someTotals(overrides: Partial<OrderTotals> = {}): OrderTotals {
  return {
    subtotal: 200,
    discountAmount: 20,
    deliveryFee: 25,
    vatAmount: 26.74,
    vatRate: 15,
    total: 205,
    couponCode: 'WELCOME10',
    couponError: null,
    ...overrides,
  };
}

export function anOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 1,
    orderNumber: 'DK-000001',
    status: 'Pending',
    isPaid: false,
    paymentMethod: 'Online',
    total: 205,
    itemsCount: 2,
    imageUrl: null,
    createdAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function anOrder(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    ...anOrderSummary(),
    items: [
      {
        productId: 4,
        variantId: 4,
        options: [],
        name: 'Arabic coffee',
        nameEn: 'Arabic coffee',
        nameAr: 'قهوة عربية',
        sku: 'COF-001',
        imageUrl: null,
        unitPrice: 100,
        quantity: 2,
        lineTotal: 200,
        returnedQuantity: 0,
      },
    ],
    ...someTotals(),
    deliveryMethod: {
      id: 1,
      name: 'Standard',
      nameEn: 'Standard',
      nameAr: 'عادي',
      estimatedDays: '3-5',
    },
    address: {
      label: 'Home',
      city: 'Riyadh',
      cityCode: 'riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      shortAddress: null,
      buildingNumber: '1234',
      postalCode: '12211',
      additionalNumber: '5678',
      latitude: null,
      longitude: null,
      details: '',
    },
    phoneNumber: '+966551234567',
    notes: '',
    paidAt: null,
    refundedAmount: 0,
    onlineMethod: 'CARDS',
    paymentBrand: null,
    paymentExpiresAt: '2025-01-02T10:30:00.000Z',
    statusHistory: [
      { status: 'Pending', note: null, changedBy: null, createdAt: '2025-01-02T10:00:00.000Z' },
    ],
    allowedStatuses: ['Processing', 'Cancelled'],
    customer: { id: 7, name: 'Sara Alharbi', email: 'sara@example.com' },
    ...overrides,
  };
}

export function aPlacedOrder(overrides: Partial<CreateOrderResult> = {}): CreateOrderResult {
  return { orderId: 1, orderNumber: 'DK-000001', total: 205, checkoutId: 'chk_1', ...overrides };
}

export function aCheckout(overrides: Partial<PaymentCheckout> = {}): PaymentCheckout {
  return {
    orderId: 1,
    orderNumber: 'DK-000001',
    checkoutId: 'chk_1',
    amount: 205,
    currency: 'SAR',
    widgetUrl: '/sandbox-gateway/v1/paymentWidgets.js?checkoutId=chk_1',
    method: 'CARDS',
    brands: 'VISA MASTER',
    expiresAt: '2025-01-02T10:30:00.000Z',
    ...overrides,
  };
}

export function aPaymentStatus(overrides: Partial<PaymentStatus> = {}): PaymentStatus {
  return {
    isPaid: true,
    description: 'Request successfully processed',
    code: '000.100.110',
    orderId: 1,
    orderNumber: 'DK-000001',
    ...overrides,
  };
}
