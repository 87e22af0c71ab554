import { describe, expect, it } from 'vitest';
import {
  addressInput,
  draftFromAddress,
  safeReturnPath,
} from '../../src/features/account/address-draft';
import { displayPhone } from '../../src/features/account/phone-format';

describe('selectaddress return path', () => {
  it('keeps paths of this site, with their search and hash', () => {
    expect(safeReturnPath('/checkout')).toBe('/checkout');
    expect(safeReturnPath('/returns/pick?step=2#top')).toBe('/returns/pick?step=2#top');
  });

  it('refuses other origins and anything that is not a path', () => {
    for (const value of [
      '//evil.example/checkout',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'checkout',
      '/ space',
      42,
      undefined,
    ])
      expect(safeReturnPath(value), String(value)).toBe('/account/address');
  });
});

describe('account address drafts', () => {
  it('round-trips a saved address through the form draft to the API input', () => {
    const saved = {
      id: 'a1',
      firstName: 'Alex',
      lastName: 'Tremblay',
      phoneNumber: '+15145550134',
      streetaddress: '4521 Rue Saint-Denis',
      unitnumber: null,
      city: 'Montréal',
      province: 'QC',
      postalcode: 'H2J 2L4',
      typeofaddress: 'TOWNHOUSE' as const,
      floornumber: 2,
      elevatoraccess: false,
      buzzernumber: null,
      dockdooraccess: null,
      receivinghours: '9 am to 9 pm',
      deliveryinstructions: 'Side door',
      primary: true,
      cityId: '3',
    };
    const draft = draftFromAddress(saved);
    expect(draft.phoneNumber).toBe('514-555-0134');
    expect(addressInput({ ...draft, postalcode: 'h2j2l4' })).toEqual({
      firstName: 'Alex',
      lastName: 'Tremblay',
      phoneNumber: '514-555-0134',
      streetaddress: '4521 Rue Saint-Denis',
      unitnumber: null,
      city: 'Montréal',
      province: 'QC',
      postalcode: 'H2J 2L4',
      country: 'CA',
      typeofaddress: 'TOWNHOUSE',
      floornumber: 2,
      elevatoraccess: false,
      buzzernumber: null,
      dockdooraccess: false,
      receivinghours: '9 am to 9 pm',
      deliveryinstructions: 'Side door',
      primary: true,
    });
  });

  it('shows E.164 numbers the store’s way', () => {
    expect(displayPhone('+14165550134')).toBe('416-555-0134');
    expect(displayPhone('+442079460958')).toBe('+442079460958');
    expect(displayPhone(null)).toBe('');
  });
});
