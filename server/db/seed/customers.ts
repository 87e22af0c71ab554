/**
 * Demo customers with an address, a card, a membership, one past order each
 * (lines, taxes, payment), and the extras that make the account pages real:
 * a review, a tip, a referral, a swatch order and one delinquent account.
 */
import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';
import type { ProvinceCode, PurchaseOption, TaxName } from '../constants';
import { insertRows } from '../bulk-insert';
import type { DatabaseHandle } from '../client';
import {
  addresses,
  customers,
  delinquentRecords,
  membershipProducts,
  memberships,
  orderLines,
  orders,
  orderTaxes,
  paymentMethods,
  payments,
  reviews,
  swatchOrderItems,
  swatchOrders,
  tips,
} from '../schema';
import { addDays, type CityRow } from './catalogue';
import { DEMO_CUSTOMERS, type DemoCustomer } from './demo-customers';
import { Random } from './random';

/**
 * Sales tax of the seeded provinces (domain notes), percent. The domain's
 * effective-dated tax table is the source of truth for new orders; the seed
 * only needs the rates of the demo customers' provinces.
 */
const SEED_TAXES: Partial<Record<ProvinceCode, { name: TaxName; rate: number }[]>> = {
  ON: [{ name: 'HST', rate: 13 }],
  QC: [
    { name: 'GST', rate: 5 },
    { name: 'QST', rate: 9.975 },
  ],
  BC: [
    { name: 'GST', rate: 5 },
    { name: 'PST', rate: 7 },
  ],
};

/**
 * argon2id with the auth service's parameters (server/auth/passwords.ts: 19 MiB, 2 passes,
 * 1 lane; server/db may not import server/auth). The salt is derived from the customer id so
 * the seed writes the same rows on every run; the demo password is public anyway, so a
 * predictable salt gives nothing away. Real accounts get random salts from the auth service,
 * which also rehashes on sign-in if these parameters ever fall behind its own.
 */
function demoPasswordHash(customer: DemoCustomer): Promise<string> {
  const salt = createHash('sha256').update(`storefront-demo-salt:${customer.id}`).digest();
  return hash(customer.password, {
    algorithm: 2 as Algorithm, // Argon2id
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
    salt: salt.subarray(0, 16),
  });
}

interface DemoProduct {
  id: number;
  name: string;
  image_url: string | null;
  monthly: number;
  own: number;
  retail: number;
  option_names: string[];
}

function at(date: string, hour: number): Date {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
}

async function productsFor(
  handle: DatabaseHandle,
  cityId: number,
  skip: number,
): Promise<DemoProduct[]> {
  return handle.query<DemoProduct & Record<string, unknown>>(
    `select p.id, p.name, p.image_url, p.retail_price_cents as retail,
            s.price_cents as monthly, o.price_cents as own,
            array(select v.name from product_option_values pov
                  join option_values v on v.id = pov.option_value_id
                  where pov.product_id = p.id order by v.option_id) as option_names
     from products p
     join parent_products pp on pp.id = p.parent_product_id
     join depot_availability a on a.product_id = p.id and a.city_id = $1
     join product_prices s on s.product_id = p.id and s.purchase_option = 'subscribe'
     join product_prices o on o.product_id = p.id and o.purchase_option = 'ownv3'
     where pp.visible and p.image_url is not null and a.visible and a.available > 0
       and not p.final_sale and p.pos = 1
     order by p.id
     offset $2 limit 3`,
    [cityId, skip],
  );
}

export interface DemoCustomersResult {
  customers: number;
  orders: number;
  delinquentCustomerIds: string[];
}

export async function seedDemoCustomers(
  handle: DatabaseHandle,
  cities: readonly CityRow[],
  referenceDate: string,
): Promise<DemoCustomersResult> {
  const random = new Random('demo-customers');
  const created = addDays(referenceDate, -200);
  const alex = DEMO_CUSTOMERS[0] as DemoCustomer;
  const passwordHashes = await Promise.all(DEMO_CUSTOMERS.map(demoPasswordHash));

  await insertRows(
    handle,
    customers,
    DEMO_CUSTOMERS.map((customer, index) => ({
      id: customer.id,
      email: customer.email,
      emailVerified: true,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone1: customer.phone,
      phone2: null,
      deliverySmsOptIn: true,
      mobileVerified: true,
      optIn: index !== 2,
      referrerId: customer.id === alex.id ? null : index === 1 ? alex.id : null,
      referralCode: `${customer.firstName.toUpperCase()}-${customer.lastName.slice(0, 3).toUpperCase()}-2026`,
      balanceCents: customer.id === alex.id ? 2500 : 0,
      passwordHash: passwordHashes[index] ?? null,
      roles: ['customer'],
      createdAt: at(addDays(created, index * 9), 15),
      updatedAt: at(addDays(created, index * 9), 15),
    })),
  );

  const delinquentCustomerIds: string[] = [];
  let orderNumber = 100_001;
  for (const [index, customer] of DEMO_CUSTOMERS.entries()) {
    const city = cities.find((candidate) => candidate.slug === customer.citySlug);
    if (!city)
      throw new Error(`demo customer ${customer.email}: unknown city ${customer.citySlug}`);
    const addressId = random.uuid();
    await insertRows(handle, addresses, {
      id: addressId,
      customerId: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phoneNumber: customer.phone,
      ...customer.address,
      country: 'CA',
      type: 'SHIPPING',
      cityId: city.id,
      listed: true,
      active: true,
      isPrimary: true,
      receivingHours: '9 am to 9 pm',
      dockDoorAccess: customer.address.typeOfAddress === 'CONDO',
      createdAt: at(addDays(created, index * 9), 15),
    });
    const declined = customer.delinquent;
    await insertRows(handle, paymentMethods, {
      id: random.uuid(),
      customerId: customer.id,
      cardType: 'VISA',
      cardLastFour: declined ? '0002' : '4242',
      cardExpiryMonth: 12,
      cardExpiryYear: 2028,
      source: `tok_demo_${customer.firstName.toLowerCase()}`,
      billingAddressId: addressId,
      isDefault: true,
    });

    const lines = await productsFor(handle, city.id, index * 7);
    if (lines.length === 0) throw new Error(`no demo products available in ${city.name}`);
    const subscription = customer.membershipType === 'SUBSCRIPTION';
    const purchaseOption: PurchaseOption = subscription ? 'subscribe' : 'ownv3';
    const deliveryDate = addDays(referenceDate, -(120 - index * 30));
    const orderDate = at(addDays(deliveryDate, -6), 18);
    const lineTotal = (line: DemoProduct) => (subscription ? line.monthly : line.own);
    const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
    const originalSubtotal = lines.reduce(
      (sum, line) => sum + (subscription ? line.monthly : line.retail),
      0,
    );
    const taxable = subtotal + city.deliveryFeeCents;
    const taxes = (SEED_TAXES[city.provinceCode] ?? []).map((tax) => ({
      ...tax,
      amount: Math.round((taxable * tax.rate) / 100),
    }));
    const taxTotal = taxes.reduce((sum, tax) => sum + tax.amount, 0);
    const total = taxable + taxTotal;

    const orderId = random.uuid();
    await insertRows(handle, orders, {
      id: orderId,
      orderNumber: `SF${orderNumber}`,
      customerId: customer.id,
      cityId: city.id,
      type: 'ORDER',
      status: 'COMPLETED',
      shippingAddressId: addressId,
      deliveryDate,
      deliveryTimeType: 'AFTERNOON',
      includeAssembly: false,
      productsSubtotalCents: subtotal,
      originalProductsSubtotalCents: originalSubtotal,
      deliveryCents: city.deliveryFeeCents,
      assemblyCents: 0,
      discountCents: 0,
      taxTotalCents: taxTotal,
      totalCents: total,
      totalChargedCents: total,
      balanceUsedCents: 0,
      referrerId: index === 1 ? alex.id : null,
      hasSignedAgreement: true,
      clientVersion: 'seed',
      idempotencyKey: random.uuid(),
      purchaseDate: orderDate,
      createdAt: orderDate,
      updatedAt: at(deliveryDate, 20),
    });
    orderNumber += 1;
    await insertRows(
      handle,
      orderLines,
      lines.map((line, pos) => ({
        id: random.uuid(),
        orderId,
        kind: 'PRODUCT' as const,
        productId: line.id,
        name: line.name,
        thumbUrl: line.image_url,
        optionValueNames: line.option_names,
        quantity: 1,
        purchaseOption,
        termLengthMonths: subscription ? 12 : null,
        priceCents: lineTotal(line),
        originalPriceCents: subscription ? line.monthly : line.retail,
        pos: pos + 1,
      })),
    );
    await insertRows(
      handle,
      orderTaxes,
      taxes.map((tax, pos) => ({
        id: random.uuid(),
        orderId,
        name: tax.name,
        ratePercent: tax.rate,
        amountCents: tax.amount,
        pos: pos + 1,
      })),
    );
    await insertRows(handle, payments, {
      id: random.uuid(),
      orderId,
      customerId: customer.id,
      amountCents: total,
      chargeTime: orderDate,
      chargeSuccess: true,
      chargeDetails: 'Approved',
      chargeType: 'CHARGE',
      cardType: 'VISA',
      cardLastFour: declined ? '0002' : '4242',
      cardExpiryMonth: 12,
      cardExpiryYear: 2028,
      gatewayReference: `ch_demo_${orderNumber - 1}`,
      status: 'SUCCEEDED',
    });

    const membershipId = random.uuid();
    await insertRows(handle, memberships, {
      id: membershipId,
      customerId: customer.id,
      membershipType: customer.membershipType,
      multiAddress: false,
      billingType: subscription ? 'MONTHLY' : 'ONE_TIME',
      createdAt: orderDate,
    });
    const membershipProductIds = lines.map(() => random.uuid());
    await insertRows(
      handle,
      membershipProducts,
      lines.map((line, pos) => {
        const returned = index === 0 && pos === lines.length - 1;
        return {
          id: membershipProductIds[pos] as string,
          membershipId,
          productId: line.id,
          addressId,
          orderId,
          startDate: deliveryDate,
          endDate: returned ? addDays(deliveryDate, 75) : null,
          subscriptionStatus: returned ? ('RETURNED' as const) : ('DELIVERED' as const),
          purchaseOption,
          termLengthMonths: subscription ? 12 : null,
          monthlyPriceCents: subscription ? line.monthly : null,
          purchasePriceCents: subscription ? null : line.own,
          pivotCare: subscription && pos === 0,
          createdAt: orderDate,
        };
      }),
    );

    if (index === 0) {
      await insertRows(handle, reviews, {
        id: random.uuid(),
        membershipProductId: membershipProductIds[0] as string,
        rating: 5,
        title: 'Better than new, honestly',
        body: 'The crew carried it up our narrow stairs without a scratch and had it set up in ten minutes. Comfortable, and the fabric has survived two cats so far.',
        createdAt: at(addDays(deliveryDate, 12), 21),
      });
      const tipId = random.uuid();
      await insertRows(handle, tips, {
        id: tipId,
        orderId,
        customerId: customer.id,
        amountCents: 2000,
        note: 'Merci! You made those stairs look easy.',
        status: 'PAID',
        createdAt: at(deliveryDate, 22),
      });
      await insertRows(handle, payments, {
        id: random.uuid(),
        tipId,
        customerId: customer.id,
        amountCents: 2000,
        chargeTime: at(deliveryDate, 22),
        chargeSuccess: true,
        chargeDetails: 'Approved',
        chargeType: 'CHARGE',
        cardType: 'VISA',
        cardLastFour: '4242',
        cardExpiryMonth: 12,
        cardExpiryYear: 2028,
        gatewayReference: 'ch_demo_tip_1',
        status: 'SUCCEEDED',
      });
    }

    if (index === 1) {
      const swatchOrderId = random.uuid();
      await insertRows(handle, swatchOrders, {
        id: swatchOrderId,
        customerId: customer.id,
        addressId,
        fullName: `${customer.firstName} ${customer.lastName}`,
        email: customer.email,
        phoneNumber: customer.phone,
        streetAddress: customer.address.streetAddress,
        unitNumber: customer.address.unitNumber,
        city: customer.address.city,
        province: customer.address.province,
        postalCode: customer.address.postalCode,
        country: 'CA',
        status: 'SHIPPED',
        createdAt: at(addDays(deliveryDate, -20), 17),
      });
      const swatches = await handle.query<{ id: number }>(
        `select v.id from option_values v join options o on o.id = v.option_id
         where o.upholstery order by v.pos limit 3`,
      );
      await insertRows(
        handle,
        swatchOrderItems,
        swatches.map((swatch) => ({ swatchOrderId, optionValueId: swatch.id })),
      );
    }

    if (declined) {
      const monthlyTotal = Math.round(
        (subtotal *
          (100 + (SEED_TAXES[city.provinceCode] ?? []).reduce((sum, tax) => sum + tax.rate, 0))) /
          100,
      );
      const declinedAt = at(addDays(referenceDate, -10), 9);
      await insertRows(handle, payments, {
        id: random.uuid(),
        orderId,
        customerId: customer.id,
        amountCents: monthlyTotal,
        chargeTime: declinedAt,
        chargeSuccess: false,
        chargeDetails: 'Card declined',
        chargeType: 'CHARGE',
        cardType: 'VISA',
        cardLastFour: '0002',
        cardExpiryMonth: 12,
        cardExpiryYear: 2028,
        gatewayReference: 'ch_demo_declined_1',
        status: 'DECLINED',
      });
      await insertRows(handle, delinquentRecords, {
        id: random.uuid(),
        customerId: customer.id,
        orderId,
        totalRemainingCents: monthlyTotal,
        createdAt: declinedAt,
      });
      delinquentCustomerIds.push(customer.id);
    }
  }
  await handle.query(`select setval('order_number_seq', $1::bigint, true)`, [orderNumber - 1]);
  return { customers: DEMO_CUSTOMERS.length, orders: DEMO_CUSTOMERS.length, delinquentCustomerIds };
}
