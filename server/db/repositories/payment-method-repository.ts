/** A customer's saved cards: list, find one, save one after a successful charge. */
import type { CardType } from '../constants';
import type { DatabaseHandle } from '../client';

export interface PaymentMethodRecord {
  id: string;
  cardType: CardType;
  cardLastFour: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
  /** The gateway's reusable token of the card. */
  source: string;
  isDefault: boolean;
}

interface PaymentMethodRow {
  id: string;
  card_type: CardType;
  card_last_four: string;
  card_expiry_month: number;
  card_expiry_year: number;
  source: string;
  is_default: boolean;
}

const PAYMENT_METHOD_COLUMNS =
  'id, card_type, card_last_four, card_expiry_month, card_expiry_year, source, is_default';

function toPaymentMethodRecord(row: PaymentMethodRow): PaymentMethodRecord {
  return {
    id: row.id,
    cardType: row.card_type,
    cardLastFour: row.card_last_four,
    cardExpiryMonth: row.card_expiry_month,
    cardExpiryYear: row.card_expiry_year,
    source: row.source,
    isDefault: row.is_default,
  };
}

export async function listPaymentMethods(
  handle: DatabaseHandle,
  customerId: string,
): Promise<PaymentMethodRecord[]> {
  const rows = await handle.query<PaymentMethodRow & Record<string, unknown>>(
    `select ${PAYMENT_METHOD_COLUMNS} from payment_methods
      where customer_id = $1 order by is_default desc, created_at desc, id`,
    [customerId],
  );
  return rows.map(toPaymentMethodRecord);
}

export async function findPaymentMethod(
  handle: DatabaseHandle,
  customerId: string,
  paymentMethodId: string,
): Promise<PaymentMethodRecord | null> {
  const [row] = await handle.query<PaymentMethodRow & Record<string, unknown>>(
    `select ${PAYMENT_METHOD_COLUMNS} from payment_methods where id = $1 and customer_id = $2`,
    [paymentMethodId, customerId],
  );
  return row ? toPaymentMethodRecord(row) : null;
}

/**
 * Keeps a card for next time as the default. The same card (type, last four, expiry) saved
 * again takes the new token instead of appearing twice.
 */
export async function savePaymentMethod(
  tx: DatabaseHandle,
  card: {
    customerId: string;
    source: string;
    cardType: CardType;
    cardLastFour: string;
    cardExpiryMonth: number;
    cardExpiryYear: number;
    billingAddressId: string | null;
  },
): Promise<void> {
  await tx.query(
    `update payment_methods set is_default = false where customer_id = $1 and is_default`,
    [card.customerId],
  );
  const updated = await tx.query(
    `update payment_methods set source = $5, is_default = true
      where customer_id = $1 and card_type = $2 and card_last_four = $3
        and card_expiry_month = $4 and card_expiry_year = $6
      returning id`,
    [
      card.customerId,
      card.cardType,
      card.cardLastFour,
      card.cardExpiryMonth,
      card.source,
      card.cardExpiryYear,
    ],
  );
  if (updated.length > 0) return;
  await tx.query(
    `insert into payment_methods (customer_id, card_type, card_last_four, card_expiry_month,
       card_expiry_year, source, billing_address_id, is_default)
     values ($1, $2, $3, $4, $5, $6, $7, true)`,
    [
      card.customerId,
      card.cardType,
      card.cardLastFour,
      card.cardExpiryMonth,
      card.cardExpiryYear,
      card.source,
      card.billingAddressId,
    ],
  );
}
