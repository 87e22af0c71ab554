/**
 * The built-in card processor: a processor's test mode, with its records in our database
 * (tables `sandbox_card_tokens` and `sandbox_charges`), so charges survive a restart and can be
 * looked up by idempotency key after a crash. The card number never reaches the database: the
 * tokenizer keeps brand, last four, expiry and the outcome the test number stands for.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../db/client';
import type {
  CardBrand,
  CardSummary,
  Charge,
  ChargeRequest,
  ChargeStatus,
  DeclineCode,
  PaymentGateway,
} from './payment-gateway';
import { PaymentConflictError } from './payment-gateway';
import type { CardInput, SandboxOutcome } from './sandbox-cards';
import { checkCard, isExpired } from './sandbox-cards';

interface TokenFacts {
  card: CardSummary;
  outcome: SandboxOutcome;
}

/**
 * Reusable test tokens, as processors publish them (`tok_visa`, `tok_chargeDeclined`, ...), and
 * the saved cards of the seeded demo customers (server/db/seed/customers.ts: Alex and Sam hold a
 * 4242 Visa, Jordan's 0002 Visa is declined).
 */
const PREDEFINED_TOKENS: Readonly<Record<string, TokenFacts>> = {
  tok_visa: { card: visa('4242'), outcome: 'approve' },
  tok_mastercard: {
    card: { brand: 'MASTERCARD', last4: '4444', expMonth: 12, expYear: 2034 },
    outcome: 'approve',
  },
  tok_chargeDeclined: { card: visa('0002'), outcome: 'card_declined' },
  tok_chargeDeclinedInsufficientFunds: { card: visa('9995'), outcome: 'insufficient_funds' },
  tok_demo_alex: { card: { ...visa('4242'), expYear: 2028 }, outcome: 'approve' },
  tok_demo_sam: { card: { ...visa('4242'), expYear: 2028 }, outcome: 'approve' },
  tok_demo_jordan: { card: { ...visa('0002'), expYear: 2028 }, outcome: 'card_declined' },
};

/**
 * The demo customers' saved cards belong to them (by email, as the seed makes them): like a
 * processor's customer-attached card, one is charged for its own customer only.
 */
const SAVED_CARD_OWNERS: Readonly<Record<string, string>> = {
  tok_demo_alex: 'alex.tremblay@example.ca',
  tok_demo_sam: 'sam.nguyen@example.ca',
  tok_demo_jordan: 'jordan.lee@example.ca',
};

function visa(last4: string): CardSummary {
  return { brand: 'VISA', last4, expMonth: 12, expYear: 2034 };
}

interface ChargeRow {
  id: string;
  idempotency_key: string;
  source: string | null;
  amount_cents: number;
  status: ChargeStatus;
  decline_code: DeclineCode | null;
  brand: CardBrand | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  created_at: Date;
}

interface TokenRow {
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: SandboxOutcome;
}

const CHARGE_COLUMNS = `id, idempotency_key, source, amount_cents, status, decline_code, brand, last4,
  exp_month, exp_year, created_at`;

function toCharge(row: ChargeRow): Charge {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    amountCents: row.amount_cents,
    currency: 'cad',
    status: row.status,
    declineCode: row.decline_code,
    card:
      row.brand && row.last4 && row.exp_month !== null && row.exp_year !== null
        ? { brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year }
        : null,
    createdAt: row.created_at,
  };
}

function newId(prefix: 'tok' | 'ch'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * What `POST /payments/sandbox/tokens` does: checks the card (CardInputError when refused)
   * and returns a reusable token with what may be shown of the card.
   */
  async tokenize(input: CardInput): Promise<{ source: string; card: CardSummary }> {
    const { card, outcome } = checkCard(input, this.now());
    const source = newId('tok');
    await this.handle.query(
      `insert into sandbox_card_tokens (id, brand, last4, exp_month, exp_year, outcome)
       values ($1, $2, $3, $4, $5, $6)`,
      [source, card.brand, card.last4, card.expMonth, card.expYear, outcome],
    );
    return { source, card };
  }

  async describeSource(source: string, customerId?: string): Promise<CardSummary | null> {
    if (customerId !== undefined && !(await this.usableFor(source, customerId))) return null;
    return (await this.token(source))?.card ?? null;
  }

  /** Whether `source` may be charged for `customerId` (a saved card: only its owner's). */
  private async usableFor(source: string, customerId: string | undefined): Promise<boolean> {
    if (!Object.hasOwn(SAVED_CARD_OWNERS, source)) return true;
    if (customerId === undefined) return false;
    const [owner] = await this.handle.query<{ email: string }>(
      'select email from customers where id = $1',
      [customerId],
    );
    return owner?.email === SAVED_CARD_OWNERS[source];
  }

  async charge(request: ChargeRequest): Promise<Charge> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      throw new RangeError(`A charge must be a positive whole number of cents.`);
    }
    if (request.idempotencyKey.length === 0 || request.idempotencyKey.length > 255) {
      throw new RangeError('An idempotency key is 1 to 255 characters.');
    }
    const existing = await this.row(request.idempotencyKey);
    if (existing) return this.replay(existing, request);

    const token = (await this.usableFor(request.source, request.customerId))
      ? await this.token(request.source)
      : null;
    let status: ChargeStatus = 'succeeded';
    let declineCode: DeclineCode | null = null;
    if (!token) {
      declineCode = 'card_declined';
    } else if (isExpired(token.card.expMonth, token.card.expYear, this.now())) {
      declineCode = 'expired_card';
    } else if (token.outcome !== 'approve') {
      declineCode = token.outcome;
    }
    if (declineCode) status = 'declined';
    const card = token?.card ?? null;
    // The unique key decides between concurrent first attempts; the losers replay the winner.
    const [inserted] = await this.handle.query<ChargeRow & Record<string, unknown>>(
      `insert into sandbox_charges (id, idempotency_key, source, amount_cents, status, decline_code,
                                    brand, last4, exp_month, exp_year, description)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       on conflict (idempotency_key) do nothing
       returning ${CHARGE_COLUMNS}`,
      [
        newId('ch'),
        request.idempotencyKey,
        request.source,
        request.amountCents,
        status,
        declineCode,
        card?.brand ?? null,
        card?.last4 ?? null,
        card?.expMonth ?? null,
        card?.expYear ?? null,
        request.description?.slice(0, 200) ?? null,
      ],
    );
    if (inserted) return toCharge(inserted);
    const winner = await this.row(request.idempotencyKey);
    if (!winner) throw new Error(`sandbox charge ${request.idempotencyKey} vanished`);
    return this.replay(winner, request);
  }

  async findCharge(idempotencyKey: string): Promise<Charge | null> {
    const row = await this.row(idempotencyKey);
    return row ? toCharge(row) : null;
  }

  async voidCharge(idempotencyKey: string): Promise<Charge> {
    const [voided] = await this.handle.query<ChargeRow & Record<string, unknown>>(
      `update sandbox_charges set status = 'voided', updated_at = now()
        where idempotency_key = $1 and status = 'succeeded'
        returning ${CHARGE_COLUMNS}`,
      [idempotencyKey],
    );
    if (voided) return toCharge(voided);
    // Nothing charged yet: close the key so a late attempt with it charges nothing.
    await this.handle.query(
      `insert into sandbox_charges (id, idempotency_key, source, amount_cents, status)
       values ($1, $2, null, 0, 'voided')
       on conflict (idempotency_key) do nothing`,
      [newId('ch'), idempotencyKey],
    );
    const row = await this.row(idempotencyKey);
    if (!row) throw new Error(`sandbox charge ${idempotencyKey} vanished`);
    // A charge that succeeded between the two statements is voided too.
    return row.status === 'succeeded' ? this.voidCharge(idempotencyKey) : toCharge(row);
  }

  async refundCharge(idempotencyKey: string): Promise<Charge | null> {
    await this.handle.query(
      `update sandbox_charges set status = 'refunded', updated_at = now()
        where idempotency_key = $1 and status = 'succeeded'`,
      [idempotencyKey],
    );
    return this.findCharge(idempotencyKey);
  }

  /** The first result for a key, unless the retry asks for something else. */
  private replay(row: ChargeRow, request: ChargeRequest): Charge {
    // A key closed before it charged anything refuses every later attempt the same way.
    if (row.status === 'voided' && row.source === null) return toCharge(row);
    if (row.amount_cents !== request.amountCents || row.source !== request.source) {
      throw new PaymentConflictError(
        `Idempotency key ${request.idempotencyKey} was first used for a different charge.`,
      );
    }
    return toCharge(row);
  }

  private async row(idempotencyKey: string): Promise<ChargeRow | null> {
    const [row] = await this.handle.query<ChargeRow & Record<string, unknown>>(
      `select ${CHARGE_COLUMNS} from sandbox_charges where idempotency_key = $1`,
      [idempotencyKey],
    );
    return row ?? null;
  }

  private async token(source: string): Promise<TokenFacts | null> {
    if (Object.hasOwn(PREDEFINED_TOKENS, source)) return PREDEFINED_TOKENS[source] ?? null;
    if (!/^tok_[0-9a-f]{24}$/.test(source)) return null;
    const [row] = await this.handle.query<TokenRow & Record<string, unknown>>(
      `select brand, last4, exp_month, exp_year, outcome from sandbox_card_tokens where id = $1`,
      [source],
    );
    if (!row) return null;
    return {
      card: { brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year },
      outcome: row.outcome,
    };
  }
}
