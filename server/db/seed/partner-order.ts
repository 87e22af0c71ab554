/**
 * The partner demo (decision 140): Morgan, served at an EQ3 showroom, with the order the
 * showroom rang up: two subscribed pieces from the Toronto depot, the first month paid at the
 * showroom's till, no delivery fee (decision 116), a delivery day the showroom proposed, and
 * no address or card yet (status PENDING until the customer completes the partner steps).
 */
import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../client';
import { addDays, type CityRow } from './catalogue';
import { demoPasswordHash } from './customers';
import { PARTNER_DEMO_CUSTOMER, SEED_AGREEMENT_VERSION } from './demo-customers';

const HST_ON = 13;

/** Ids derived from the customer, so two seeds write the same rows. */
function derivedUuid(label: string): string {
  const hex = createHash('sha256').update(`partner-demo:${label}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function seedPartnerDemo(
  handle: DatabaseHandle,
  cities: readonly CityRow[],
  referenceDate: string,
): Promise<void> {
  const customer = PARTNER_DEMO_CUSTOMER;
  const city = cities.find((candidate) => candidate.slug === customer.citySlug);
  if (!city) throw new Error(`partner demo: unknown city ${customer.citySlug}`);
  const created = new Date(`${addDays(referenceDate, -1)}T19:30:00Z`);
  await handle.query(
    `insert into customers (id, email, email_verified, first_name, last_name, phone1,
                            password_hash, roles, created_at, updated_at)
     values ($1, $2, true, $3, $4, $5, $6, $7::text[], $8, $8)`,
    [
      customer.id,
      customer.email,
      customer.firstName,
      customer.lastName,
      customer.phone,
      await demoPasswordHash(customer),
      customer.roles,
      created,
    ],
  );
  const products = await handle.query<{
    id: number;
    name: string;
    image_url: string | null;
    monthly: number;
    retail: number;
    option_names: string[];
  }>(
    `select p.id, p.name, p.image_url, s.price_cents as monthly, p.retail_price_cents as retail,
            array(select v.name from product_option_values pov
                  join option_values v on v.id = pov.option_value_id
                  where pov.product_id = p.id order by v.option_id) as option_names
       from products p
       join parent_products pp on pp.id = p.parent_product_id
       join depot_availability a on a.product_id = p.id and a.city_id = $1
       join product_prices s on s.product_id = p.id and s.purchase_option = 'subscribe'
      where pp.visible and p.image_url is not null and a.visible and a.available > 0
        and not p.final_sale and p.pos = 1
      order by p.id desc
      limit 2`,
    [city.id],
  );
  if (products.length === 0) return;
  const subtotal = products.reduce((sum, product) => sum + product.monthly, 0);
  const tax = Math.round((subtotal * HST_ON) / 100);
  const orderId = derivedUuid('order');
  // Numbered after the demo orders, and the sequence moved past it (a nextval here would leave
  // a session's cached numbers unused).
  const [last] = await handle.query<{ next: number }>(
    `select coalesce(max(substring(order_number from 3)::int), 100000) + 1 as next from orders`,
  );
  const orderNumber = last!.next;
  await handle.query(`select setval('order_number_seq', $1::bigint, true)`, [orderNumber]);
  await handle.query(
    `insert into orders (id, order_number, customer_id, city_id, type, status, delivery_date, delivery_time_type,
                         products_subtotal_cents, original_products_subtotal_cents, delivery_cents,
                         tax_total_cents, total_cents, total_charged_cents, has_signed_agreement,
                         agreement_version, client_version, purchase_date, partner_store,
                         partner_reference, created_at, updated_at)
     values ($1, $11, $2, $3, 'ORDER', 'PENDING', $4, 'AFTERNOON', $5, $5, 0, $6, $7, $7, true,
             $12, 'partner', $8, $9, $10, $8, $8)`,
    [
      orderId,
      customer.id,
      city.id,
      addDays(referenceDate, 10),
      subtotal,
      tax,
      subtotal + tax,
      created,
      customer.partnerStore,
      customer.partnerReference,
      `SF${orderNumber}`,
      SEED_AGREEMENT_VERSION,
    ],
  );
  for (const [index, product] of products.entries()) {
    await handle.query(
      `insert into order_lines (id, order_id, kind, product_id, name, thumb_url, option_value_names,
                                quantity, purchase_option, term_length_months, price_cents,
                                original_price_cents, pos)
       values ($1, $2, 'PRODUCT', $3, $4, $5, $6::text[], 1, 'subscribe', 12, $7, $7, $8)`,
      [
        derivedUuid(`line:${index}`),
        orderId,
        product.id,
        product.name,
        product.image_url,
        product.option_names,
        product.monthly,
        index + 1,
      ],
    );
  }
  await handle.query(
    `insert into order_taxes (id, order_id, name, rate_percent, amount_cents, pos)
     values ($1, $2, 'HST', $3, $4, 1)`,
    [derivedUuid('tax'), orderId, HST_ON, tax],
  );
}
