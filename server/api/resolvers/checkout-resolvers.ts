/**
 * Checkout, orders, addresses and saved cards. Every operation needs a signed-in customer
 * (NO_AUTH otherwise); the services get the customer id from the verified token, never from
 * the arguments. Cents become dollars only here.
 */
import type { AddressRow } from '../../domain/address-service';
import type { OrderRow } from '../../domain/checkout-service';
import { DomainError } from '../../domain/errors';
import { requireAuth } from '../auth-context';
import type { Order, Resolvers, ShippingAddress } from '../generated/resolvers-types';
import { mapPricedCart } from './cart-resolvers';
import { dollars } from './money';

export function mapShippingAddress(row: AddressRow): ShippingAddress {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    streetaddress: row.street_address,
    unitnumber: row.unit_number,
    city: row.city,
    province: row.province,
    postalcode: row.postal_code,
    country: row.country,
    type: row.type,
    typeofaddress: row.type_of_address,
    floornumber: row.floor_number,
    elevatoraccess: row.elevator_access,
    receivinghours: row.receiving_hours,
    buzzernumber: row.buzzer_number,
    dockdooraccess: row.dock_door_access,
    deliveryinstructions: row.delivery_instructions,
    listed: row.listed,
    active: row.active,
    primary: row.is_primary,
    cityId: row.city_id === null ? null : String(row.city_id),
  };
}

function isoDateTime(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function mapOrder(row: OrderRow): Order {
  const products = row.lines.filter((line) => line.kind === 'PRODUCT');
  const returns = row.lines.filter((line) => line.kind === 'RETURN');
  return {
    id: row.id,
    orderNumber: row.order_number,
    status: row.status,
    email: row.email,
    address: row.address ? mapShippingAddress(row.address) : null,
    city: {
      id: String(row.city.id),
      name: row.city.name,
      deliveryStart: row.city.delivery_start_hour,
      deliveryEnd: row.city.delivery_end_hour,
      timezone: row.city.timezone,
    },
    orderDate: isoDateTime(row.created_at) as string,
    purchaseDate: isoDateTime(row.purchase_date),
    deliverydate: row.delivery_date,
    deliverytimetype: row.delivery_time_type,
    returndate: row.return_date,
    returntimetype: row.return_time_type,
    deferred: row.deferred,
    hasSignedAgreement: row.has_signed_agreement,
    requiresAgreement: products.some((line) => line.term_length_months !== null),
    includeAssembly: row.include_assembly,
    products: products.map((line) => ({
      productId: String(line.product_id),
      name: line.name,
      thumbUrl: line.thumb_url,
      options: line.option_value_names,
      condition: line.condition,
      quantity: line.quantity,
      purchaseOption: line.purchase_option,
      termLength: line.term_length_months,
      price: dollars(line.price_cents),
      originalPrice: dollars(line.original_price_cents),
      lineTotal: dollars(line.price_cents * line.quantity),
      assembly: dollars(line.assembly_cents),
      finalSale: line.final_sale,
    })),
    returns: returns.map((line) => ({
      pos: line.pos,
      name: line.name,
      subscriptionLength: line.term_length_months,
      handlingPrice: dollars(line.handling_price_cents),
    })),
    originalProductSubtotal: dollars(row.original_products_subtotal_cents),
    subtotalProduct: dollars(row.products_subtotal_cents),
    shippingPrice: dollars(row.delivery_cents),
    assemblyPrice: dollars(row.assembly_cents),
    subtotalHandling: dollars(returns.reduce((sum, line) => sum + line.handling_price_cents, 0)),
    discount: dollars(row.discount_cents),
    taxes: row.taxes.map((tax) => ({
      name: `${tax.name} ${Number(tax.rate_percent)}%`,
      price: dollars(tax.amount_cents),
    })),
    totalTax: dollars(row.tax_total_cents),
    total: dollars(row.total_cents),
    balanceUsed: dollars(row.balance_used_cents),
    amountCharged: dollars(row.total_charged_cents),
    referrerid: row.referrer_id,
    payment: row.payment
      ? {
          status: row.payment.status,
          amount: dollars(row.payment.amount_cents),
          cardType: row.payment.card_type,
          cardLastFourDigits: row.payment.card_last_four,
          cardExpiryMonth: row.payment.card_expiry_month,
          cardExpiryYear: row.payment.card_expiry_year,
          chargeTime: isoDateTime(row.payment.charge_time),
        }
      : null,
  };
}

/** Dollars from the API to integer cents; more than two decimals is refused, not rounded. */
function centsOf(value: number, field: string): number {
  const cents = Math.round(value * 100);
  if (!Number.isFinite(value) || Math.abs(cents - value * 100) > 1e-6) {
    throw new DomainError('BAD_USER_INPUT', 'Amounts are in dollars with at most two decimals.', {
      details: { field },
    });
  }
  return cents;
}

export const checkoutResolvers: Resolvers = {
  Query: {
    async findOrders(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return (await context.checkout.findOrders(userId, args.orderIds)).map(mapOrder);
    },
    async unsignedAgreements(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return (await context.checkout.unsignedAgreements(userId)).map(mapOrder);
    },
    async findShippingAddress(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return (await context.addresses.list(userId)).map(mapShippingAddress);
    },
    async findPayment(_root, _args, context) {
      const { userId } = requireAuth(context.auth);
      return (await context.checkout.savedCards(userId)).map((card) => ({
        id: card.id,
        cardType: card.card_type,
        cardLastFourDigits: card.card_last_four,
        cardExpiryMonth: card.card_expiry_month,
        cardExpiryYear: card.card_expiry_year,
        isDefault: card.is_default,
        expired: card.expired,
      }));
    },
    async deliverySchedule(_root, args, context) {
      const schedule = await context.checkout.deliverySchedule(args.cityId);
      return {
        cityId: String(schedule.city.id),
        timezone: schedule.city.timezone,
        today: schedule.today,
        latestDate: schedule.latestDate,
        maxDaysAhead: schedule.maxDaysAhead,
        windows: schedule.windows.map((window) => ({ ...window })),
      };
    },
    async checkoutQuote(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const priced = await context.checkout.quote(userId, {
        cityId: args.cityId,
        products: args.products.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          purchaseOption: line.purchaseOption,
          termLength: line.termLength ?? null,
          options: line.options ?? null,
        })),
        includeAssembly: args.includeAssembly ?? false,
      });
      return mapPricedCart(priced);
    },
  },
  Mutation: {
    async signAgreement(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return mapOrder(await context.checkout.signAgreement(userId, args.orderId, args.signedName));
    },
    async addShippingAddress(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      return mapShippingAddress(await context.addresses.add(userId, args.address));
    },
    async checkout(_root, args, context) {
      const { userId } = requireAuth(context.auth);
      const order = await context.checkout.checkout(userId, {
        cityId: args.cityId,
        products: args.products.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          purchaseOption: line.purchaseOption,
          termLength: line.termLength ?? null,
          options: line.options ?? null,
        })),
        returns: args.returns ?? null,
        shippingAddressId: args.shippingAddressId,
        deliverydate: args.deliverydate,
        deliverytimetype: args.deliverytimetype,
        referrer: args.referrer ?? null,
        clientVersion: args.clientVersion ?? context.clientVersion,
        includeAssembly: args.includeAssembly ?? false,
        idempotencyKey: args.idempotencyKey,
        payment: args.payment ?? null,
        expectedAmountDueCents:
          args.expectedAmountDue === null || args.expectedAmountDue === undefined
            ? null
            : centsOf(args.expectedAmountDue, 'expectedAmountDue'),
        agreement: args.agreement ?? null,
      });
      return mapOrder(order);
    },
  },
};
