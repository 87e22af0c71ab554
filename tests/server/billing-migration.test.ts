// Migration 0005 on a database that already has customers and memberships (0004's schema):
// monthly rows get their billing schedule, paid-off ones become OWNED, balances get a ledger entry.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase, migrationsFolder } from '../../server/db/migrate';

const before = mkdtempSync(path.join(tmpdir(), 'billing-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration 0005 on existing data (PGlite)', () => {
  it('backfills schedules, OWNED and the credit ledger', async () => {
    cpSync(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0005');
    writeFileSync(journalFile, JSON.stringify(journal));

    const handle = await openDatabase({ databaseUrl: '', dataDir: 'memory://' });
    try {
      await migrateDatabase(handle, { migrationsFolder: before });
      // Foreign keys off for the fixture: a product without its catalogue.
      await handle.exec(`
        set session_replication_role = replica;
        insert into products (id, parent_product_id, name, sku, colour_name, colour_hex, retail_price_cents)
          values (1, 1, 'Sofa', 'SKU-1', 'Grey', '#888888', 120000);
        insert into customers (id, email, balance_cents) values
          ('00000000-0000-4000-8000-000000000001', 'a@example.ca', 2500),
          ('00000000-0000-4000-8000-000000000002', 'b@example.ca', 0);
        insert into memberships (id, customer_id, membership_type)
          values ('00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000001', 'SUBSCRIPTION');
        insert into membership_products (id, membership_id, product_id, start_date, subscription_status,
            purchase_option, term_length_months, monthly_price_cents, pivot_care) values
          ('00000000-0000-4000-8000-000000000100', '00000000-0000-4000-8000-000000000010', 1,
           current_date - interval '3 months' - interval '2 days', 'DELIVERED', 'subscribe', null, 10000, true),
          ('00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000010', 1,
           current_date - interval '14 months', 'DELIVERED', 'monthlyv3', 12, 10000, false),
          ('00000000-0000-4000-8000-000000000102', '00000000-0000-4000-8000-000000000010', 1,
           current_date - interval '1 month' - interval '3 days', 'DELIVERED', 'rentv2', null, 5000, false),
          ('00000000-0000-4000-8000-000000000103', '00000000-0000-4000-8000-000000000010', 1,
           current_date - interval '1 month', 'RETURNED', 'subscribe', null, 5000, false);
        set session_replication_role = origin;
      `);
      await migrateDatabase(handle);
      const rows = await handle.query<Record<string, unknown>>(
        `select purchase_option, subscription_status, pivot_care_cents, retail_value_cents,
                payments_due, payments_made,
                next_bill_date > current_date as next_in_future, next_bill_date is null as no_next
           from membership_products order by id`,
      );
      expect(rows).toEqual([
        {
          purchase_option: 'subscribe',
          subscription_status: 'DELIVERED',
          pivot_care_cents: 2000,
          retail_value_cents: 120000,
          payments_due: 11,
          payments_made: 4,
          next_in_future: true,
          no_next: false,
        },
        {
          purchase_option: 'monthlyv3',
          subscription_status: 'OWNED',
          pivot_care_cents: 0,
          retail_value_cents: 120000,
          payments_due: 12,
          payments_made: 12,
          next_in_future: null,
          no_next: true,
        },
        {
          purchase_option: 'rentv2',
          subscription_status: 'DELIVERED',
          pivot_care_cents: 0,
          retail_value_cents: 120000,
          payments_due: null,
          payments_made: 2,
          next_in_future: true,
          no_next: false,
        },
        {
          purchase_option: 'subscribe',
          subscription_status: 'RETURNED',
          pivot_care_cents: 0,
          retail_value_cents: 120000,
          payments_due: 23,
          payments_made: 0,
          next_in_future: null,
          no_next: true,
        },
      ]);
      expect(
        await handle.query(
          'select customer_id, kind, amount_cents, balance_after_cents from credit_ledger_entries',
        ),
      ).toEqual([
        {
          customer_id: '00000000-0000-4000-8000-000000000001',
          kind: 'ADJUSTMENT',
          amount_cents: 2500,
          balance_after_cents: 2500,
        },
      ]);
    } finally {
      await handle.close();
    }
  });
});
