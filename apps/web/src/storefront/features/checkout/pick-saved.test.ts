import { describe, expect, it } from 'vitest';
import { pickOffered, pickSaved } from './pick-saved';

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
