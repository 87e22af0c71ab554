import { describe, expect, it } from 'vitest';
import {
  PROVINCE_CODES as DB_PROVINCE_CODES,
  PURCHASE_OPTIONS as DB_PURCHASE_OPTIONS,
} from '../../server/db/constants';
import { validateShippingAddress } from '../../server/modules/addresses/address-validation';
import { DomainError } from '../../server/shared/errors';
import {
  LISTED_MONTHLY_PURCHASE_OPTIONS,
  MONTHLY_PURCHASE_OPTIONS,
  PURCHASE_OPTIONS,
  AGREEMENT_PURCHASE_OPTIONS,
} from '../../server/shared/purchase-options';
import { PROVINCE_CODES } from '../../server/shared/provinces';
import {
  MONTHLY_OPTIONS as BROWSER_MONTHLY_OPTIONS,
  SUBSCRIPTION_OPTIONS as BROWSER_SUBSCRIPTION_OPTIONS,
} from '../../machines/purchase-options';
import { validateSwatchOrder } from '../../server/modules/swatches/swatch-service';

function problemsOf(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    // As an English reader gets them (a field's message may be written in either language).
    return (error as DomainError).detailsIn('en').fields as Record<string, string>;
  }
  throw new Error('expected a DomainError');
}

describe('the server’s address checks', () => {
  const place = { city: 'Toronto', province: 'QC', country: 'US' };

  it('give saved addresses and swatch orders the same postal-code, province and unit rules', () => {
    const address = problemsOf(() =>
      validateShippingAddress({
        firstName: 'Alex',
        lastName: 'Tremblay',
        streetaddress: '1 Main St',
        unitnumber: 'x'.repeat(21),
        postalcode: 'M5V 3L9',
        ...place,
      }),
    );
    const swatch = problemsOf(() =>
      validateSwatchOrder({
        fullName: 'Alex Tremblay',
        email: 'alex@example.ca',
        phoneNumber: '416-555-0134',
        streetAddress: '1 Main St',
        unitNumber: 'x'.repeat(21),
        postalCode: 'M5V 3L9',
        swatches: ['1'],
        ...place,
      }),
    );
    expect(address.postalcode).toBe(swatch.postalCode);
    expect(address.postalcode).toBe(
      'M5V 3L9 is not a postal code in QC. Check the postal code or the province.',
    );
    expect(address.unitnumber).toBe(swatch.unitNumber);
    expect(address.country).toBe('We deliver within Canada only.');
    expect(swatch.country).toBe('We mail swatches within Canada only.');
  });

  it('word the empty fields for each form', () => {
    const address = problemsOf(() => validateShippingAddress({}));
    const swatch = problemsOf(() =>
      validateSwatchOrder({
        fullName: '',
        email: '',
        phoneNumber: '',
        streetAddress: '',
        city: '',
        province: '',
        postalCode: '',
        swatches: [],
      }),
    );
    expect([address.streetaddress, address.city, address.province, address.postalcode]).toEqual([
      'Enter the street address.',
      'Enter the city.',
      'Choose the province or territory.',
      'Enter the postal code.',
    ]);
    expect([swatch.streetAddress, swatch.city, swatch.province, swatch.postalCode]).toEqual([
      'Enter your street address.',
      'Enter your city.',
      'Choose your province or territory.',
      'Enter your postal code.',
    ]);
  });
});

describe('the purchase-option lists', () => {
  it('are all drawn from the one list of purchase options', () => {
    for (const option of [
      ...AGREEMENT_PURCHASE_OPTIONS,
      ...LISTED_MONTHLY_PURCHASE_OPTIONS,
      ...MONTHLY_PURCHASE_OPTIONS,
    ]) {
      expect(PURCHASE_OPTIONS).toContain(option);
    }
  });

  it('bill subscriptions and listed monthly prices every month', () => {
    for (const option of [...AGREEMENT_PURCHASE_OPTIONS, ...LISTED_MONTHLY_PURCHASE_OPTIONS]) {
      expect(MONTHLY_PURCHASE_OPTIONS).toContain(option);
    }
    expect([...AGREEMENT_PURCHASE_OPTIONS].sort()).toEqual(
      [...BROWSER_SUBSCRIPTION_OPTIONS].sort(),
    );
    expect([...MONTHLY_PURCHASE_OPTIONS].sort()).toEqual([...BROWSER_MONTHLY_OPTIONS].sort());
    // Every monthly option is an agreement: subscriptions, rentals and financing.
    expect([...AGREEMENT_PURCHASE_OPTIONS].sort()).toEqual([
      'finalsalemonthlyv3',
      'monthlyv3',
      'rentv2',
      'subscribe',
      'subscribev2',
    ]);
  });

  it('are the database’s own vocabulary, as are the provinces, not copies of it', () => {
    expect(PURCHASE_OPTIONS).toBe(DB_PURCHASE_OPTIONS);
    expect(PROVINCE_CODES).toBe(DB_PROVINCE_CODES);
  });
});
