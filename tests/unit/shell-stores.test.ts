import { describe, expect, it, vi } from 'vitest';
import { ApiError, isHandledOutcome, logApiFailure } from '../../src/api/api-error';
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
  it('reports ordinary errors: to the console, and sent only where the page has a DSN', () => {
    expectConsole('error', /\[report\] route: Something broke/);
    // No page, so no `<meta name="error-reporting">`: nothing is sent (decision 166), and the
    // site error page does not claim it was.
    expect(reportError(new Error('Something broke'), 'route')).toBe(false);
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

describe('logApiFailure: handled outcomes below error level (decision 155)', () => {
  const graphql = (...codes: (string | undefined)[]) =>
    new ApiError(
      'graphql',
      'That code is not right. 4 tries left.',
      codes.map((code) => ({ message: 'That code is not right. 4 tries left.', code })),
    );

  it('logs a declined card, a wrong code, a missing record at info level', () => {
    const infos: string[] = [];
    vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => {
      infos.push(args.join(' '));
    });
    for (const code of ['PAYMENT_DECLINED', 'BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT']) {
      expect(isHandledOutcome(graphql(code))).toBe(true);
      expect(logApiFailure(graphql(code), 'api')).toBe(false);
    }
    expect(infos).toEqual([
      '[api] PAYMENT_DECLINED: That code is not right. 4 tries left.',
      '[api] BAD_USER_INPUT: That code is not right. 4 tries left.',
      '[api] NOT_FOUND: That code is not right. 4 tries left.',
      '[api] CONFLICT: That code is not right. 4 tries left.',
    ]);
  });

  it('keeps unknown codes, codeless errors and mixed answers at error level', () => {
    expectConsole('error', /^\[api\] That code is not right/);
    for (const error of [
      graphql('INTERNAL_SERVER_ERROR'),
      graphql(undefined),
      graphql('NOT_FOUND', 'INTERNAL_SERVER_ERROR'),
      new ApiError('parse', 'That code is not right. 4 tries left.'),
    ]) {
      expect(isHandledOutcome(error)).toBe(false);
      expect(logApiFailure(error, 'api')).toBe(true);
    }
  });

  it('logs nothing for what spec section 8 does not report', () => {
    expect(logApiFailure(new ApiError('network', 'offline'), 'api')).toBe(false);
    expect(logApiFailure(new ApiError('no-auth', 'sign in'), 'api')).toBe(false);
  });
});
