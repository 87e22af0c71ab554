import type { VerificationContext } from '../../machines/verification.machine';
import type { CustomerAddress, CustomerProfile } from '../../src/api/profile-queries';

/** The account pages' API answers, for stories (no backend). */
export const alexProfile: CustomerProfile = {
  id: '2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61',
  email: 'alex.tremblay@example.ca',
  emailverified: true,
  firstname: 'Alex',
  lastname: 'Tremblay',
  phonenumber1: '+15145550134',
  phonenumber2: null,
  deliverysmsoptin: true,
  mobileverified: false,
  optin: false,
  preferredLanguage: null,
  memberships: [
    {
      customerid: '2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61',
      multiaddress: false,
      membershiptype: 'SUBSCRIPTION',
    },
  ],
};

const baseAddress: CustomerAddress['address'] = {
  id: '9d48fea6-0771-4dbd-8806-ad231d6e6c33',
  firstName: 'Alex',
  lastName: 'Tremblay',
  phoneNumber: '+15145550134',
  streetaddress: '4521 Rue Saint-Denis',
  unitnumber: null,
  city: 'Montréal',
  province: 'QC',
  postalcode: 'H2J 2L4',
  typeofaddress: 'TOWNHOUSE',
  floornumber: 2,
  elevatoraccess: false,
  buzzernumber: null,
  dockdooraccess: null,
  receivinghours: '9 am to 9 pm',
  deliveryinstructions: 'Side door on Rue Gilford; the stairs are narrow.',
  primary: true,
  cityId: '3',
};

export const alexAddresses: CustomerAddress[] = [
  {
    activeProducts: 2,
    deactivateBlockedReason:
      '2 products are at this address. Return, move or buy them out first, then you can remove the address.',
    address: baseAddress,
  },
  {
    activeProducts: 0,
    deactivateBlockedReason: null,
    address: {
      ...baseAddress,
      id: '1b2c3d4e-0000-4000-8000-000000000002',
      streetaddress: '301 Front Street West',
      unitnumber: '1203',
      city: 'Toronto',
      province: 'ON',
      postalcode: 'M5V 2T6',
      typeofaddress: 'CONDO',
      floornumber: 12,
      elevatoraccess: true,
      buzzernumber: '1203',
      deliveryinstructions: null,
      primary: false,
    },
  },
];

const mobileStatus = {
  kind: 'mobile' as const,
  contact: '+15145550134',
  verified: false,
  codeExpiresAt: Date.parse('2026-11-24T23:10:00Z'),
  attemptsLeft: 5,
  lockedUntil: null,
};

/** The verification machine's context in each state the screen shows. */
export function verificationContext(
  overrides: Partial<VerificationContext> = {},
): VerificationContext {
  return { kind: 'mobile', status: mobileStatus, problem: null, code: '', now: 0, ...overrides };
}

export const lockedStatus = {
  ...mobileStatus,
  attemptsLeft: 0,
  lockedUntil: Date.parse('2026-11-24T23:40:00Z'),
};
