import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { wayToPay } from '../../src/features/cart/way-to-pay';
import { m } from '../../src/i18n/paraglide/messages.js';
import { getLocale, overwriteGetLocale } from '../../src/i18n/paraglide/runtime.js';
import { DISCARDED_CART_NOTICE, saleConversionNotice } from '../../src/lib/cart-store';
import { dueTodayRows, lineTerms, monthlyRows, taxRows } from '../../src/lib/line-payment';
import {
  LIQUIDATION_PURCHASE_SENTENCE,
  PICKUP_SENTENCE,
  PICKUP_WAREHOUSE,
} from '../../src/lib/store-mode';
import { taxLabel } from '../../src/lib/tax-label';

const english = getLocale;

function inFrench(): void {
  overwriteGetLocale(() => 'fr');
}

afterEach(() => {
  overwriteGetLocale(english);
});

const charges = {
  ownPurchase: 100,
  subscriptionSubtotal: 0,
  deliveryTotal: 50,
  assemblyTotal: 0,
  taxes: [
    { name: 'GST 5%', price: 7.5 },
    { name: 'QST 9.975%', price: 14.96 },
  ],
  balanceUsed: 0,
  total: 172.46,
};

describe('the cart in French (decision 178)', () => {
  it('says in English what the texts it stands for say', () => {
    expect(m.cart_liquidation_purchase({}, { locale: 'en' })).toBe(LIQUIDATION_PURCHASE_SENTENCE);
    expect(m.cart_product_pickup({ address: PICKUP_WAREHOUSE.address }, { locale: 'en' })).toBe(
      PICKUP_SENTENCE,
    );
    expect(m.cart_pickup_note({ address: PICKUP_WAREHOUSE.address }, { locale: 'en' })).toBe(
      `${PICKUP_SENTENCE} You choose your pickup day at checkout.`,
    );
    expect(m.cart_discarded_notice({}, { locale: 'en' })).toBe(DISCARDED_CART_NOTICE);
    // The quote machine's failure text, shown in the page's language.
    expect(readFileSync('machines/cart-quote.machine.ts', 'utf8')).toContain(
      `'${m.cart_quote_error({}, { locale: 'en' })}'`,
    );
  });

  it('names taxes as the API does on an English page', () => {
    for (const name of ['GST 5%', 'HST 13%', 'PST 7%', 'RST 7%', 'QST 9.975%', 'Eco fee']) {
      expect(taxLabel(name)).toBe(name);
    }
    expect(dueTodayRows(charges).map((row) => row.label)).toEqual([
      'Purchases',
      'Delivery',
      'GST 5%',
      'QST 9.975%',
      'Total due today',
    ]);
  });

  it('names taxes TPS, TVH, TVQ, TVP and TVD on a French page, with a decimal comma', () => {
    inFrench();
    expect(
      ['GST 5%', 'HST 13%', 'PST 6%', 'RST 7%', 'QST 9.975%', 'Eco fee'].map(taxLabel),
    ).toEqual(['TPS 5 %', 'TVH 13 %', 'TVP 6 %', 'TVD 7 %', 'TVQ 9,975 %', 'Eco fee']);
    expect(dueTodayRows(charges).map((row) => row.label)).toEqual([
      'Achats',
      'Livraison',
      'TPS 5 %',
      'TVQ 9,975 %',
      'Total à payer aujourd’hui',
    ]);
    expect(
      monthlyRows({ subtotal: 10, taxes: [{ name: 'HST 13%', price: 1.3 }], total: 11.3 }).map(
        (row) => row.label,
      ),
    ).toEqual(['Articles mensuels', 'TVH 13 %', 'Chaque mois']);
    // The test ids keep the API's code.
    expect(taxRows(charges.taxes, 'return-tax').map((row) => [row.label, row.testId])).toEqual([
      ['TPS 5 %', 'return-tax-GST'],
      ['TVQ 9,975 %', 'return-tax-QST'],
    ]);
  });

  it('says how a line is paid in either language', () => {
    expect(wayToPay('subscribev2', 12)).toBe('Monthly subscription, 12-month minimum');
    expect(wayToPay('monthlyv3', 36)).toBe('Monthly financing, 36 months');
    expect(wayToPay('ownv3', null)).toBe('Buy');
    inFrench();
    expect(wayToPay('subscribev2', 12)).toBe('Abonnement mensuel, minimum de 12 mois');
    expect(wayToPay('monthlyv3', 36)).toBe('Financement mensuel, 36 mois');
    expect(wayToPay('rentv2', null)).toBe('Location');
    expect(wayToPay('ownv3', null)).toBe('Acheter');
    expect(
      lineTerms({
        purchaseOption: 'subscribev2',
        kind: 'SUBSCRIPTION',
        quantity: 1,
        lineTotal: 0,
        monthlyTotal: 0,
        paymentsDue: 24,
      }),
    ).toBe('À vous après 24 paiements');
  });

  it('tells of the sale conversion in French', () => {
    expect(saleConversionNotice(['Sofa', 'Table', 'Lamp'])).toMatch(
      /^Sofa, Table and Lamp were in your cart/,
    );
    inFrench();
    expect(saleConversionNotice(['Sofa'])).toMatch(/^Sofa était dans votre panier/);
    expect(saleConversionNotice(['Sofa', 'Table', 'Lamp'])).toMatch(
      /^Sofa, Table et Lamp étaient dans votre panier/,
    );
  });
});
