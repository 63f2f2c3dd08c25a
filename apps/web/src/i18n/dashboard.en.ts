// The dashboard's texts, a chunk of their own: a shopper's page never downloads them. The
// dashboard's screens load them with their code (dashboard/dashboard-texts.ts).
import { productsAdminEn } from './areas/products-admin.en';
import { variantsAdminEn } from './areas/variants-admin.en';
import { taxonomyAdminEn } from './areas/taxonomy-admin.en';
import { ordersAdminEn } from './areas/orders-admin.en';
import { couponsAdminEn } from './areas/coupons-admin.en';
import { dashboardStatsEn } from './areas/dashboard-stats.en';
import { deliveryAdminEn } from './areas/delivery-admin.en';
import { paymentsAdminEn } from './areas/payments-admin.en';
import { bannersAdminEn } from './areas/banners-admin.en';
import { fixedPagesAdminEn } from './areas/fixed-pages-admin.en';
import { storeInfoAdminEn } from './areas/store-info-admin.en';

/** English dashboard texts. `dashboard.ar.ts` has exactly the same keys. */
export const dashboardEn = {
  dashboard: {
    title: 'Dashboard',
    nav: 'Dashboard sections',
    openNav: 'Open the dashboard menu',
    storefront: 'View the shop',
    userMenu: 'User menu',
    welcome: 'Welcome, {{name}}',
    welcomeBody:
      'Choose an area to manage. Everything you change here shows in the shop right away.',
    areas: {
      home: 'Overview',
      users: 'Users',
      orders: 'Orders',
      products: 'Products',
      categories: 'Categories',
      brands: 'Brands',
      sliders: 'Banners',
      coupons: 'Coupons',
      deliveryMethods: 'Delivery methods',
      fixedPages: 'Fixed pages',
      footerData: 'Footer data',
      payments: 'Payments',
      helpServices: 'Help services',
    },
    areaDescriptions: {
      home: 'A summary of the shop and quick links.',
      users: 'Accounts, roles and access.',
      orders: 'Follow, update and invoice orders.',
      products: 'Catalogue, stock, discounts, import and export.',
      categories: 'Organise products into categories.',
      brands: 'The brands you sell.',
      sliders: 'Home page banners and their images.',
      coupons: 'Discount codes and their usage.',
      deliveryMethods: 'Delivery options and fees.',
      fixedPages: 'About, policies and other pages.',
      footerData: 'Store details and social links.',
      payments: 'mada, cards, Apple Pay and STC Pay at checkout.',
      helpServices: 'Help topics shown to shoppers.',
    },
    screens: {
      orderDetails: 'Order {{id}}',
      productDetails: 'Product {{id}}',
      addProduct: 'Add a product',
      editProduct: 'Edit product {{id}}',
      couponDetails: 'Coupon {{id}}',
      addFixedPage: 'Add a page',
      editFixedPage: 'Edit page {{id}}',
    },
  },
  users: {
    title: 'Users',
    description: 'Everyone with an account, their roles and access.',
    search: 'Search users',
    searchPlaceholder: 'Name or e-mail',
    roleFilter: 'Role',
    allRoles: 'All roles',
    pageSize: 'Rows per page',
    pagination: 'Users pages',
    tableCaption: 'Users, page {{page}} of {{pages}}',
    colUser: 'User',
    colEmail: 'E-mail',
    colMobile: 'Mobile',
    colRole: 'Role',
    colCreated: 'Joined',
    colActions: 'Actions',
    you: 'You',
    roleOf: 'Role of {{name}}',
    deleteUser: 'Delete {{name}}',
    ownRowHint: 'You cannot change or delete your own account here.',
    confirmTitle: 'Delete this user?',
    confirmBody: '{{name}} ({{email}}) will lose access, and this cannot be undone.',
    confirmDelete: 'Delete user',
    empty: 'No users match these filters.',
    total: 'Users: {{count}}',
    loadFailed: 'The users could not be loaded.',
    roleChanged: 'The role is now {{role}}.',
    deleted: '{{name}} was deleted.',
  },
  productsAdmin: productsAdminEn,
  variantsAdmin: variantsAdminEn,
  taxonomyAdmin: taxonomyAdminEn,
  ordersAdmin: ordersAdminEn,
  couponsAdmin: couponsAdminEn,
  dashboardStats: dashboardStatsEn,
  deliveryAdmin: deliveryAdminEn,
  paymentsAdmin: paymentsAdminEn,
  bannersAdmin: bannersAdminEn,
  fixedPagesAdmin: fixedPagesAdminEn,
  ...storeInfoAdminEn,
};

export type DashboardTranslation = typeof dashboardEn;
