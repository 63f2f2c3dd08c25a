import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '../../testing/memory-storage';
import { makeStore } from '../store';
import { digitsFromCookie, readShopDigits, SHOP_DIGITS_KEY } from './digits-storage';
import { loadDigitsState, selectShopDigits, shopDigitsChosen } from './digits.slice';

// The unit tests run without a DOM: an object with a plain `cookie` field stands in for document
// (undone by vitest's unstubGlobals after each test).
function installBrowser(cookie = '') {
  const items = installMemoryStorage();
  const doc = { cookie };
  vi.stubGlobal('document', doc);
  return { items, doc };
}

describe('the shop digits choice', () => {
  beforeEach(() => {
    installBrowser();
  });

  it('is Latin until the shopper chooses', () => {
    expect(loadDigitsState()).toEqual({ shop: 'latn' });
  });

  it('is read from the cookie a server render also sees, before localStorage', () => {
    const { items } = installBrowser('lang=ar; digits=arab');
    items.setItem(SHOP_DIGITS_KEY, 'latn');
    expect(readShopDigits()).toBe('arab');
  });

  it('falls back to localStorage, and ignores values that name no digits', () => {
    const { items } = installBrowser('digits=roman');
    items.setItem(SHOP_DIGITS_KEY, 'arab');
    expect(readShopDigits()).toBe('arab');
    items.setItem(SHOP_DIGITS_KEY, 'hindi');
    expect(readShopDigits()).toBe('latn');
  });

  it('parses a Cookie header', () => {
    expect(digitsFromCookie('a=1; digits=latn; b=2')).toBe('latn');
    expect(digitsFromCookie(undefined)).toBeNull();
    expect(digitsFromCookie('mydigits=arab')).toBeNull();
  });

  it('is remembered in localStorage and a year-long cookie for the whole site when chosen', () => {
    const { items, doc } = installBrowser();
    const store = makeStore();
    store.dispatch(shopDigitsChosen('arab'));
    expect(selectShopDigits(store.getState())).toBe('arab');
    expect(items.getItem(SHOP_DIGITS_KEY)).toBe('arab');
    expect(doc.cookie).toMatch(/^digits=arab; path=\/; max-age=31536000/);
  });

  it('does not follow the dashboard’s own choice', () => {
    const { items } = installBrowser();
    items.setItem('digits', 'arab');
    expect(readShopDigits()).toBe('latn');
  });
});
