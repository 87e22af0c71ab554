/**
 * What the auth service reads and writes of customers: their sign-in identity (email, password
 * hash, roles) and the social identities linked to them.
 */
import type { DatabaseHandle } from '../client';
import { runInTransaction } from '../transaction';

/** A customer as the auth service sees them. */
export interface Credentials {
  id: string;
  email: string;
  emailVerified: boolean;
  /** Null until the customer has a password (social sign-in only). */
  passwordHash: string | null;
  roles: string[];
}

const CREDENTIAL_COLUMNS =
  'id, email, email_verified as "emailVerified", password_hash as "passwordHash", roles';

/** The customer whose email is `email` (already lower case), emails compared case-insensitively. */
export async function findCredentialsByEmail(
  handle: DatabaseHandle,
  email: string,
): Promise<Credentials | undefined> {
  const rows = await handle.query<Credentials & Record<string, unknown>>(
    `select ${CREDENTIAL_COLUMNS} from customers where lower(email) = $1 limit 1`,
    [email],
  );
  return rows[0];
}

export async function findCredentialsById(
  handle: DatabaseHandle,
  id: string,
): Promise<Credentials | undefined> {
  const rows = await handle.query<Credentials & Record<string, unknown>>(
    `select ${CREDENTIAL_COLUMNS} from customers where id = $1 limit 1`,
    [id],
  );
  return rows[0];
}

export interface NewCustomer {
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  roles: readonly string[];
}

/** Creates a customer; a taken email fails with a unique violation (23505). */
export async function insertCustomer(
  handle: DatabaseHandle,
  customer: NewCustomer,
): Promise<Credentials> {
  const [row] = await handle.query<Credentials & Record<string, unknown>>(
    `insert into customers (email, email_verified, first_name, last_name, password_hash, roles)
     values ($1, $2, $3, $4, $5, $6::text[])
     returning ${CREDENTIAL_COLUMNS}`,
    [
      customer.email,
      customer.emailVerified,
      customer.firstName,
      customer.lastName,
      customer.passwordHash,
      [...customer.roles],
    ],
  );
  if (!row) throw new Error('customer insert returned nothing');
  return row;
}

/** A social identity: the provider's connection name and subject, linked to a customer. */
export interface Identity {
  provider: string;
  subject: string;
  customerId: string;
  email: string | null;
}

/** Creates a customer and links their social identity, both or neither. */
export async function insertCustomerWithIdentity(
  handle: DatabaseHandle,
  customer: NewCustomer,
  identity: Omit<Identity, 'customerId'>,
): Promise<Credentials> {
  return runInTransaction(handle, async (tx) => {
    const created = await insertCustomer(tx, customer);
    await insertIdentity(tx, { ...identity, customerId: created.id });
    return created;
  });
}

/** Sets the password hash; `emailVerified` too when given. */
export async function updatePassword(
  handle: DatabaseHandle,
  customerId: string,
  change: { passwordHash: string; emailVerified?: boolean; updatedAt: Date },
): Promise<void> {
  await handle.query(
    `update customers
        set password_hash = $2, email_verified = coalesce($3, email_verified), updated_at = $4
      where id = $1`,
    [customerId, change.passwordHash, change.emailVerified ?? null, change.updatedAt],
  );
}

/** Marks the email verified, or moves the account to a new verified email (23505 when taken). */
export async function updateEmail(
  handle: DatabaseHandle,
  customerId: string,
  change: { email?: string; updatedAt: Date },
): Promise<void> {
  await handle.query(
    `update customers
        set email = coalesce($2, email), email_verified = true, updated_at = $3
      where id = $1`,
    [customerId, change.email ?? null, change.updatedAt],
  );
}

/** The customer a provider's identity is linked to. */
export async function findIdentityOwner(
  handle: DatabaseHandle,
  provider: string,
  subject: string,
): Promise<string | undefined> {
  const rows = await handle.query<{ customerId: string }>(
    'select customer_id as "customerId" from auth_identities where provider = $1 and subject = $2',
    [provider, subject],
  );
  return rows[0]?.customerId;
}

/** Links an identity; fails with a unique violation when it or the provider is taken. */
export async function insertIdentity(handle: DatabaseHandle, identity: Identity): Promise<void> {
  await handle.query(
    `insert into auth_identities (provider, subject, customer_id, email) values ($1, $2, $3, $4)`,
    [identity.provider, identity.subject, identity.customerId, identity.email],
  );
}
