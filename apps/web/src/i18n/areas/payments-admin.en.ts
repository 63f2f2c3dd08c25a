/** English strings of the dashboard's Payments screen; `payments-admin.ar.ts` mirrors the keys. */
export const paymentsAdminEn = {
  description: 'Choose the payment methods shoppers see at checkout.',
  loadFailed: 'The payment methods could not be loaded.',
  save: 'Save payment methods',
  saved: 'Payment methods saved',
  always: 'Always offered',
  notConfigured: 'Not offered until its HyperPay entity is set:',
  sandbox:
    'Payment sandbox: every method is simulated with test cards and approval screens. No real money is taken.',
  none: 'Online payment is off (no HyperPay account). Checkout offers cash on delivery only.',
};
