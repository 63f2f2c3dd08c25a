import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor } from './login-redirect';

describe('loginPathFor', () => {
  it('carries the current path, query and hash', () => {
    expect(loginPathFor({ pathname: '/my-orders/12', search: '?tab=items', hash: '#top' })).toBe(
      '/login?redirect=%2Fmy-orders%2F12%3Ftab%3Ditems%23top',
    );
  });
});

describe('afterLoginPath', () => {
  it('follows a path on this site', () => {
    expect(afterLoginPath('/cart', 'Customer')).toBe('/cart');
    expect(afterLoginPath('/dashboard/users', 'Admin')).toBe('/dashboard/users');
  });

  it('refuses other sites', () => {
    expect(afterLoginPath('https://evil.example', 'Customer')).toBe('/');
    expect(afterLoginPath('//evil.example/x', 'Customer')).toBe('/');
    expect(afterLoginPath('/\\evil.example', 'Admin')).toBe('/dashboard');
  });

  it('sends staff to the dashboard and customers home by default', () => {
    expect(afterLoginPath(null, 'Admin')).toBe('/dashboard');
    expect(afterLoginPath(null, 'Manager')).toBe('/dashboard');
    expect(afterLoginPath(null, 'Customer')).toBe('/');
    expect(afterLoginPath('', null)).toBe('/');
  });
});
