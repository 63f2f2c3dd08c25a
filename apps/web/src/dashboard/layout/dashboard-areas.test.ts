import { describe, expect, it } from 'vitest';
import { areasFor } from './dashboard-areas';

describe('areasFor', () => {
  it('shows Users to admins', () => {
    expect(areasFor('Admin').map((area) => area.key)).toContain('users');
  });

  it('hides Users from managers but keeps the other areas', () => {
    const keys = areasFor('Manager').map((area) => area.key);
    expect(keys).not.toContain('users');
    expect(keys).toEqual(expect.arrayContaining(['home', 'orders', 'products', 'helpServices']));
    expect(keys).toHaveLength(11);
  });
});
