import { contactMessages } from './content/contact.messages.ts';
import { fixedPagesMessages } from './content/fixed-pages.messages.ts';
import { footerMessages } from './content/footer.messages.ts';
import { helpServicesMessages } from './content/help-services.messages.ts';
import { slidersMessages } from './content/sliders.messages.ts';
import { addressesMessages } from './addresses/addresses.messages.ts';
import { cartMessages } from './cart/cart.messages.ts';
import { couponsMessages } from './coupons/coupons.messages.ts';
import { dashboardMessages } from './dashboard/dashboard.messages.ts';
import { deliveryMessages } from './delivery/delivery.messages.ts';
import { favoritesMessages } from './favorites/favorites.messages.ts';
import { invoicesMessages } from './invoices/invoices.messages.ts';
import { ordersMessages } from './orders/orders.messages.ts';
import { paymentsMessages } from './payments/payments.messages.ts';
import { storeMessages } from './store/store.messages.ts';

const areas = [
  favoritesMessages,
  cartMessages,
  couponsMessages,
  addressesMessages,
  deliveryMessages,
  ordersMessages,
  paymentsMessages,
  invoicesMessages,
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

/** The messages of the areas that keep their own file, merged (each area owns one file). */
export const areaMessages = {
  en: Object.assign({}, ...areas.map((area) => area.en)) as English,
  ar: Object.assign({}, ...areas.map((area) => area.ar)) as Record<keyof English, string>,
};
