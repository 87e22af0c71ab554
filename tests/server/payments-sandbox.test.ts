import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { PaymentConflictError } from '../../server/payments/payment-gateway';
import {
  CardInputError,
  cardBrand,
  checkCard,
  passesLuhn,
} from '../../server/payments/sandbox-cards';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { testBackends } from './helpers/backends';
import type { CheckoutServer } from './helpers/checkout-fixtures';
import { startCheckoutServer } from './helpers/checkout-fixtures';

const NOW = new Date('2026-11-22T12:00:00Z');
const card = (overrides: Record<string, unknown> = {}) => ({
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2029,
  cvc: '123',
  name: 'Alex Tremblay',
  ...overrides,
});

describe('sandbox card checks', () => {
  it('accept Luhn-valid numbers of the brands we take', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardBrand('4242424242424242')).toBe('VISA');
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrand('2223003122003222')).toBe('MASTERCARD');
    expect(cardBrand('378282246310005')).toBe('AMEX');
    expect(cardBrand('6011111111111117')).toBe('DISCOVER');
    expect(cardBrand('3530111333300000')).toBeNull();
  });

  it('keep brand, last four, expiry and the outcome the test number stands for', () => {
    expect(checkCard(card(), NOW)).toEqual({
      card: { brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2029 },
      outcome: 'approve',
    });
    expect(checkCard(card({ number: '4000-0000-0000-0002' }), NOW).outcome).toBe('card_declined');
    expect(checkCard(card({ number: '4000000000009995' }), NOW).outcome).toBe('insufficient_funds');
    expect(checkCard(card({ number: '5555555555554444', expYear: 29 }), NOW)).toEqual({
      card: { brand: 'MASTERCARD', last4: '4444', expMonth: 12, expYear: 2029 },
      outcome: 'approve',
    });
  });

  it('refuse each bad field with its own code and message', () => {
    const refusal = (overrides: Record<string, unknown>) => {
      try {
        checkCard(card(overrides), NOW);
      } catch (error) {
        if (error instanceof CardInputError) return [error.code, error.field, error.message];
        throw error;
      }
      return null;
    };
    expect(refusal({ number: '4242424242424241' })?.[0]).toBe('invalid_number');
    expect(refusal({ number: '3530111333300000' })?.[0]).toBe('unsupported_brand');
    expect(refusal({ expMonth: 13 })?.slice(0, 2)).toEqual(['invalid_expiry', 'expMonth']);
    expect(refusal({ expMonth: 10, expYear: 2026 })).toEqual([
      'expired_card',
      'expYear',
      'This card expired at the end of 10/2026. Use another card.',
    ]);
    // A card is good through the last day of its month.
    expect(refusal({ expMonth: 11, expYear: 2026 })).toBeNull();
    expect(refusal({ cvc: '12' })?.[0]).toBe('invalid_cvc');
    expect(refusal({ cvc: '12345' })?.[0]).toBe('invalid_cvc');
    expect(refusal({ cvc: '1234' })).toBeNull();
    expect(refusal({ name: ' ' })?.[0]).toBe('invalid_name');
  });
});

const backends = await testBackends();

describe.each(backends)('sandbox gateway on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void> = async () => undefined;
  let server: CheckoutServer;
  let gateway: SandboxGateway;

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startCheckoutServer(database);
    gateway = new SandboxGateway(database);
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose();
  });

  describe('POST /payments/sandbox/tokens', () => {
    it('answers a token and what may be shown of the card, and never stores the number', async () => {
      const answer = await server.tokenize(card({ expYear: 2031 }));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        source: expect.stringMatching(/^tok_[0-9a-f]{24}$/),
        card: { brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2031 },
      });
      const rows = await database.query<{ row: string }>(
        `select t::text as row from sandbox_card_tokens t`,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((row) => row.row.includes('4242424242424242'))).toBe(false);
      expect(rows.some((row) => row.row.includes('Alex'))).toBe(false);
    });

    it('refuses an expired card with a clear 400 message', async () => {
      const answer = await server.tokenize(card({ expMonth: 1, expYear: 2024 }));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'expired_card',
        field: 'expYear',
        message: 'This card expired at the end of 01/2024. Use another card.',
      });
    });

    it('refuses a bad number, CVC or body', async () => {
      expect((await server.tokenize(card({ number: '4242 4242 4242 4241' }))).body).toMatchObject({
        code: 'invalid_number',
        field: 'number',
      });
      expect((await server.tokenize(card({ cvc: 'abc' }))).body).toMatchObject({
        code: 'invalid_cvc',
      });
      const response = await fetch(`${server.url}/payments/sandbox/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '[1, 2]',
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('invalid_request');
    });
  });

  describe('charges', () => {
    it('approve 4242, decline 0002, report insufficient funds for 9995', async () => {
      const approve = await server.cardToken('4242424242424242');
      const decline = await server.cardToken('4000000000000002');
      const broke = await server.cardToken('4000000000009995');
      const other = await server.cardToken('5555555555554444');
      const charge = (source: string) =>
        gateway.charge({ idempotencyKey: randomUUID(), amountCents: 12_345, source });
      expect(await charge(approve)).toMatchObject({
        status: 'succeeded',
        declineCode: null,
        amountCents: 12_345,
        card: { brand: 'VISA', last4: '4242' },
      });
      expect(await charge(decline)).toMatchObject({
        status: 'declined',
        declineCode: 'card_declined',
      });
      expect(await charge(broke)).toMatchObject({
        status: 'declined',
        declineCode: 'insufficient_funds',
      });
      expect(await charge(other)).toMatchObject({ status: 'succeeded' });
      expect(await charge('tok_000000000000000000000000')).toMatchObject({
        status: 'declined',
      });
    });

    it('are idempotent per key, refuse the key for another amount, and survive a restart', async () => {
      const source = await server.cardToken('4242424242424242');
      const key = randomUUID();
      const first = await gateway.charge({ idempotencyKey: key, amountCents: 5_000, source });
      const again = await gateway.charge({ idempotencyKey: key, amountCents: 5_000, source });
      expect(again.id).toBe(first.id);
      await expect(
        gateway.charge({ idempotencyKey: key, amountCents: 5_001, source }),
      ).rejects.toBeInstanceOf(PaymentConflictError);
      const restarted = new SandboxGateway(database);
      expect((await restarted.findCharge(key))?.id).toBe(first.id);
      expect(await restarted.findCharge(randomUUID())).toBeNull();
    });

    it('charge once for one key called 20 times at once', async () => {
      const source = await server.cardToken('4242424242424242');
      const key = randomUUID();
      const charges = await Promise.all(
        Array.from({ length: 20 }, () =>
          gateway.charge({ idempotencyKey: key, amountCents: 7_700, source }),
        ),
      );
      expect(new Set(charges.map((charge) => charge.id)).size).toBe(1);
      const [row] = await database.query<{ count: number }>(
        'select count(*)::int as count from sandbox_charges where idempotency_key = $1',
        [key],
      );
      expect(row!.count).toBe(1);
    });

    it('void a charge, and close a key that charged nothing so a late charge is refused', async () => {
      const source = await server.cardToken('4242424242424242');
      const key = randomUUID();
      await gateway.charge({ idempotencyKey: key, amountCents: 1_000, source });
      expect((await gateway.voidCharge(key)).status).toBe('voided');

      const unused = randomUUID();
      expect(await gateway.voidCharge(unused)).toMatchObject({ status: 'voided', amountCents: 0 });
      expect(
        await gateway.charge({ idempotencyKey: unused, amountCents: 2_000, source }),
      ).toMatchObject({ status: 'voided', amountCents: 0 });

      const refunded = randomUUID();
      await gateway.charge({ idempotencyKey: refunded, amountCents: 3_000, source });
      expect((await gateway.refundCharge(refunded))?.status).toBe('refunded');
    });

    it('know the seeded demo cards and published test tokens', async () => {
      expect(await gateway.describeSource('tok_demo_sam')).toEqual({
        brand: 'VISA',
        last4: '4242',
        expMonth: 12,
        expYear: 2028,
      });
      expect(await gateway.describeSource('tok_visa')).toMatchObject({ last4: '4242' });
      expect(await gateway.describeSource('constructor')).toBeNull();
      expect(await gateway.describeSource('tok_nope')).toBeNull();
    });

    it('charge a demo customer’s saved card for that customer only', async () => {
      const idOf = async (email: string) =>
        (
          await database.query<{ id: string }>('select id from customers where email = $1', [email])
        )[0]!.id;
      const sam = await idOf('sam.nguyen@example.ca');
      const alex = await idOf('alex.tremblay@example.ca');
      expect(await gateway.describeSource('tok_demo_sam', sam)).toMatchObject({ last4: '4242' });
      expect(await gateway.describeSource('tok_demo_sam', alex)).toBeNull();
      const charge = (customerId?: string) =>
        gateway.charge({
          idempotencyKey: randomUUID(),
          amountCents: 1_000,
          source: 'tok_demo_sam',
          ...(customerId ? { customerId } : {}),
        });
      expect(await charge(sam)).toMatchObject({ status: 'succeeded' });
      expect(await charge(alex)).toMatchObject({
        status: 'declined',
        declineCode: 'card_declined',
      });
      expect(await charge()).toMatchObject({ status: 'declined', declineCode: 'card_declined' });
    });
  });
});
