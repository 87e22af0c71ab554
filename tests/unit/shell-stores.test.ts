import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { countCartItems } from '../../src/lib/cart-count';
import { documentTitle } from '../../src/lib/document-title';
import { reportError } from '../../src/lib/error-reporting';
import { hasAccessToken } from '../../src/lib/session-store';
import { expectConsole } from '../setup/fail-on-console';

describe('countCartItems (local storage key cart-v4, read by the cart store)', () => {
  const item = (quantity: unknown) => ({ productId: '1', purchaseOption: 'ownv3', quantity });

  it('adds up the quantities of the lines', () => {
    expect(countCartItems(JSON.stringify([item(2), { ...item(1), productId: '2' }]))).toBe(3);
  });

  it('leaves out lines the store would discard', () => {
    expect(
      countCartItems(JSON.stringify([{}, item(0), item(-2), item('x'), item(2.7), item(4)])),
    ).toBe(4);
  });

  it('treats missing or corrupt data as an empty cart', () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems('')).toBe(0);
    expect(countCartItems('{not json')).toBe(0);
    expect(countCartItems('{"quantity":3}')).toBe(0);
    expect(countCartItems('[null, 4, "x"]')).toBe(0);
  });
});

describe('hasAccessToken (local storage key auth-session)', () => {
  it('is signed in with an access token', () => {
    expect(hasAccessToken(JSON.stringify({ accessToken: 'abc', userId: '1' }))).toBe(true);
  });

  it('is signed out without one, or with corrupt data', () => {
    expect(hasAccessToken(null)).toBe(false);
    expect(hasAccessToken('')).toBe(false);
    expect(hasAccessToken('nope')).toBe(false);
    expect(hasAccessToken('null')).toBe(false);
    expect(hasAccessToken(JSON.stringify({ accessToken: '' }))).toBe(false);
    expect(hasAccessToken(JSON.stringify({ refreshToken: 'r' }))).toBe(false);
  });
});

describe('documentTitle', () => {
  it('suffixes the page title with the site name', () => {
    expect(documentTitle('FAQ')).toBe('FAQ | Pivot Furniture');
    expect(documentTitle('  ')).toBe('Pivot Furniture');
    expect(documentTitle()).toBe('Pivot Furniture');
  });
});

describe('reportError (spec section 8)', () => {
  it('reports ordinary errors', () => {
    expectConsole('error', /\[report\] route: Something broke/);
    expect(reportError(new Error('Something broke'), 'route')).toBe(true);
  });

  it('ignores network, chunk, cancelled and unauthorized errors', () => {
    expect(reportError(new ApiError('network', 'offline'))).toBe(false);
    expect(reportError(new ApiError('cancelled', 'aborted'))).toBe(false);
    expect(reportError(new ApiError('no-auth', 'sign in'))).toBe(false);
    expect(reportError(new ApiError('http', 'Unauthenticated', [], 401))).toBe(false);
    expect(
      reportError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(false);
    expect(reportError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
