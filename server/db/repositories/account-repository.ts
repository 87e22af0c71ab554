/** A customer's billing standing: their open (unresolved) delinquent records. */
import type { DatabaseHandle } from '../client';

export interface DelinquentRecord {
  id: string;
  totalRemainingCents: number;
}

/** Open delinquent records of one customer, oldest first (uses delinquent_records_open_idx). */
export async function listOpenDelinquentRecords(
  handle: DatabaseHandle,
  customerId: string,
): Promise<DelinquentRecord[]> {
  const rows = await handle.query<{ id: string; total_remaining_cents: number }>(
    `select id, total_remaining_cents
       from delinquent_records
      where customer_id = $1 and resolved_at is null
      order by created_at, id`,
    [customerId],
  );
  return rows.map((row) => ({ id: row.id, totalRemainingCents: row.total_remaining_cents }));
}

/** The customer's own profile (spec section 3), as stored. */
export interface ProfileRecord {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  phone1: string | null;
  phone2: string | null;
  deliverySmsOptIn: boolean;
  mobileVerified: boolean;
  optIn: boolean;
  /** `en` or `fr` once chosen (decision 178). */
  preferredLanguage: PreferredLanguage | null;
  memberships: { customerId: string; multiAddress: boolean; membershipType: string }[];
}

export type PreferredLanguage = 'en' | 'fr';

interface ProfileRow {
  id: string;
  email: string;
  email_verified: boolean;
  first_name: string;
  last_name: string;
  phone1: string | null;
  phone2: string | null;
  delivery_sms_opt_in: boolean;
  mobile_verified: boolean;
  opt_in: boolean;
  preferred_language: PreferredLanguage | null;
  memberships: { customer_id: string; multi_address: boolean; membership_type: string }[];
}

/** One customer's profile with their memberships, in one statement; null when there is none. */
export async function findProfile(
  handle: DatabaseHandle,
  customerId: string,
): Promise<ProfileRecord | null> {
  const [row] = await handle.query<ProfileRow & Record<string, unknown>>(
    `select c.id, c.email, c.email_verified, c.first_name, c.last_name, c.phone1, c.phone2,
            c.delivery_sms_opt_in, c.mobile_verified, c.opt_in, c.preferred_language,
            coalesce((select json_agg(json_build_object('customer_id', m.customer_id,
                       'multi_address', m.multi_address, 'membership_type', m.membership_type)
                       order by m.created_at, m.id)
                        from memberships m where m.customer_id = c.id), '[]'::json) as memberships
       from customers c where c.id = $1`,
    [customerId],
  );
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified,
    firstName: row.first_name,
    lastName: row.last_name,
    phone1: row.phone1,
    phone2: row.phone2,
    deliverySmsOptIn: row.delivery_sms_opt_in,
    mobileVerified: row.mobile_verified,
    optIn: row.opt_in,
    preferredLanguage: row.preferred_language,
    memberships: row.memberships.map((membership) => ({
      customerId: membership.customer_id,
      multiAddress: membership.multi_address,
      membershipType: membership.membership_type,
    })),
  };
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  phone1?: string | null;
  phone2?: string | null;
  deliverySmsOptIn?: boolean;
  optIn?: boolean;
  preferredLanguage?: PreferredLanguage;
}

/**
 * Saves the given profile fields in one statement. A new mobile number (phone1) is not
 * verified, whatever the old one was; the same number keeps its state.
 */
export async function updateProfile(
  handle: DatabaseHandle,
  customerId: string,
  changes: ProfileChanges,
): Promise<boolean> {
  const has = (key: keyof ProfileChanges) => Object.hasOwn(changes, key);
  const rows = await handle.query<{ id: string }>(
    `update customers set
        first_name = case when $2 then $3 else first_name end,
        last_name = case when $4 then $5 else last_name end,
        mobile_verified = case when $6 and phone1 is distinct from $7 then false else mobile_verified end,
        phone1 = case when $6 then $7 else phone1 end,
        phone2 = case when $8 then $9 else phone2 end,
        delivery_sms_opt_in = case when $10 then $11 else delivery_sms_opt_in end,
        opt_in = case when $12 then $13 else opt_in end,
        preferred_language = case when $14 then $15 else preferred_language end,
        updated_at = now()
      where id = $1
      returning id`,
    [
      customerId,
      has('firstName'),
      changes.firstName ?? '',
      has('lastName'),
      changes.lastName ?? '',
      has('phone1'),
      changes.phone1 ?? null,
      has('phone2'),
      changes.phone2 ?? null,
      has('deliverySmsOptIn'),
      changes.deliverySmsOptIn ?? false,
      has('optIn'),
      changes.optIn ?? false,
      has('preferredLanguage'),
      changes.preferredLanguage ?? null,
    ],
  );
  return rows.length > 0;
}

/** Marks the mobile number verified, only while it is still `phone` (it may have changed since). */
export async function markMobileVerified(
  handle: DatabaseHandle,
  customerId: string,
  phone: string,
): Promise<boolean> {
  const rows = await handle.query<{ id: string }>(
    `update customers set mobile_verified = true, updated_at = now()
      where id = $1 and phone1 = $2 returning id`,
    [customerId, phone],
  );
  return rows.length > 0;
}
