import { storeInfoEn } from './areas/store-info.en';
import { fixedPagesEn } from './areas/fixed-pages.en';
import { bannersEn } from './areas/banners.en';
import { shopEn } from './areas/shop.en';
import { cartEn } from './areas/cart.en';

/** English UI strings. `ar.ts` must have exactly the same keys (its type is this object's). */
export const en = {
  app: {
    name: 'Dukkan',
    tagline: 'Your everyday online shop',
    description:
      'Dukkan — shop brands, categories and offers online, in Arabic or English, delivered across Saudi Arabia.',
  },
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    save: 'Save changes',
    cancel: 'Cancel',
    close: 'Close',
    backHome: 'Back to the home page',
    goToShop: 'Browse the shop',
    optional: 'optional',
    comingSoon: 'Coming soon',
    comingSoonBody: 'We are putting the finishing touches on this page. Please check back shortly.',
    skipToContent: 'Skip to main content',
    notifications: 'Notifications (Alt+T)',
    pager: {
      first: 'First page',
      previous: 'Previous page',
      next: 'Next page',
      last: 'Last page',
      page: 'Page {{page}}',
    },
  },
  errors: {
    network: 'Could not reach the server. Check your connection and try again.',
    pageFailed: 'This page could not be loaded.',
    pageFailedBody: 'A newer version of the shop may be available. Reloading usually fixes it.',
    reload: 'Reload the page',
    imageTooLarge: 'The image must be 5 MB or smaller.',
    imageType: 'Choose a JPEG, PNG, WebP or AVIF image.',
  },
  language: {
    switchLabel: 'Switch to Arabic (ع)',
    switchShort: 'ع',
  },
  header: {
    searchLabel: 'Search the shop',
    searchPlaceholder: 'Search products and brands',
    searchSubmit: 'Search',
    cartCount: 'Cart, items: {{count}}',
    wishlistCount: 'Wishlist, items: {{count}}',
    openMenu: 'Open the categories menu',
    categories: 'Categories',
    mainNav: 'Shop sections',
    homeLink: 'Dukkan home',
  },
  categoryMenu: {
    allProducts: 'All products',
    offers: 'Offers',
    newArrivals: 'New arrivals',
    bestSellers: 'Best sellers',
    allIn: 'All in {{name}}',
    byCategory: 'Shop by category',
  },
  account: {
    menuLabel: 'Account menu',
    signIn: 'Sign in',
    register: 'Create account',
    profile: 'My profile',
    myOrders: 'My orders',
    dashboard: 'Dashboard',
    logout: 'Sign out',
    greeting: 'Hello, {{name}}',
    signedOut: 'You have signed out.',
  },
  roles: {
    Admin: 'Admin',
    Manager: 'Manager',
    Customer: 'Customer',
  },
  footer: {
    shopTitle: 'Shop',
    helpTitle: 'Help & policies',
    aboutTitle: 'About Dukkan',
    aboutText:
      'An online shop for brands, categories and offers, in Arabic and English. Prices are in Saudi riyals and include VAT.',
    about: 'About us',
    contact: 'Contact us',
    privacy: 'Privacy policy',
    terms: 'Terms & conditions',
    returns: 'Returns policy',
    delivery: 'Delivery policy',
    findMyOrder: 'Find my order',
    copyright: '© {{year}} Dukkan. All rights reserved.',
    digits: {
      label: 'Digits',
      latn: 'Latin digits',
      arab: 'Arabic-Indic digits',
    },
  },
  home: {
    heroTitle: 'Everything you need, delivered to your door',
    heroBody:
      'Discover trusted brands and fresh offers, pay securely online or on delivery, and follow every order from your account.',
    shopNow: 'Shop now',
    viewOffers: 'See today’s offers',
  },
  pages: {
    cart: { title: 'Your cart', description: 'Review the items in your cart and check out.' },
    wishlist: { title: 'Your wishlist', description: 'Products you saved for later.' },
    contact: { title: 'Contact us', description: 'Reach the Dukkan team for help with an order.' },
    shop: { title: 'Shop', description: 'Browse every product by brand, category and price.' },
    offers: { title: 'Offers', description: 'Discounted products, updated every day.' },
    category: { title: 'Category', description: 'Products in this category.' },
    brand: { title: 'Brand', description: 'Products from this brand.' },
    product: { title: 'Product', description: 'Product details, price and availability.' },
    about: { title: 'About us', description: 'Who we are and how Dukkan works.' },
    privacy: { title: 'Privacy policy', description: 'How we collect and protect your data.' },
    terms: { title: 'Terms & conditions', description: 'The terms of using Dukkan.' },
    returns: { title: 'Returns policy', description: 'How to return or exchange a product.' },
    delivery: { title: 'Delivery policy', description: 'Delivery methods, times and fees.' },
    searchResults: 'Results for “{{query}}”',
  },
  codes: {
    resend: 'Send a new code',
    resendIn: 'Send a new code in {{seconds}} s',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
  },
  demo: {
    label: 'Demo shop',
    body: 'Products, orders and accounts here are sample data.',
    testCards: 'Test cards are accepted; no real money is charged.',
  },
  shop: shopEn,
  cart: cartEn,
  storeInfo: storeInfoEn,
  fixedPages: fixedPagesEn,
  banners: bannersEn,
};

/** The shop's texts: every page's but the dashboard's (dashboard.en.ts). */
export type ShopTranslation = typeof en;
