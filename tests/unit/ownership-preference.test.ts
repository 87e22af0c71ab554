import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ownershipCookie,
  ownershipFromCookies,
  readOwnershipPreference,
  saveOwnershipPreference,
} from '../../src/features/catalog/ownership-preference';
import { purchaseChoices, selectedChoice } from '../../src/features/catalog/purchase-choices';
import type { OptionPrice } from '../../src/features/catalog/purchase-choices';

afterEach(() => {
  vi.unstubAllGlobals();
});

const price = (purchaseoption: OptionPrice['purchaseoption'], termlength: number | null) => ({
  purchaseoption,
  termlength,
  price: 100,
  originalprice: null,
  monthly: termlength !== null,
});

describe('ownership preference cookie (spec sections 4 and 9)', () => {
  it('reads the option from the cookie, and monthlyv3 when absent or not an option', () => {
    expect(ownershipFromCookies('')).toBe('monthlyv3');
    expect(ownershipFromCookies('city=6; ownership=rentv2; other=1')).toBe('rentv2');
    expect(ownershipFromCookies('ownership=ownv3')).toBe('ownv3');
    expect(ownershipFromCookies('ownership=free-sofa')).toBe('monthlyv3');
    expect(ownershipFromCookies('myownership=rentv2')).toBe('monthlyv3');
  });

  it('is kept a year on the whole site, SameSite=Lax', () => {
    expect(ownershipCookie('subscribe')).toBe(
      'ownership=subscribe; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('writes the cookie when the shopper picks a way to pay, and reads it back', () => {
    const jar = { cookie: '' };
    vi.stubGlobal('document', jar);
    expect(readOwnershipPreference()).toBe('monthlyv3');
    saveOwnershipPreference('rentv2');
    expect(jar.cookie).toBe('ownership=rentv2; Max-Age=31536000; Path=/; SameSite=Lax');
    // What the browser hands back: name=value only.
    jar.cookie = 'ownership=rentv2';
    expect(readOwnershipPreference()).toBe('rentv2');
  });

  it('does nothing without a document', () => {
    vi.stubGlobal('document', undefined);
    expect(() => saveOwnershipPreference('ownv3')).not.toThrow();
    expect(readOwnershipPreference()).toBe('monthlyv3');
  });

  it('preselects the preferred option when the product offers it, else the monthlyv3 default', () => {
    const all = purchaseChoices([
      price('monthlyv3', 36),
      price('monthlyv3', 24),
      price('rentv2', 6),
      price('ownv3', null),
    ]);
    expect(selectedChoice(all, { option: 'rentv2' })?.key).toBe('rentv2:6');
    expect(selectedChoice(all, { option: 'ownv3' })?.key).toBe('ownv3:');
    const noRent = purchaseChoices([price('monthlyv3', 36), price('ownv3', null)]);
    expect(selectedChoice(noRent, { option: 'rentv2' })?.key).toBe('monthlyv3:36');
    // A final-sale piece: its final-sale form of the preferred option.
    const finalSale = purchaseChoices([
      price('finalsalemonthlyv3', 24),
      price('finalsaleownv3', null),
    ]);
    expect(selectedChoice(finalSale, { option: 'ownv3' })?.key).toBe('finalsaleownv3:');
    expect(selectedChoice(finalSale, { option: 'rentv2' })?.key).toBe('finalsalemonthlyv3:24');
  });
});
