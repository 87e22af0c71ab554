import { describe, expect, it } from 'vitest';
import {
  returnPathAfterSignIn,
  safeReturnPath,
  validateReturnSearch,
} from '../../src/features/auth/return-path';

describe('the return path p of /login (only same-origin relative paths)', () => {
  it.each([
    ['/account', '/account'],
    ['/account?tab=receipts#top', '/account?tab=receipts#top'],
    ['/category/sofas/', '/category/sofas/'],
    ['/a/../account', '/account'],
  ])('accepts %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'account',
    '/acc\nount',
    '',
    42,
    null,
    `/${'a'.repeat(2048)}`,
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('goes to My Account when p is missing, unsafe or a sign-in page', () => {
    expect(returnPathAfterSignIn(undefined)).toBe('/account');
    expect(returnPathAfterSignIn('https://evil.example/')).toBe('/account');
    expect(returnPathAfterSignIn('/login?p=%2Faccount')).toBe('/account');
    expect(returnPathAfterSignIn('/signup')).toBe('/account');
    expect(returnPathAfterSignIn('/reset/abc')).toBe('/account');
    expect(returnPathAfterSignIn('/cart')).toBe('/cart');
    expect(returnPathAfterSignIn('/login-token')).toBe('/login-token');
    expect(returnPathAfterSignIn(undefined, '/')).toBe('/');
  });

  it('validates the search of the sign-in routes', () => {
    expect(validateReturnSearch({ p: '/account' })).toEqual({ p: '/account' });
    // The key is always there, so the router's merge cannot keep a raw value.
    expect(validateReturnSearch({ p: '//evil.example' })).toEqual({ p: undefined });
    expect(validateReturnSearch({})).toEqual({ p: undefined });
  });
});
