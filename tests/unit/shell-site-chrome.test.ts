import { describe, expect, it } from 'vitest';
import {
  accountBackLink,
  CHROMELESS_PATH_PREFIXES,
  isCartIconDisabled,
  isChromeHidden,
  normalizePathname,
} from '../../src/features/shell/site-chrome';

describe('normalizePathname', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/FAQ/', '/faq'],
    ['//checkout//confirm/', '/checkout/confirm'],
    ['/search/oak/?q=1#top', '/search/oak'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalizePathname(input)).toBe(expected);
  });
});

describe('isChromeHidden: the header and footer are hidden on exactly the paths of spec section 2', () => {
  it.each([
    '/checkout',
    '/checkout/',
    '/checkout/confirm/123',
    '/returncenter/select',
    '/returncenter/select/4',
    '/buyout',
    '/buyout/payment',
    '/returns',
    '/returns/2/88',
    '/verification',
    '/verification/email/complete/abc/a@b.ca',
    '/partner/step/address',
    '/moveproducts',
    '/productimages/oslo-sofa',
    '/productimages/oslo-sofa/3',
    '/version',
    '/photosforreturn/77',
    '/swapproducts/1/9',
    '/contract/subscribe',
    '/contract/rent',
    '/contract/own',
    '/CHECKOUT',
  ])('hides them on %s', (path) => {
    expect(isChromeHidden(path)).toBe(true);
  });

  it.each([
    '/',
    '/contract',
    '/contract/',
    '/contract/ownership',
    '/returncenter',
    '/return/success/12',
    '/returnsx',
    '/checkouts',
    '/versions',
    '/productdetail/oslo-sofa',
    '/search/checkout/',
    '/account/payment-information',
    '/cart',
    '/faq',
  ])('shows them on %s', (path) => {
    expect(isChromeHidden(path)).toBe(false);
  });

  it('lists each bare path once', () => {
    expect(new Set(CHROMELESS_PATH_PREFIXES).size).toBe(CHROMELESS_PATH_PREFIXES.length);
  });
});

describe('isCartIconDisabled', () => {
  it('is disabled on paths starting /checkout/confirm', () => {
    expect(isCartIconDisabled('/checkout/confirm')).toBe(true);
    expect(isCartIconDisabled('/checkout/confirm/123')).toBe(true);
    expect(isCartIconDisabled('/checkout/confirmation')).toBe(true);
  });

  it('is enabled elsewhere', () => {
    expect(isCartIconDisabled('/checkout')).toBe(false);
    expect(isCartIconDisabled('/cart')).toBe(false);
    expect(isCartIconDisabled('/')).toBe(false);
  });
});

describe('accountBackLink', () => {
  it('has none outside the account and on My Account itself', () => {
    expect(accountBackLink('/')).toBeNull();
    expect(accountBackLink('/accounts')).toBeNull();
    expect(accountBackLink('/account')).toBeNull();
    expect(accountBackLink('/account/')).toBeNull();
    expect(accountBackLink('/account/overview')).toBeNull();
    expect(accountBackLink('/account/accountdetails')).toBeNull();
    expect(accountBackLink('/account/referral')).toEqual({
      to: '/account',
      label: 'Back to My Account',
    });
  });

  it('goes back to My Account from account pages', () => {
    for (const path of [
      '/account/receipts',
      '/account/my-products',
      '/account/address',
      '/account/payment-information',
      '/account/deliveries/5/sms',
    ]) {
      expect(accountBackLink(path)).toEqual({ to: '/account', label: 'Back to My Account' });
    }
  });

  it('goes back to Address from an address and to My Products from reviews', () => {
    expect(accountBackLink('/account/address/SHIPPING/12')).toEqual({
      to: '/account/address',
      label: 'Back to Address',
    });
    expect(accountBackLink('/account/product-review/99')).toEqual({
      to: '/account/my-products',
      label: 'Back to My Products',
    });
  });
});
