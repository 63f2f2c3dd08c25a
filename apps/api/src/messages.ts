import { accountsMessages } from './features/accounts/accounts.messages.ts';
import { usersMessages } from './features/users/users.messages.ts';
import { catalogMessages } from './features/catalog/catalog.messages.ts';
import { contactMessages } from './features/content/contact.messages.ts';
import { fixedPagesMessages } from './features/content/fixed-pages.messages.ts';
import { footerMessages } from './features/content/footer.messages.ts';
import { helpServicesMessages } from './features/content/help-services.messages.ts';
import { slidersMessages } from './features/content/sliders.messages.ts';
import { addressesMessages } from './features/addresses/addresses.messages.ts';
import { cartMessages } from './features/cart/cart.messages.ts';
import { couponsMessages } from './features/coupons/coupons.messages.ts';
import { dashboardMessages } from './features/dashboard/dashboard.messages.ts';
import { deliveryMessages } from './features/delivery/delivery.messages.ts';
import { favoritesMessages } from './features/favorites/favorites.messages.ts';
import { invoicesMessages } from './features/invoices/invoices.messages.ts';
import { ordersMessages } from './features/orders/orders.messages.ts';
import { paymentsMessages } from './features/payments/payments.messages.ts';
import { storeMessages } from './features/store/store.messages.ts';
import { refundsMessages } from './features/refunds/refunds.messages.ts';
import { returnRequestsMessages } from './features/refunds/return-requests.messages.ts';
import { registerMessages } from './lib/messages.ts';

const areas = [
  accountsMessages,
  usersMessages,
  catalogMessages,
  favoritesMessages,
  cartMessages,
  couponsMessages,
  addressesMessages,
  deliveryMessages,
  ordersMessages,
  paymentsMessages,
  invoicesMessages,
  refundsMessages,
  returnRequestsMessages,
  dashboardMessages,
  slidersMessages,
  fixedPagesMessages,
  footerMessages,
  helpServicesMessages,
  contactMessages,
  storeMessages,
] as const;

type Union = (typeof areas)[number];
type Merge<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void
  ? I
  : never;
type English = Merge<Union['en']>;

/**
 * The messages of every area, merged (each area owns one file) and added to the platform's
 * catalogue in lib/messages.ts. This is the composition root's job, like registering the routes in
 * app.ts: lib/ stays below the areas and never imports them.
 */
export const areaMessages = {
  en: Object.assign({}, ...areas.map((area) => area.en)) as English,
  ar: Object.assign({}, ...areas.map((area) => area.ar)) as Record<keyof English, string>,
};

declare module './lib/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the areas' keys
  interface MessageCatalogue extends English {}
}

registerMessages(areaMessages);
