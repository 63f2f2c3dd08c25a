/** English strings of guest checkout, its confirmation and "Find my order"; the `.ar` file mirrors the keys. */
export const guestCheckoutEn = {
  or: 'or',
  title: 'Checkout as a guest',
  description: 'Order without an account: your contact details, the delivery address and payment.',
  haveAccount: 'Have an account?',
  signIn: 'Sign in',
  contact: {
    title: 'Your details',
    intro: 'We send the order to this e-mail, and the courier calls this mobile.',
    name: 'Full name',
    mobile: 'Mobile number',
    mobileHint: 'A Saudi mobile, e.g. 05XXXXXXXX',
    email: 'E-mail',
  },
  address: {
    title: 'Delivery address',
  },
  noPayment: 'This shop takes no orders right now. Please try again later.',
  order: {
    title: 'Thank you for your order',
    description: 'Your order, as we received it.',
    number: 'Order number',
    keepNumber: 'Keep this number: with your mobile or e-mail it finds your order again.',
    items: 'Items',
    total: 'Total',
    address: 'Delivery address',
    placedFor: 'Placed for',
    notFoundTitle: 'This order cannot be opened here',
    notFoundBody:
      'Its page opens only in the browser tab it was placed in. Find it with its number and your mobile or e-mail.',
    loadFailed: 'The order could not be loaded.',
  },
  pay: {
    title: 'Pay for your order',
    lostTitle: 'This payment cannot be opened here',
    lostBody:
      'A guest order is paid in the browser tab it was placed in. Find it with its number and your mobile or e-mail to see where it stands.',
  },
  account: {
    title: 'Create an account',
    intro: 'One password and your order is kept in your account, with your details filled in.',
    password: 'Password',
    submit: 'Create my account',
    created: 'Your account is ready and the order is in it.',
    claim: 'Add this order to my account',
    claimed: 'The order is in your account now.',
    emailTaken:
      'An account with this e-mail exists already. Sign in, then claim the order from its page.',
  },
  find: {
    title: 'Find my order',
    description: 'Find an order placed without an account by its number and your mobile or e-mail.',
    intro: 'Ordered without an account? Enter the order number and the mobile or e-mail you used.',
    orderNumber: 'Order number',
    orderNumberPlaceholder: 'e.g. ORD-000123',
    contact: 'Mobile or e-mail',
    submit: 'Find my order',
    notFound: 'We found no order with this number and contact. Check both and try again.',
    another: 'Find another order',
  },
};
