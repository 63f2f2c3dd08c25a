import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MOBILE_ID,
  offeredAccountMobile,
  pickOffered,
  pickPhone,
  pickSaved,
} from './pick-saved';

const saved = [
  { id: 1, isDefault: false },
  { id: 2, isDefault: true },
  { id: 3, isDefault: false },
];
const isDefault = (item: { isDefault: boolean }) => item.isDefault;

describe('pickSaved', () => {
  it('keeps the shopper’s pick while it exists', () => {
    expect(pickSaved(saved, 3, isDefault)).toBe(3);
  });

  it('starts on the default, and falls back to it when the pick was deleted', () => {
    expect(pickSaved(saved, null, isDefault)).toBe(2);
    expect(pickSaved(saved, 9, isDefault)).toBe(2);
  });

  it('takes the first when none is the default, and null when nothing is saved', () => {
    expect(pickSaved([{ id: 5, isDefault: false }], null, isDefault)).toBe(5);
    expect(pickSaved([], null, isDefault)).toBeNull();
  });
});

describe('pickOffered', () => {
  it('has no preset and forgets a pick that is no longer offered', () => {
    expect(pickOffered(saved, null)).toBeNull();
    expect(pickOffered(saved, 1)).toBe(1);
    expect(pickOffered(saved, 9)).toBeNull();
  });
});

describe('the account mobile at checkout', () => {
  const account = { mobile: null, phoneNumber: '0551234567' };
  const phones = [{ id: 4, number: '+966500000001', isPrimary: true }];

  it('offers the number given at registration while it is not saved', () => {
    expect(offeredAccountMobile(account, [])).toBe('+966551234567');
    expect(offeredAccountMobile({ ...account, mobile: '+966509999999' }, [])).toBe('+966509999999');
    expect(offeredAccountMobile(account, [{ number: '+966551234567' }])).toBeNull();
    expect(offeredAccountMobile({ mobile: null, phoneNumber: null }, [])).toBeNull();
    expect(offeredAccountMobile(null, [])).toBeNull();
  });

  it('preselects it when nothing is saved, and keeps the primary saved number otherwise', () => {
    expect(pickPhone([], null, '+966551234567')).toBe(ACCOUNT_MOBILE_ID);
    expect(pickPhone(phones, null, '+966551234567')).toBe(4);
    expect(pickPhone(phones, ACCOUNT_MOBILE_ID, '+966551234567')).toBe(ACCOUNT_MOBILE_ID);
    expect(pickPhone(phones, ACCOUNT_MOBILE_ID, null)).toBe(4);
    expect(pickPhone([], null, null)).toBeNull();
  });
});
