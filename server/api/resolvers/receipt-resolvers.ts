/**
 * The signed-in customer's receipts. NO_AUTH without an access token; the customer id comes
 * from the verified token, never from the arguments. Cents become dollars only here.
 */
import type { ReceiptRow } from '../../domain/receipt-service';
import { requireAuth } from '../auth-context';
import type { OrderReceipt, Resolvers } from '../generated/resolvers-types';
import { dollars } from './money';

function isoDateTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** "HST 13%", "QST 9.975%": the rate as stored, without trailing zeros. */
export function taxLabel(name: string, ratePercent: number): string {
  return `${name} ${Number(ratePercent)}%`;
}

export function mapReceipt(row: ReceiptRow): OrderReceipt {
  const products = row.lines.filter((line) => line.kind === 'PRODUCT');
  const returns = row.lines.filter((line) => line.kind === 'RETURN');
  return {
    id: row.id,
    ordernumber: row.order_number,
    type: row.type,
    status: row.status,
    cityid: String(row.city_id),
    cityname: row.city_name,
    createdtime: isoDateTime(row.created_at),
    purchasedate: row.purchase_date === null ? null : isoDateTime(row.purchase_date),
    deliverydate: row.delivery_date,
    deliverytimetype: row.delivery_time_type,
    customername: `${row.customer_first_name} ${row.customer_last_name}`.trim(),
    email: row.email,
    address: row.address
      ? {
          name: `${row.address.first_name} ${row.address.last_name}`.trim(),
          streetaddress: row.address.street_address,
          unitnumber: row.address.unit_number,
          city: row.address.city,
          province: row.address.province,
          postalcode: row.address.postal_code,
          country: row.address.country,
        }
      : null,
    products: products.map((line) => ({
      productId: String(line.product_id),
      name: line.name,
      thumburl: line.thumb_url,
      condition: line.condition,
      options: line.option_value_names,
      quantity: line.quantity,
      purchaseOption: line.purchase_option,
      termLength: line.term_length_months,
      price: dollars(line.price_cents),
      originalprice: dollars(line.original_price_cents),
      lineTotal: dollars(line.price_cents * line.quantity),
      assembly: dollars(line.assembly_cents),
      finalSale: line.final_sale,
    })),
    returns: returns.map((line) => ({
      name: line.name,
      options: line.option_value_names,
      subscriptionLength: line.term_length_months,
      handlingPrice: dollars(line.handling_price_cents),
    })),
    productsubtotal: dollars(row.products_subtotal_cents),
    originalproductsubtotal: dollars(row.original_products_subtotal_cents),
    shippingprice: dollars(row.delivery_cents),
    assemblyprice: dollars(row.assembly_cents),
    handlingprice: dollars(returns.reduce((sum, line) => sum + line.handling_price_cents, 0)),
    discount: dollars(row.discount_cents),
    taxes: row.taxes.map((tax) => ({
      name: tax.name,
      ratePercent: Number(tax.rate_percent),
      amount: dollars(tax.amount_cents),
      label: taxLabel(tax.name, tax.rate_percent),
    })),
    totaltaxescharged: dollars(row.tax_total_cents),
    total: dollars(row.total_cents),
    accountbalanceused: dollars(row.balance_used_cents),
    totalcharged: dollars(row.total_charged_cents),
    payments: row.payments.map((payment) => ({
      chargetime: isoDateTime(payment.charge_time),
      chargesuccess: payment.charge_success,
      chargetype: payment.charge_type,
      status: payment.status,
      amount: dollars(payment.amount_cents),
      cardtype: payment.card_type,
      cardlastfourdigits: payment.card_last_four,
      cardexpirymonth: payment.card_expiry_month,
      cardexpiryyear: payment.card_expiry_year,
    })),
  };
}

export const receiptResolvers: Resolvers = {
  Query: {
    async orderReceipts(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const page = await context.receipts.list(userId, {
        limit: args.limit,
        offset: args.offset,
      });
      return {
        receipts: page.rows.map((row) => ({
          id: row.id,
          ordernumber: row.order_number,
          type: row.type,
          status: row.status,
          createdtime: isoDateTime(row.created_at),
          deliverydate: row.delivery_date,
          itemcount: row.item_count,
          firstitemname: row.first_item_name,
          total: dollars(row.total_cents),
          totalcharged: dollars(row.total_charged_cents),
        })),
        totalCount: page.totalCount,
        limit: page.limit,
        offset: page.offset,
        hasMore: page.offset + page.rows.length < page.totalCount,
      };
    },
    async getOrderReceiptData(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return mapReceipt(await context.receipts.get(userId, args.orderId));
    },
  },
};
