import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenSigner } from '../../server/auth/tokens';
import type { DatabaseHandle } from '../../server/db/client';
import { DEMO_CUSTOMERS } from '../../server/db/seed/demo-customers';
import { startApiServer } from './helpers/api-server';
import { testBackends } from './helpers/backends';
import type { GraphqlReply, TestCustomer } from './helpers/checkout-fixtures';
import { cityNamed, createCustomer } from './helpers/checkout-fixtures';
import type { SmsPeer } from './helpers/sms-peer';
import { redisForTests, TEST_REDIS_URL } from './helpers/auth-redis';
import { startSmsPeer } from './helpers/sms-peer';

const ALEX = DEMO_CUSTOMERS.find((customer) => customer.email === 'alex.tremblay@example.ca')!;

const PROFILE_FIELDS = `id email emailverified firstname lastname phonenumber1 phonenumber2
  deliverysmsoptin mobileverified optin memberships { customerid multiaddress membershiptype }`;
const ADDRESS_FIELDS = `activeProducts deactivateBlockedReason address { id firstName lastName
  phoneNumber streetaddress unitnumber city province postalcode typeofaddress floornumber
  elevatoraccess receivinghours buzzernumber dockdooraccess deliveryinstructions primary active }`;
const VERIFICATION_FIELDS = `phonenumber mobileverified expiresAt attemptsLeft lockedUntil`;

const GET_PROFILE = `query { getCustomerProfile { ${PROFILE_FIELDS} } }`;
const UPDATE_PROFILE = `mutation($profile: CustomerProfileInput!) {
  updateCustomerProfile(profile: $profile) { ${PROFILE_FIELDS} } }`;
const LIST_ADDRESSES = `query { getCustomerShippingAddress { ${ADDRESS_FIELDS} } }`;
const ADDRESS_DETAILS = `query($id: ID!) { getAddressDetails(addressId: $id) { ${ADDRESS_FIELDS} } }`;
const UPDATE_ADDRESS = `mutation($id: ID!, $address: ShippingAddressInput!) {
  updateShippingAddress(addressId: $id, address: $address) { ${ADDRESS_FIELDS} } }`;
const MAKE_PRIMARY = `mutation($id: ID!) { makePrimaryShippingAddress(addressId: $id) { ${ADDRESS_FIELDS} } }`;
const DEACTIVATE = `mutation($id: ID!) { deactivateShippingAddress(addressId: $id) }`;
const ADD_ADDRESS = `mutation($address: ShippingAddressInput!) { addShippingAddress(address: $address) { id primary } }`;
const SEND_CODE = `mutation { sendMobileVerificationCode { ${VERIFICATION_FIELDS} } }`;
const VERIFY_CODE = `mutation($code: String!) { verifyMobileCode(code: $code) { ${VERIFICATION_FIELDS} } }`;
const VERIFICATION = `query { getMobileVerification { ${VERIFICATION_FIELDS} } }`;

interface Address {
  activeProducts: number;
  deactivateBlockedReason: string | null;
  address: Record<string, unknown> & { id: string; primary: boolean; postalcode: string };
}
interface Verification {
  phonenumber: string;
  mobileverified: boolean;
  expiresAt: string | null;
  attemptsLeft: number;
  lockedUntil: string | null;
}

const TORONTO_ADDRESS = {
  firstName: 'Test',
  lastName: 'Shopper',
  phoneNumber: '416-555-0134',
  streetaddress: '301 Front Street West',
  unitnumber: '1203',
  city: 'Toronto',
  province: 'ON',
  postalcode: 'm5v2t6',
  typeofaddress: 'CONDO',
  floornumber: 12,
  elevatoraccess: true,
  receivinghours: 'Weekdays 9 to 5',
  buzzernumber: '1203',
  dockdooraccess: false,
  deliveryinstructions: 'Concierge has the key.',
};

const backends = await testBackends();
// PGlite keeps codes in the server's memory; PostgreSQL runs with REDIS_URL, as production does.
const redisReachable = await redisForTests();

describe.each(backends)('account profile, addresses and verification on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let app: Awaited<ReturnType<typeof startApiServer>>['app'];
  let url: string;
  let sms: SmsPeer;
  let signer: AccessTokenSigner;

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
    sms = await startSmsPeer();
    ({ app, url } = await startApiServer(database, {
      SMS_PROVIDER_URL: sms.url,
      SMS_PROVIDER_TOKEN: sms.token,
      ...(backend.name === 'PostgreSQL' && redisReachable ? { REDIS_URL: TEST_REDIS_URL } : {}),
    }));
    signer = new AccessTokenSigner(app.auth.keys);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await sms?.close();
    await dispose?.();
  });

  // Tokens of real sessions, as a sign-in starts them: the API refuses a session that ended.
  const tokenFor = async (customerId: string) => {
    const session = await app.auth.sessions.start(customerId, 'test');
    return (
      await signer.sign({
        userId: customerId,
        roles: ['customer'],
        sessionId: session.sessionId,
        authTime: new Date(),
      })
    ).token;
  };

  async function graphql<T>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<GraphqlReply<T>> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: GraphqlReply<T>['errors'] };
    return { status: response.status, data: body.data ?? null, errors: body.errors };
  }

  async function newCustomer(): Promise<TestCustomer & { token: string }> {
    const customer = await createCustomer(database, await cityNamed(database, 'Toronto'));
    return { ...customer, token: await tokenFor(customer.customerId) };
  }

  it('answers NO_AUTH to every operation without an access token', async () => {
    const id = randomUUID();
    const calls: [string, Record<string, unknown>][] = [
      [GET_PROFILE, {}],
      [UPDATE_PROFILE, { profile: { firstname: 'X' } }],
      [LIST_ADDRESSES, {}],
      [ADDRESS_DETAILS, { id }],
      [UPDATE_ADDRESS, { id, address: TORONTO_ADDRESS }],
      [MAKE_PRIMARY, { id }],
      [DEACTIVATE, { id }],
      [SEND_CODE, {}],
      [VERIFY_CODE, { code: '123456' }],
      [VERIFICATION, {}],
    ];
    for (const [query, variables] of calls) {
      const answer = await graphql(query, variables);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('NO_AUTH');
      expect(answer.data).toBeNull();
    }
  });

  it('reads the demo customer’s profile as seeded', async () => {
    const answer = await graphql<{ getCustomerProfile: Record<string, unknown> }>(
      GET_PROFILE,
      {},
      await tokenFor(ALEX.id),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.getCustomerProfile).toMatchObject({
      id: ALEX.id,
      email: ALEX.email,
      firstname: 'Alex',
      lastname: 'Tremblay',
      phonenumber1: ALEX.phone,
      memberships: [{ customerid: ALEX.id, membershiptype: 'SUBSCRIPTION' }],
    });
  });

  it('saves names, phones (E.164) and opt-ins; a new mobile number is not verified', async () => {
    const { customerId, token } = await newCustomer();
    await database.query(
      `update customers set phone1 = '+14165550100', mobile_verified = true where id = $1`,
      [customerId],
    );
    const answer = await graphql<{ updateCustomerProfile: Record<string, unknown> }>(
      UPDATE_PROFILE,
      {
        profile: {
          firstname: '  Émilie ',
          lastname: 'Côté',
          phonenumber1: '(604) 555-0199',
          phonenumber2: '+1 867 555 0123',
          deliverysmsoptin: true,
          optin: true,
        },
      },
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateCustomerProfile).toMatchObject({
      firstname: 'Émilie',
      lastname: 'Côté',
      phonenumber1: '+16045550199',
      phonenumber2: '+18675550123',
      deliverysmsoptin: true,
      mobileverified: false,
      optin: true,
    });
    // Leaving a field out keeps it; an empty phone removes it.
    const cleared = await graphql<{ updateCustomerProfile: Record<string, unknown> }>(
      UPDATE_PROFILE,
      { profile: { phonenumber2: '' } },
      token,
    );
    expect(cleared.data?.updateCustomerProfile).toMatchObject({
      firstname: 'Émilie',
      phonenumber1: '+16045550199',
      phonenumber2: null,
    });
  });

  it('keeps the language the customer chose, null until they choose (decision 178)', async () => {
    const { customerId, token } = await newCustomer();
    const SAVE_LANGUAGE = `mutation($language: Language!) {
      updateCustomerProfile(profile: { preferredLanguage: $language }) { id preferredLanguage firstname } }`;
    const before = await graphql<{ getCustomerProfile: { preferredLanguage: string | null } }>(
      'query { getCustomerProfile { preferredLanguage } }',
      {},
      token,
    );
    expect(before.data?.getCustomerProfile.preferredLanguage).toBeNull();
    const french = await graphql<{ updateCustomerProfile: Record<string, unknown> }>(
      SAVE_LANGUAGE,
      { language: 'FR' },
      token,
    );
    expect(french.errors).toBeUndefined();
    expect(french.data?.updateCustomerProfile).toMatchObject({ preferredLanguage: 'FR' });
    const [row] = await database.query<{ preferred_language: string }>(
      'select preferred_language from customers where id = $1',
      [customerId],
    );
    expect(row?.preferred_language).toBe('fr');
    // Another change leaves it as it is; a language we do not have is refused by the schema.
    const renamed = await graphql<{ updateCustomerProfile: Record<string, unknown> }>(
      UPDATE_PROFILE,
      { profile: { firstname: 'Léa' } },
      token,
    );
    expect(renamed.data?.updateCustomerProfile).toMatchObject({ firstname: 'Léa' });
    const kept = await graphql<{ getCustomerProfile: { preferredLanguage: string | null } }>(
      'query { getCustomerProfile { preferredLanguage } }',
      {},
      token,
    );
    expect(kept.data?.getCustomerProfile.preferredLanguage).toBe('FR');
    const refused = await graphql(SAVE_LANGUAGE, { language: 'DE' }, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a phone number that is not Canadian, under its field, and changes nothing', async () => {
    const { customerId, token } = await newCustomer();
    const before = await database.query(`select * from customers where id = $1`, [customerId]);
    const answer = await graphql(
      UPDATE_PROFILE,
      {
        profile: {
          firstname: 'Changed',
          phonenumber1: '212-555-0134',
          phonenumber2: '123-456-7890',
        },
      },
      token,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({
      phonenumber1: '212 is not a Canadian area code. Enter a Canadian number, like 416-555-0134.',
      phonenumber2:
        'That is not a valid number: the area code and the next three digits start with 2 to 9, like 416-555-0134.',
    });
    const foreign = await graphql(
      UPDATE_PROFILE,
      { profile: { phonenumber1: '+44 20 7946 0958' } },
      token,
    );
    expect(foreign.errors?.[0]?.extensions?.fields).toEqual({
      phonenumber1: 'Enter a Canadian number (+1), like 416-555-0134.',
    });
    const after = await database.query(`select * from customers where id = $1`, [customerId]);
    expect(after).toEqual(before);
  });

  it('lists addresses with their products; another customer’s address is NOT_FOUND like an unknown one', async () => {
    const alexToken = await tokenFor(ALEX.id);
    const list = await graphql<{ getCustomerShippingAddress: Address[] }>(
      LIST_ADDRESSES,
      {},
      alexToken,
    );
    expect(list.errors).toBeUndefined();
    const [alexAddress] = list.data!.getCustomerShippingAddress;
    expect(alexAddress!.address.postalcode).toBe(ALEX.address.postalCode);
    expect(alexAddress!.activeProducts).toBeGreaterThan(0);
    // Alex's delivery in three days is booked there: the address book names it (decision 149).
    expect(alexAddress!.deactivateBlockedReason).toMatch(
      /^A crew visit is booked here: the delivery of order SF\d+ on /,
    );

    const other = await newCustomer();
    const unknownId = randomUUID();
    for (const [query, variables] of [
      [ADDRESS_DETAILS, {}],
      [UPDATE_ADDRESS, { address: TORONTO_ADDRESS }],
      [MAKE_PRIMARY, {}],
      [DEACTIVATE, {}],
    ] as const) {
      const theirs = await graphql(
        query,
        { ...variables, id: alexAddress!.address.id },
        other.token,
      );
      const unknown = await graphql(query, { ...variables, id: unknownId }, other.token);
      const malformed = await graphql(query, { ...variables, id: 'not-an-id' }, other.token);
      expect(theirs.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
      expect(theirs.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
      expect(theirs.errors?.[0]?.extensions).toEqual(unknown.errors?.[0]?.extensions);
      expect(malformed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // Alex's address is as it was.
    const again = await graphql<{ getAddressDetails: Address }>(
      ADDRESS_DETAILS,
      { id: alexAddress!.address.id },
      alexToken,
    );
    expect(again.data?.getAddressDetails).toEqual(alexAddress);
  });

  it('edits an address (wrong postal code refused, then a right one), makes one primary and deactivates one', async () => {
    const { customerId, addressId, token } = await newCustomer();
    const wrong = await graphql(
      UPDATE_ADDRESS,
      { id: addressId, address: { ...TORONTO_ADDRESS, postalcode: 'H2X 1Y4' } },
      token,
    );
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.extensions?.field).toBe('postalcode');

    const saved = await graphql<{ updateShippingAddress: Address }>(
      UPDATE_ADDRESS,
      { id: addressId, address: TORONTO_ADDRESS },
      token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateShippingAddress.address).toMatchObject({
      id: addressId,
      postalcode: 'M5V 2T6',
      phoneNumber: '+14165550134',
      unitnumber: '1203',
      floornumber: 12,
      elevatoraccess: true,
      receivinghours: 'Weekdays 9 to 5',
      buzzernumber: '1203',
      dockdooraccess: false,
      deliveryinstructions: 'Concierge has the key.',
      typeofaddress: 'CONDO',
      primary: true,
    });

    const added = await graphql<{ addShippingAddress: { id: string; primary: boolean } }>(
      ADD_ADDRESS,
      { address: { ...TORONTO_ADDRESS, streetaddress: '100 Queen Street West', unitnumber: null } },
      token,
    );
    const secondId = added.data!.addShippingAddress.id;
    expect(added.data?.addShippingAddress.primary).toBe(false);
    const primary = await graphql<{ makePrimaryShippingAddress: Address }>(
      MAKE_PRIMARY,
      { id: secondId },
      token,
    );
    expect(primary.data?.makePrimaryShippingAddress.address.primary).toBe(true);
    const [{ count } = { count: -1 }] = await database.query<{ count: number }>(
      `select count(*)::int as count from addresses where customer_id = $1 and is_primary`,
      [customerId],
    );
    expect(count).toBe(1);

    // Deactivating the primary one hands the flag to the other.
    const gone = await graphql<{ deactivateShippingAddress: string }>(
      DEACTIVATE,
      { id: secondId },
      token,
    );
    expect(gone.data?.deactivateShippingAddress).toBe(secondId);
    const list = await graphql<{ getCustomerShippingAddress: Address[] }>(
      LIST_ADDRESSES,
      {},
      token,
    );
    expect(
      list.data?.getCustomerShippingAddress.map((entry) => [
        entry.address.id,
        entry.address.primary,
      ]),
    ).toEqual([[addressId, true]]);
    const twice = await graphql(DEACTIVATE, { id: secondId }, token);
    expect(twice.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps an address that holds products, and says why; settled products do not hold it', async () => {
    const { customerId, addressId, token } = await newCustomer();
    const [membership] = await database.query<{ id: string }>(
      `insert into memberships (customer_id, membership_type) values ($1, 'SUBSCRIPTION') returning id`,
      [customerId],
    );
    const [product] = await database.query<{ id: number }>(
      `select id from products order by id limit 1`,
    );
    const [held] = await database.query<{ id: string }>(
      `insert into membership_products (membership_id, product_id, address_id, start_date,
         subscription_status, purchase_option)
       values ($1, $2, $3, '2026-01-05', 'DELIVERED', 'monthlyv3'),
              ($1, $2, $3, '2026-01-05', 'RETURNED', 'monthlyv3')
       returning id`,
      [membership!.id, product!.id, addressId],
    );
    const refused = await graphql(DEACTIVATE, { id: addressId }, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(
      '1 product is at this address. Return, move or buy it out first, then you can remove the address.',
    );
    expect(refused.errors?.[0]?.extensions?.activeProducts).toBe(1);
    const [still] = await database.query<{ active: boolean }>(
      `select active from addresses where id = $1`,
      [addressId],
    );
    expect(still?.active).toBe(true);

    await database.query(
      `update membership_products set subscription_status = 'BOUGHT_OUT' where id = $1`,
      [held!.id],
    );
    const allowed = await graphql(DEACTIVATE, { id: addressId }, token);
    expect(allowed.errors).toBeUndefined();
  });

  it('verifies a mobile number with the code texted through the SMS provider', async () => {
    const { customerId, token } = await newCustomer();
    const noPhone = await graphql(SEND_CODE, {}, token);
    expect(noPhone.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await graphql(UPDATE_PROFILE, { profile: { phonenumber1: '416 555 0177' } }, token);

    const sent = await graphql<{ sendMobileVerificationCode: Verification }>(SEND_CODE, {}, token);
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.sendMobileVerificationCode).toMatchObject({
      phonenumber: '+14165550177',
      mobileverified: false,
      attemptsLeft: 5,
      lockedUntil: null,
    });
    const expiresIn = Date.parse(sent.data!.sendMobileVerificationCode.expiresAt!) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const text = sms.received.at(-1)!;
    expect(text.to).toBe('+14165550177');
    expect(text.authorization).toBe(`Bearer ${sms.token}`);
    const code = sms.lastCode('+14165550177');

    // Asking again at once is refused (texts cost money and reach a person).
    const soon = await graphql(SEND_CODE, {}, token);
    expect(soon.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'TOO_SOON' });

    // Stored hashed: the code itself is nowhere in the database.
    const dump = await database.query(`select * from customers where id = $1`, [customerId]);
    expect(JSON.stringify(dump)).not.toContain(code);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await graphql(VERIFY_CODE, { code: wrongCode }, token);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'code',
      attemptsLeft: 4,
    });
    const right = await graphql<{ verifyMobileCode: Verification }>(VERIFY_CODE, { code }, token);
    expect(right.errors).toBeUndefined();
    expect(right.data?.verifyMobileCode).toMatchObject({ mobileverified: true, attemptsLeft: 5 });
    const profile = await graphql<{ getCustomerProfile: { mobileverified: boolean } }>(
      GET_PROFILE,
      {},
      token,
    );
    expect(profile.data?.getCustomerProfile.mobileverified).toBe(true);
    // The code worked once.
    await graphql(UPDATE_PROFILE, { profile: { phonenumber1: '416 555 0178' } }, token);
    const reused = await graphql(VERIFY_CODE, { code }, token);
    expect(reused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'EXPIRED',
    });
  });

  it('locks the number after five wrong codes: the sixth try, even right, says when it unlocks', async () => {
    const { token } = await newCustomer();
    await graphql(UPDATE_PROFILE, { profile: { phonenumber1: '604-555-0111' } }, token);
    await graphql(SEND_CODE, {}, token);
    const code = sms.lastCode('+16045550111');
    const wrongCode = code === '999999' ? '888888' : '999999';
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1)
      answers.push(await graphql(VERIFY_CODE, { code: wrongCode }, token));
    expect(
      answers.slice(0, 4).map((answer) => answer.errors?.[0]?.extensions?.attemptsLeft),
    ).toEqual([4, 3, 2, 1]);
    const fifth = answers[4]!.errors?.[0];
    expect(fifth?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'LOCKED', field: 'code' });
    const lockedUntil = Date.parse(String(fifth?.extensions?.lockedUntil));
    expect(lockedUntil - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(fifth?.message).toContain(new Date(lockedUntil).toISOString());

    const sixth = await graphql(VERIFY_CODE, { code }, token);
    expect(sixth.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'LOCKED' });
    const resend = await graphql(SEND_CODE, {}, token);
    expect(resend.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'LOCKED' });
    const status = await graphql<{ getMobileVerification: Verification }>(VERIFICATION, {}, token);
    expect(status.data?.getMobileVerification).toMatchObject({
      mobileverified: false,
      attemptsLeft: 0,
    });
    expect(Date.parse(status.data!.getMobileVerification.lockedUntil!)).toBe(lockedUntil);
  });

  it('counts wrong codes sent at the same time: never more than five are compared', async () => {
    const { token } = await newCustomer();
    await graphql(UPDATE_PROFILE, { profile: { phonenumber1: '514-555-0122' } }, token);
    await graphql(SEND_CODE, {}, token);
    const code = sms.lastCode('+15145550122');
    const guesses = Array.from({ length: 12 }, (_, index) =>
      String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((guess) => graphql(VERIFY_CODE, { code: guess }, token)),
    );
    const wrong = answers.filter(
      (answer) => answer.errors?.[0]?.extensions?.reason === 'WRONG_CODE',
    );
    expect(wrong.length).toBeLessThanOrEqual(4);
    expect(answers.every((answer) => answer.errors !== undefined)).toBe(true);
    const right = await graphql(VERIFY_CODE, { code }, token);
    expect(right.errors?.[0]?.extensions?.reason).toBe('LOCKED');
  });

  it('says so when the SMS provider refuses, and keeps no code', async () => {
    const { token } = await newCustomer();
    await graphql(UPDATE_PROFILE, { profile: { phonenumber1: '902-555-0133' } }, token);
    sms.failWith(503);
    try {
      const failed = await graphql(SEND_CODE, {}, token);
      expect(failed.errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
        reason: 'SMS_FAILED',
      });
    } finally {
      sms.failWith(null);
    }
    const status = await graphql<{ getMobileVerification: Verification }>(VERIFICATION, {}, token);
    expect(status.data?.getMobileVerification.expiresAt).toBeNull();
  });
});
