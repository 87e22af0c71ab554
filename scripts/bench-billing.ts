// Billing benchmark: 100,000 due memberships (BENCH_BILLING_MEMBERSHIPS) across 25,000 customers
// in Ontario and Quebec, made with a few set-based INSERTs in a scratch PostgreSQL database (with
// the default seed, whose demo customers owe nothing today), then one billing run against the
// sandbox gateway. Prints the time and the charges per second, and
// checks that every membership was billed exactly once. The database is dropped afterwards.
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed/seed';
import { runBilling } from '../server/modules/billing/billing-run';
import { SandboxGateway } from '../server/payments/sandbox-gateway';

const serverUrl =
  process.env.BENCH_POSTGRES_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const memberships = Number(process.env.BENCH_BILLING_MEMBERSHIPS ?? 100_000);
const perCustomer = 4;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname)) {
    throw new Error(`the billing benchmark runs on 127.0.0.1 only, not ${url.hostname}`);
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** Customers (2 in 3 in Toronto, 1 in 3 in Montréal), addresses, cards and due memberships. */
export async function makeMembershipsForBench(
  handle: DatabaseHandle,
  count: number,
): Promise<void> {
  const customers = Math.ceil(count / perCustomer);
  await handle.query(
    `insert into customers (id, email, first_name, last_name)
     select md5('customer' || n)::uuid, 'bench-' || n || '@example.ca', 'Bench', 'Customer'
       from generate_series(1, $1) n`,
    [customers],
  );
  await handle.query(
    `insert into addresses (id, customer_id, street_address, city, province, postal_code, type,
                            city_id, is_primary)
     select md5('address' || n)::uuid, md5('customer' || n)::uuid,
            case when n % 3 = 0 then '175 Rue Sainte-Catherine Ouest' else '301 Front Street West' end,
            case when n % 3 = 0 then 'Montréal' else 'Toronto' end,
            case when n % 3 = 0 then 'QC' else 'ON' end,
            case when n % 3 = 0 then 'H2X 1Y4' else 'M5V 2T6' end,
            'SHIPPING',
            (select id from cities where slug = case when n % 3 = 0 then 'montreal' else 'toronto' end),
            true
       from generate_series(1, $1) n`,
    [customers],
  );
  await handle.query(
    `insert into payment_methods (customer_id, card_type, card_last_four, card_expiry_month,
                                  card_expiry_year, source, is_default)
     select md5('customer' || n)::uuid, 'VISA', '4242', 12, 2034, 'tok_visa', true
       from generate_series(1, $1) n`,
    [customers],
  );
  await handle.query(
    `insert into memberships (id, customer_id, membership_type, billing_type)
     select md5('membership' || n)::uuid, md5('customer' || n)::uuid, 'SUBSCRIPTION', 'MONTHLY'
       from generate_series(1, $1) n`,
    [customers],
  );
  // Subscriptions, financing and rent, due over the last three weeks.
  await handle.query(
    `with products as (select array_agg(id order by id) as ids from products),
     units as (
       select n, customer, n % 3 as kind,
              (current_date - (customer % 21)::int - interval '1 month')::date as start_date
         from generate_series(1, $1) n, lateral (select (n - 1) / ${perCustomer} + 1 as customer) c)
     insert into membership_products (membership_id, product_id, address_id, start_date,
       subscription_status, purchase_option, term_length_months, monthly_price_cents, pivot_care,
       pivot_care_cents, retail_value_cents, payments_due, payments_made, next_bill_date)
     select md5('membership' || customer)::uuid, ids[1 + n % array_length(ids, 1)],
            md5('address' || customer)::uuid, start_date, 'DELIVERED',
            case kind when 0 then 'subscribe' when 1 then 'monthlyv3' else 'rentv2' end,
            case kind when 1 then 12 end, 3000 + (n % 50) * 100, kind <> 1,
            case when kind <> 1 then 600 + (n % 50) * 20 else 0 end, 90000,
            case kind when 0 then 19 when 1 then 12 end, 1,
            (start_date + interval '1 month')::date
       from units, products`,
    [count],
  );
  await handle.exec('analyze');
}

export async function benchBilling(): Promise<void> {
  const name = `bench_billing_${process.pid}`;
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  const concurrency = Number(process.env.BENCH_BILLING_CONCURRENCY ?? 24);
  const handle = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: concurrency + 4 });
  try {
    console.log(
      `\nbilling benchmark on PostgreSQL (${name}): ${memberships} due memberships, ${concurrency} charges in flight`,
    );
    let started = performance.now();
    await migrateDatabase(handle);
    await seedDatabase(handle, { withImages: false });
    console.log(`  catalogue seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    await makeMembershipsForBench(handle, memberships);
    console.log(
      `  ${memberships} memberships of ${Math.ceil(memberships / perCustomer)} customers made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const summary = await runBilling(handle, {
      gateway: new SandboxGateway(handle),
      concurrency,
    });
    const seconds = summary.milliseconds / 1000;
    const [check] = await handle.query<{
      lines: number;
      distinct: number;
      charges: number;
      open: number;
    }>(
      `with mine as (select b.* from bills b join customers c on c.id = b.customer_id
                      where c.email like 'bench-%')
       select (select count(*)::int from bill_lines where bill_id in (select id from mine)) as lines,
              (select count(distinct membership_product_id)::int from bill_lines
                where bill_id in (select id from mine)) as distinct,
              (select count(*)::int from sandbox_charges
                where status = 'succeeded'
                  and idempotency_key in (select charge_key from mine)) as charges,
              (select count(*)::int from mine where status <> 'PAID') as open`,
    );
    console.log(
      `  billing run: ${summary.billsWritten} bills (${summary.linesBilled} memberships), ${summary.paid} charges, ${summary.declined} declined, in ${seconds.toFixed(1)} s`,
    );
    const { writeMs, chargeMs, recordMs } = summary.phases;
    console.log(
      `  phases: write bills ${(writeMs / 1000).toFixed(1)} s, charge ${(chargeMs / 1000).toFixed(1)} s, record ${(recordMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `  ${(summary.paid / seconds).toFixed(0)} charges/s, ${(summary.linesBilled / seconds).toFixed(0)} memberships/s (target: all in under 60 s)`,
    );
    const ok =
      check!.lines === memberships &&
      check!.distinct === memberships &&
      check!.charges === summary.paid &&
      check!.open === 0;
    console.log(
      `  every membership billed exactly once, one charge per bill: ${ok ? 'yes' : 'NO'}`,
    );
    if (!ok || summary.unsettled > 0) {
      console.log(
        `  bill lines ${check!.lines}, memberships billed ${check!.distinct}, charges ${check!.charges}, bills not paid ${check!.open}, left open by the run ${summary.unsettled}`,
      );
    }
    if (!ok) process.exitCode = 1;
  } finally {
    await handle.close();
    await admin(`drop database if exists ${name}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBilling();
