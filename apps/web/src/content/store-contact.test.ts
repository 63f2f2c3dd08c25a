import { emptyFooter } from '@dukkan/contracts';
import { describe, expect, it } from 'vitest';
import { formatStorePhone, shownStoreInfo, telHref } from './store-contact';

describe('formatStorePhone', () => {
  it.each([
    ['+966112345678', '+966 11 234 5678'],
    ['+966551234567', '+966 55 123 4567'],
    ['920000000', '9200 00000'],
    ['8001234567', '800 123 4567'],
    ['something else', 'something else'],
  ])('%s reads as %s', (stored, shown) => {
    expect(formatStorePhone(stored)).toBe(shown);
  });

  it('dials the digits only', () => {
    expect(telHref('+966 11 234 5678')).toBe('tel:+966112345678');
  });
});

describe('shownStoreInfo', () => {
  const footer = {
    ...emptyFooter,
    id: 1,
    aboutStoreEn: 'About',
    aboutStoreAr: 'نبذة',
    addressEn: 'Riyadh',
    addressAr: 'الرياض',
    email: 'care@shop.example',
    phoneNumber: '+966112345678',
    facebookLink: 'https://facebook.com/shop',
    snapchatLink: 'https://snapchat.com/add/shop',
    isAboutStoreEnabled: true,
    isAddressEnabled: true,
    isEmailEnabled: false,
    isPhoneEnabled: true,
    isFacebookEnabled: true,
    isSnapchatEnabled: false,
    // On but empty (an old record): still hidden.
    isTaxNumberEnabled: true,
  };

  it('shows only switched-on fields with a value, in the UI language', () => {
    expect(shownStoreInfo(footer, 'ar')).toEqual({
      about: 'نبذة',
      address: 'الرياض',
      mapLink: null,
      phone: '+966112345678',
      email: null,
      taxNumber: null,
      social: [{ network: 'facebook', href: 'https://facebook.com/shop' }],
    });
    expect(shownStoreInfo(footer, 'en').about).toBe('About');
  });

  it('shows nothing for the defaults', () => {
    const info = shownStoreInfo(emptyFooter, 'en');
    expect(Object.values(info).filter((value) => value !== null)).toEqual([[]]);
  });
});
