/**
 * What a customer holds is named in the reader's language (decision 185): an order placed
 * through checkout keeps the English and French names of its lines, and the receipt, the
 * receipts list, the held products and the upcoming bill answer French to `accept-language:
 * fr-CA` and English to `en-CA`. The receipt keeps the names it was bought under after the
 * catalogue changes; the held products, the bill and the lists of what can be returned,
 * swapped, moved or bought out (and the swap's replacements) read today's catalogue; the
 * visit that brings it reads the order line's snapshot.
 */
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { runBilling } from '../../server/modules/billing/billing-run';
import { addMonths } from '../../server/shared/calendar-date';
import { testBackends } from './helpers/backends';
import type { CheckoutOrder, CheckoutServer, CityFacts } from './helpers/checkout-fixtures';
import { CHECKOUT, checkoutVariables, createCustomer, offerOf } from './helpers/checkout-fixtures';
import { withCheckoutWorld } from './helpers/checkout-world';

const RECEIPT = `query($id: ID!) { getOrderReceiptData(orderId: $id) { products { name options } } }`;
const RECEIPTS = `query { customerReceipts { receipts { number title } }
  orderReceipts { receipts { ordernumber firstitemname } } }`;
const HELD = `query { getProductsByShippingAddress { products { name options { name value } } } }`;
const UPCOMING = `query { getUpcomingBill { lines { name } } }`;
const ITEM_LISTS = `query { returnableItems { name } swappableItems { name options }
  movableItems { name } buyoutProductPricing { name options } }`;
const DELIVERIES = `query { getDeliveries { upcoming { orderId items { name optionValueNames } } } }`;
const BILLS = `query { billingHistory { bills { id } } }`;
const PAPER = `query($id: ID!) { customerReceipt(id: $id) { paper { lines { description } } } }`;
const REPLACEMENTS = `query($id: ID!) { swapReplacements(membershipProductId: $id) { productId name } }`;

interface Names {
  /** As checkout names the line: "Parent - Colour". */
  line: string;
  variant: string;
  parent: string;
  options: { name: string; value: string }[];
}

const backends = await testBackends();

describe.each(backends)('held products named in the reader’s language on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;
  withCheckoutWorld(backend, (world) => ({ database, server, toronto } = world));

  async function ask<T>(query: string, language: string, token: string, variables = {}) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data!;
  }

  /** A variant sold by subscription in Toronto whose name and option values all have French. */
  async function frenchVariant(): Promise<{
    id: number;
    parentId: number;
    en: Names;
    fr: Names;
  }> {
    const [row] = await database.query<{ id: number; parent_id: number }>(
      `select p.id, p.parent_product_id as parent_id from products p
         join parent_products pp on pp.id = p.parent_product_id
         join depot_availability da on da.product_id = p.id and da.city_id = $1
        where p.visible and pp.visible and da.visible and not p.final_sale
          and p.name_fr is not null and p.name_fr <> p.name and pp.name_fr is not null
          and p.colour_name <> '' and p.colour_name_fr is not null
          and exists (select 1 from product_prices pr
                       where pr.product_id = p.id and pr.purchase_option = 'subscribe')
          and (select count(*) from product_option_values pov
                 join option_values v on v.id = pov.option_value_id
                where pov.product_id = p.id and v.name_fr is not null and v.name_fr <> v.name) = 2
        order by p.id limit 1`,
      [toronto.id],
    );
    if (!row) throw new Error('no variant with French names');
    await database.query(
      `update depot_availability set available = 5, tied_to_inventory = true, max_quantity = null,
              stock_from = null
        where product_id = $1 and city_id = $2`,
      [row.id, toronto.id],
    );
    const names = async (fr: boolean): Promise<Names> => {
      const col = (name: string) => (fr ? `${name}_fr` : name);
      const [product] = await database.query<{ line: string; variant: string; parent: string }>(
        `select pp.${col('name')} || ' - ' || p.${col('colour_name')} as line,
                p.${col('name')} as variant, pp.${col('name')} as parent
           from products p join parent_products pp on pp.id = p.parent_product_id where p.id = $1`,
        [row.id],
      );
      const options = await database.query<{ name: string; value: string }>(
        `select o.${col('name')} as name, v.${col('name')} as value
           from product_option_values pov
           join option_values v on v.id = pov.option_value_id
           join options o on o.id = v.option_id
          where pov.product_id = $1 order by o.pos, o.id`,
        [row.id],
      );
      return { ...product!, options };
    };
    return {
      id: row.id,
      parentId: row.parent_id,
      en: await names(false),
      fr: await names(true),
    };
  }

  it('answers the receipt, the receipts, the held products, the upcoming bill, the item lists and the bill in French and English', async () => {
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const variant = await frenchVariant();
    const offer = await offerOf(database, variant.id, ['subscribe']);
    const placed = await server.graphql<{ checkout: CheckoutOrder }>(
      CHECKOUT,
      {
        ...checkoutVariables(toronto, customer, [], {
          source: await server.cardToken('4242424242424242'),
          saveCard: true,
        }),
        products: [
          {
            productId: String(variant.id),
            quantity: 1,
            purchaseOption: 'subscribe',
            termLength: offer.termLength,
          },
        ],
      },
      token,
    );
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.checkout;
    // The order line keeps both snapshots.
    expect(
      await database.query(
        'select name, name_fr, option_value_names, option_value_names_fr from order_lines where order_id = $1',
        [order.id],
      ),
    ).toEqual([
      {
        name: variant.en.line,
        name_fr: variant.fr.line,
        option_value_names: variant.en.options.map((option) => option.value),
        option_value_names_fr: variant.fr.options.map((option) => option.value),
      },
    ]);
    // Delivered, so the next monthly fee is on the upcoming bill.
    await database.query(
      `update membership_products set subscription_status = 'DELIVERED' where order_id = $1`,
      [order.id],
    );

    for (const [language, names] of [
      ['fr-CA', variant.fr],
      ['en-CA', variant.en],
    ] as const) {
      const receipt = await ask<{
        getOrderReceiptData: { products: { name: string; options: string[] }[] };
      }>(RECEIPT, language, token, { id: order.id });
      expect(receipt.getOrderReceiptData.products).toEqual([
        { name: names.line, options: names.options.map((option) => option.value) },
      ]);

      const receipts = await ask<{
        customerReceipts: { receipts: { number: string; title: string | null }[] };
        orderReceipts: { receipts: { ordernumber: string; firstitemname: string | null }[] };
      }>(RECEIPTS, language, token);
      expect(receipts.customerReceipts.receipts).toContainEqual({
        number: order.orderNumber,
        title: names.line,
      });
      expect(receipts.orderReceipts.receipts).toContainEqual({
        ordernumber: order.orderNumber,
        firstitemname: names.line,
      });

      const held = await ask<{
        getProductsByShippingAddress: {
          products: { name: string; options: { name: string; value: string }[] }[];
        }[];
      }>(HELD, language, token);
      expect(held.getProductsByShippingAddress.flatMap((group) => group.products)).toEqual([
        { name: names.parent, options: names.options },
      ]);

      const upcoming = await ask<{ getUpcomingBill: { lines: { name: string }[] }[] }>(
        UPCOMING,
        language,
        token,
      );
      expect(upcoming.getUpcomingBill.flatMap((bill) => bill.lines)).toEqual([
        { name: names.variant },
      ]);

      // What can be returned, swapped, moved or bought out.
      const values = names.options.map((option) => option.value);
      expect(await ask(ITEM_LISTS, language, token)).toEqual({
        returnableItems: [{ name: names.variant }],
        swappableItems: [{ name: names.variant, options: values }],
        movableItems: [{ name: names.variant }],
        buyoutProductPricing: [{ name: names.variant, options: values }],
      });

      // The visit bringing it, by the order line's snapshot.
      const deliveries = await ask<{
        getDeliveries: {
          upcoming: { orderId: string; items: { name: string; optionValueNames: string[] }[] }[];
        };
      }>(DELIVERIES, language, token);
      expect(
        deliveries.getDeliveries.upcoming.find((visit) => visit.orderId === order.id)?.items,
      ).toEqual([{ name: names.line, optionValueNames: values }]);

      // What it could be swapped for, by the catalogue's names in the reader's language.
      const [unit] = await database.query<{ id: string }>(
        'select id from membership_products where order_id = $1',
        [order.id],
      );
      const replacements = (
        await ask<{ swapReplacements: { productId: string; name: string }[] }>(
          REPLACEMENTS,
          language,
          token,
          { id: unit!.id },
        )
      ).swapReplacements;
      expect(replacements.length).toBeGreaterThan(0);
      const catalogue = await database.query<{ id: string; name: string }>(
        `select id::text, ${language === 'fr-CA' ? 'coalesce(name_fr, name)' : 'name'} as name
           from products where id = any($1::int[])`,
        [replacements.map((replacement) => Number(replacement.productId))],
      );
      expect(new Map(replacements.map((r) => [r.productId, r.name]))).toEqual(
        new Map(catalogue.map((row) => [row.id, row.name])),
      );
    }

    // A month after delivery the billing run bills it: the bill names it in either language.
    await runBilling(database, {
      gateway: server.app.services.payments,
      now: () => new Date(`${addMonths(order.deliverydate, 1)}T17:00:00Z`),
    });
    const bills = (
      await ask<{ billingHistory: { bills: { id: string }[] } }>(BILLS, 'fr-CA', token)
    ).billingHistory.bills;
    expect(bills).toHaveLength(1);
    for (const [language, names] of [
      ['fr-CA', variant.fr],
      ['en-CA', variant.en],
    ] as const) {
      const paper = await ask<{
        customerReceipt: { paper: { lines: { description: string }[] } };
      }>(PAPER, language, token, { id: bills[0]!.id });
      expect(paper.customerReceipt.paper.lines[0]!.description).toBe(names.variant);
    }

    // The receipt names what was bought, whatever the catalogue says later.
    await database.query(`update parent_products set name_fr = 'Renommé' where id = $1`, [
      variant.parentId,
    ]);
    try {
      const receipt = await ask<{ getOrderReceiptData: { products: { name: string }[] } }>(
        RECEIPT,
        'fr-CA',
        token,
        { id: order.id },
      );
      expect(receipt.getOrderReceiptData.products[0]!.name).toBe(variant.fr.line);
    } finally {
      await database.query(`update parent_products set name_fr = $2 where id = $1`, [
        variant.parentId,
        variant.fr.parent,
      ]);
    }
  });
});
