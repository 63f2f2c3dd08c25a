/**
 * Whose order the payment screens serve, and so where their links lead. A customer's order lives
 * under My orders; a guest's (decision 022) under `/guest-order/{id}`, opened by the access token
 * this tab keeps, and the gateway returns the guest to that order's own result page.
 */
export interface PaymentOwner {
  /** The guest order's access token; null for a signed-in customer. */
  orderToken: string | null;
  orderPath: (orderId: number) => string;
  /** The list of the shopper's orders; a guest has none. */
  ordersPath: string | null;
  payPath: (orderId: number) => string;
  /** Where the card form sends the shopper back: the gateway appends the checkout's `resourcePath`. */
  resultPath: (orderId: number) => string;
}

export const customerPayment: PaymentOwner = {
  orderToken: null,
  orderPath: (orderId) => `/my-orders/${orderId}`,
  ordersPath: '/my-orders',
  payPath: (orderId) => `/payment?orderId=${orderId}`,
  resultPath: () => '/payment-status',
};

export function guestPayment(orderToken: string): PaymentOwner {
  return {
    orderToken,
    orderPath: (orderId) => `/guest-order/${orderId}`,
    ordersPath: null,
    payPath: (orderId) => `/guest-order/${orderId}/pay`,
    // It ends in /payment-status, as the gateway's return must (see the sandbox's resultPath).
    resultPath: (orderId) => `/guest-order/${orderId}/payment-status`,
  };
}
