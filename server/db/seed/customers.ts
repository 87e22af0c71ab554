/**
 * Demo customers with an address, a card, a membership, past orders (lines, taxes, payment),
 * and the extras that make the account pages real: a review, a tip, a referral (credit through
 * the ledger), a swatch order, and the monthly business (./billing-histories): subscriptions,
 * financing and rent of every age with their past bills, and one delinquent account whose
 * latest bill was declined.
 */
import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';
import type { ProvinceCode, PurchaseOption, TaxName } from '../constants';
import { insertRows } from '../bulk-insert';
import type { DatabaseHandle } from '../client';
import {
  addresses,
  creditLedgerEntries,
  customers,
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
import { addMonths, scheduleOf, seedBillHistories, type MonthlyUnit } from './billing-histories';
import { addDays, type CityRow } from './catalogue';
import { DEMO_CUSTOMERS, SEED_AGREEMENT_VERSION, type DemoCustomer } from './demo-customers';
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
export function demoPasswordHash(customer: Pick<DemoCustomer, 'id' | 'password'>): Promise<string> {
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
  /** Past monthly bills. */
  bills: number;
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
      preferredLanguage: customer.preferredLanguage,
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
  const units: MonthlyUnit[] = [];
  const places = new Map<
    string,
    { addressId: string; membershipId: string; city: CityRow; orderId: string }
  >();
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
    // The first subscribed piece has PivotCare: its first month, paid today, includes it, as
    // the membership below is billed with it every later month.
    const pivotCareAt = (pos: number) =>
      subscription && pos === 0 ? pivotCareOf((lines[pos] as DemoProduct).monthly) : 0;
    const lineTotal = (line: DemoProduct) => (subscription ? line.monthly : line.own);
    const subtotal = lines.reduce((sum, line, pos) => sum + lineTotal(line) + pivotCareAt(pos), 0);
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
      agreementVersion: SEED_AGREEMENT_VERSION,
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
        pivotCare: pivotCareAt(pos) > 0,
        pivotCareCents: pivotCareAt(pos),
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
        const endDate = returned ? addDays(deliveryDate, 75) : null;
        const unit = subscription
          ? monthlyUnit({
              id: membershipProductIds[pos] as string,
              customerId: customer.id,
              addressId,
              orderId,
              province: customer.address.province,
              productId: line.id,
              purchaseOption,
              startDate: deliveryDate,
              endDate,
              monthlyCents: line.monthly,
              pivotCareCents: pivotCareAt(pos),
              paymentsDue: subscriptionPayments(line.retail, line.monthly),
            })
          : null;
        if (unit) units.push(unit);
        return {
          id: membershipProductIds[pos] as string,
          membershipId,
          productId: line.id,
          addressId,
          orderId,
          startDate: deliveryDate,
          endDate,
          subscriptionStatus: returned ? ('RETURNED' as const) : ('DELIVERED' as const),
          purchaseOption,
          termLengthMonths: null,
          monthlyPriceCents: subscription ? line.monthly : null,
          purchasePriceCents: subscription ? null : line.own,
          pivotCare: subscription && pos === 0,
          retailValueCents: line.retail,
          ...(unit ? billingColumns(unit, referenceDate) : {}),
          createdAt: orderDate,
        };
      }),
    );
    places.set(customer.id, { addressId, membershipId, city, orderId });

    if (index === 0) {
      const reviewed = lines[0] as DemoProduct;
      const [parent] = await handle.query<{ parent_product_id: number }>(
        'select parent_product_id from products where id = $1',
        [reviewed.id],
      );
      await insertRows(handle, reviews, {
        id: random.uuid(),
        membershipProductId: membershipProductIds[0] as string,
        parentProductId: (parent as { parent_product_id: number }).parent_product_id,
        productId: reviewed.id,
        customerId: customer.id,
        authorName: `${customer.firstName} ${customer.lastName.slice(0, 1)}.`,
        source: 'CUSTOMER',
        rating: 5,
        title: 'Better than new, honestly',
        body: 'The crew carried it up our narrow stairs without a scratch and had it set up in ten minutes. Comfortable, and the fabric has survived two cats so far.',
        createdAt: at(addDays(deliveryDate, 12), 21),
        updatedAt: at(addDays(deliveryDate, 12), 21),
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

    if (declined) delinquentCustomerIds.push(customer.id);
  }
  // The monthly business of each customer, in orders of their own (see monthlyOrders below).
  let orderCount = DEMO_CUSTOMERS.length;
  for (const [index, customer] of DEMO_CUSTOMERS.entries()) {
    const place = places.get(customer.id)!;
    for (const plan of MONTHLY_ORDERS[index] ?? []) {
      const [product] = await productsFor(handle, place.city.id, plan.skip);
      if (!product) throw new Error(`no demo product for ${customer.email}`);
      const monthly = await monthlyPrice(handle, product, plan.option, plan.term);
      const deliveryDate =
        plan.monthsToOwn === undefined
          ? addDays(referenceDate, -plan.ageDays)
          : addDays(
              addMonths(referenceDate, -(subscriptionPayments(product.retail, monthly) - 2)),
              -5,
            );
      const unit = monthlyUnit({
        id: random.uuid(),
        customerId: customer.id,
        addressId: place.addressId,
        orderId: random.uuid(),
        province: customer.address.province,
        productId: product.id,
        purchaseOption: plan.option,
        startDate: deliveryDate,
        endDate: null,
        monthlyCents: monthly,
        pivotCareCents: plan.pivotCare ? pivotCareOf(monthly) : 0,
        paymentsDue:
          plan.option === 'rentv2'
            ? null
            : plan.option === 'monthlyv3'
              ? (plan.term ?? 12)
              : subscriptionPayments(product.retail, monthly),
      });
      units.push(unit);
      await insertMonthlyOrder(handle, random, {
        customer,
        city: place.city,
        addressId: place.addressId,
        orderNumber,
        unit,
        product,
        term: plan.term ?? null,
      });
      orderNumber += 1;
      orderCount += 1;
      const billing = billingColumns(unit, referenceDate);
      await insertRows(handle, membershipProducts, {
        id: unit.id,
        membershipId: place.membershipId,
        productId: product.id,
        addressId: place.addressId,
        orderId: unit.orderId,
        startDate: unit.startDate,
        endDate: null,
        subscriptionStatus: billing.owned ? ('OWNED' as const) : ('DELIVERED' as const),
        purchaseOption: plan.option,
        termLengthMonths: plan.term ?? null,
        monthlyPriceCents: monthly,
        purchasePriceCents: null,
        pivotCare: unit.pivotCareCents > 0,
        retailValueCents: product.retail,
        pivotCareCents: billing.pivotCareCents,
        paymentsDue: billing.paymentsDue,
        paymentsMade: billing.paymentsMade,
        nextBillDate: billing.nextBillDate,
        createdAt: at(addDays(deliveryDate, -6), 18),
      });
    }
  }

  const history = await seedBillHistories(handle, random, units, {
    referenceDate,
    taxes: SEED_TAXES,
    cardLast4: (customerId) =>
      DEMO_CUSTOMERS.find((customer) => customer.id === customerId)?.delinquent ? '0002' : '4242',
    declined: new Set(delinquentCustomerIds),
  });

  // Alex's $25 is the reward for referring Sam, in the credit ledger like every balance change.
  const sam = DEMO_CUSTOMERS[1] as DemoCustomer;
  await insertRows(handle, creditLedgerEntries, {
    id: random.uuid(),
    customerId: alex.id,
    kind: 'REFERRAL',
    amountCents: 2500,
    balanceAfterCents: 2500,
    orderId: places.get(sam.id)?.orderId ?? null,
    note: `Referral: ${sam.firstName} ${sam.lastName.charAt(0)}. placed a first order`,
    createdAt: at(addDays(created, 30), 12),
  });

  await handle.query(`select setval('order_number_seq', $1::bigint, true)`, [orderNumber - 1]);
  return {
    customers: DEMO_CUSTOMERS.length,
    orders: orderCount,
    bills: history.bills,
    delinquentCustomerIds,
  };
}

/**
 * The monthly orders each demo customer has besides the first, by DEMO_CUSTOMERS index:
 * Alex a subscription one payment from being owned (with PivotCare); Sam a financing paid off
 * (OWNED) and one running; Jordan a rental. `skip` picks a product not in their first order.
 */
const MONTHLY_ORDERS: readonly (readonly {
  option: PurchaseOption;
  term?: number;
  ageDays: number;
  /** Start so that the next bill is the last one. */
  monthsToOwn?: 1;
  pivotCare?: boolean;
  skip: number;
}[])[] = [
  [{ option: 'subscribe', ageDays: 0, monthsToOwn: 1, pivotCare: true, skip: 4 }],
  [
    { option: 'monthlyv3', term: 12, ageDays: 420, skip: 4 },
    { option: 'monthlyv3', term: 24, ageDays: 75, skip: 5 },
  ],
  [{ option: 'rentv2', ageDays: 200, pivotCare: true, skip: 4 }],
];

/** PivotCare: 20% of the monthly fee, half up (pricing contract). */
function pivotCareOf(monthlyCents: number): number {
  return Math.floor((monthlyCents * 20 + 50) / 100);
}

/** Subscription payments before the unit is owned: max(1, ceil(retail / fee) - 1). */
function subscriptionPayments(retailCents: number, monthlyCents: number): number {
  return Math.max(1, Math.ceil(retailCents / Math.max(1, monthlyCents)) - 1);
}

function monthlyUnit(unit: MonthlyUnit): MonthlyUnit {
  return unit;
}

function billingColumns(unit: MonthlyUnit, referenceDate: string) {
  const schedule = scheduleOf(unit, referenceDate);
  return {
    pivotCareCents: unit.pivotCareCents,
    paymentsDue: unit.paymentsDue,
    paymentsMade: schedule.paymentsMade,
    nextBillDate: schedule.nextBillDate,
    owned: schedule.owned,
  };
}

async function monthlyPrice(
  handle: DatabaseHandle,
  product: DemoProduct,
  option: PurchaseOption,
  term: number | undefined,
): Promise<number> {
  if (option === 'subscribe') return product.monthly;
  const [row] = await handle.query<{ price_cents: number }>(
    `select price_cents from product_prices
      where product_id = $1 and purchase_option = $2
      order by (term_length_months is not distinct from $3::int) desc, term_length_months
      limit 1`,
    [product.id, option, term ?? null],
  );
  return row?.price_cents ?? product.monthly;
}

/** A completed order of one monthly unit: its line, first month's taxes and card payment. */
async function insertMonthlyOrder(
  handle: DatabaseHandle,
  random: Random,
  order: {
    customer: DemoCustomer;
    city: CityRow;
    addressId: string;
    orderNumber: number;
    unit: MonthlyUnit;
    product: DemoProduct;
    term: number | null;
  },
): Promise<void> {
  const { customer, city, unit, product } = order;
  // The first month, paid at checkout: the fee and its PivotCare.
  const subtotal = unit.monthlyCents + unit.pivotCareCents;
  const taxable = subtotal + city.deliveryFeeCents;
  const taxes = (SEED_TAXES[city.provinceCode] ?? []).map((tax) => ({
    ...tax,
    amount: Math.round((taxable * tax.rate) / 100),
  }));
  const taxTotal = taxes.reduce((sum, tax) => sum + tax.amount, 0);
  const total = subtotal + city.deliveryFeeCents + taxTotal;
  const orderDate = at(addDays(unit.startDate, -6), 18);
  await insertRows(handle, orders, {
    id: unit.orderId,
    orderNumber: `SF${order.orderNumber}`,
    customerId: customer.id,
    cityId: city.id,
    type: 'ORDER',
    status: 'COMPLETED',
    shippingAddressId: order.addressId,
    deliveryDate: unit.startDate,
    deliveryTimeType: 'MORNING',
    productsSubtotalCents: subtotal,
    originalProductsSubtotalCents: unit.monthlyCents,
    deliveryCents: city.deliveryFeeCents,
    taxTotalCents: taxTotal,
    totalCents: total,
    totalChargedCents: total,
    hasSignedAgreement: true,
    agreementVersion: SEED_AGREEMENT_VERSION,
    clientVersion: 'seed',
    idempotencyKey: random.uuid(),
    purchaseDate: orderDate,
    createdAt: orderDate,
    updatedAt: at(unit.startDate, 20),
  });
  await insertRows(handle, orderLines, {
    id: random.uuid(),
    orderId: unit.orderId,
    kind: 'PRODUCT' as const,
    productId: product.id,
    name: product.name,
    thumbUrl: product.image_url,
    optionValueNames: product.option_names,
    quantity: 1,
    purchaseOption: unit.purchaseOption as PurchaseOption,
    termLengthMonths: order.term,
    priceCents: unit.monthlyCents,
    originalPriceCents: unit.monthlyCents,
    pivotCare: unit.pivotCareCents > 0,
    pivotCareCents: unit.pivotCareCents,
    pos: 1,
  });
  await insertRows(
    handle,
    orderTaxes,
    taxes.map((tax, pos) => ({
      id: random.uuid(),
      orderId: unit.orderId,
      name: tax.name,
      ratePercent: tax.rate,
      amountCents: tax.amount,
      pos: pos + 1,
    })),
  );
  await insertRows(handle, payments, {
    id: random.uuid(),
    orderId: unit.orderId,
    customerId: customer.id,
    amountCents: total,
    chargeTime: orderDate,
    chargeSuccess: true,
    chargeDetails: 'Approved',
    chargeType: 'CHARGE',
    cardType: 'VISA',
    cardLastFour: customer.delinquent ? '0002' : '4242',
    cardExpiryMonth: 12,
    cardExpiryYear: 2028,
    gatewayReference: `ch_demo_${order.orderNumber}`,
    status: 'SUCCEEDED',
  });
}
