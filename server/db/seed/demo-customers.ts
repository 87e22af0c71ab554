/**
 * The demo customers the seed creates. The seed stores an argon2id hash of
 * `password` for each (DEMO_PASSWORD is the same for all three and documented
 * in the README for local sign-in), so they can sign in at once.
 */
import type { ProvinceCode } from '../constants';

export const DEMO_PASSWORD = 'Storefront-demo-2026';

/**
 * The return-policy version every seeded signed agreement carries (decision 153): the one in
 * force when the demo orders were placed (2025 and 2026), a 4-year free-return term. The
 * terms themselves live in server/modules/returns/return-policy.ts; a server test checks that
 * this is the version in force on each seeded order's day.
 */
export const SEED_AGREEMENT_VERSION = '2024-01';

export interface DemoCustomer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** E.164. */
  phone: string;
  citySlug: string;
  address: {
    streetAddress: string;
    unitNumber: string | null;
    city: string;
    province: ProvinceCode;
    postalCode: string;
    typeOfAddress: 'HOUSE' | 'APARTMENT' | 'CONDO' | 'TOWNHOUSE' | 'OFFICE';
    floorNumber: number | null;
    elevatorAccess: boolean | null;
    buzzerNumber: string | null;
    deliveryInstructions: string | null;
  };
  membershipType: 'SUBSCRIPTION' | 'OWNERSHIP';
  /** Has a declined monthly charge and an open delinquent record. */
  delinquent: boolean;
  /**
   * The language chosen on the profile (decision 178); null: none chosen, so mail and texts
   * follow the address (French in Quebec, decision 179).
   */
  preferredLanguage: 'en' | 'fr' | null;
  /** What the account shows, for people testing by hand. */
  story: string;
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    id: '2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61',
    email: 'alex.tremblay@example.ca',
    firstName: 'Alex',
    lastName: 'Tremblay',
    password: DEMO_PASSWORD,
    phone: '+15145550134',
    citySlug: 'montreal',
    address: {
      streetAddress: '4521 Rue Saint-Denis',
      unitNumber: null,
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2J 2L4',
      typeOfAddress: 'TOWNHOUSE',
      floorNumber: 2,
      elevatorAccess: false,
      buzzerNumber: null,
      deliveryInstructions: 'Side door on Rue Gilford; the stairs are narrow.',
    },
    membershipType: 'SUBSCRIPTION',
    delinquent: false,
    // An English-speaking Montrealer: the store, mail and texts in English by choice.
    preferredLanguage: 'en',
    story:
      'Subscriber in Montréal who chose English: three items delivered, one since returned, a review written, a tip given, $25 referral credit.',
  },
  {
    id: '7a9b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c22',
    email: 'sam.nguyen@example.ca',
    firstName: 'Sam',
    lastName: 'Nguyen',
    password: DEMO_PASSWORD,
    phone: '+16045550178',
    citySlug: 'vancouver',
    address: {
      streetAddress: '1288 West 7th Avenue',
      unitNumber: '402',
      city: 'Vancouver',
      province: 'BC',
      postalCode: 'V6H 1B6',
      typeOfAddress: 'CONDO',
      floorNumber: 4,
      elevatorAccess: true,
      buzzerNumber: '402',
      deliveryInstructions: 'Book the service elevator with the concierge.',
    },
    membershipType: 'OWNERSHIP',
    delinquent: false,
    preferredLanguage: null,
    story:
      'Owner in Vancouver, referred by Alex: bought two items outright, ordered fabric swatches.',
  },
  {
    id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e93',
    email: 'jordan.lee@example.ca',
    firstName: 'Jordan',
    lastName: 'Lee',
    password: DEMO_PASSWORD,
    phone: '+14165550199',
    citySlug: 'toronto',
    address: {
      streetAddress: '88 Harbour Street',
      unitNumber: '3105',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5J 0C3',
      typeOfAddress: 'CONDO',
      floorNumber: 31,
      elevatorAccess: true,
      buzzerNumber: '3105',
      deliveryInstructions: 'Loading dock on Bay Street; deliveries 9 am to 5 pm only.',
    },
    membershipType: 'SUBSCRIPTION',
    delinquent: true,
    preferredLanguage: null,
    story:
      'Subscriber in Toronto whose last monthly charge was declined: an open delinquent record, so the billing alert shows.',
  },
];

/**
 * The fourth demo account: a customer an EQ3 showroom served (role `customer:pos:eq3`, spec
 * section 6). The showroom rang up a partner order for them (decision 140); they have no
 * address or card on file yet and complete both at `/partner/step/address` and
 * `/partner/step/billing`. Not in DEMO_CUSTOMERS: they hold nothing yet.
 */
export const PARTNER_DEMO_CUSTOMER = {
  id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d84',
  email: 'morgan.roy@example.ca',
  firstName: 'Morgan',
  lastName: 'Roy',
  password: DEMO_PASSWORD,
  phone: '+14165550142',
  citySlug: 'toronto',
  roles: ['customer', 'customer:pos:eq3'],
  partnerStore: 'EQ3 Toronto, King Street West',
  partnerReference: 'EQ3-TOR-20417',
  story:
    'Served at an EQ3 showroom in Toronto: a partner order of two subscribed pieces waits for a delivery address and a card.',
} as const;
