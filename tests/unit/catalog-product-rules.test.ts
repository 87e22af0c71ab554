import { describe, expect, it } from 'vitest';
import {
  availabilityText,
  deliveryEstimate,
  formatCalendarDate,
} from '../../src/features/catalog/availability';
import { dimensionRows } from '../../src/features/catalog/dimensions';
import { valuesAfterChoosing } from '../../src/features/catalog/option-selection';
import { productPictures } from '../../src/features/catalog/product-images';
import { validateProductSearch } from '../../src/features/catalog/product-search';
import { purchaseChoices, selectedChoice } from '../../src/features/catalog/purchase-choices';
import type { OptionPrice } from '../../src/features/catalog/purchase-choices';

const stock = (overrides: Partial<Parameters<typeof availabilityText>[0]> = {}) => ({
  low: 3,
  high: 7,
  unit: 'DAYS',
  available: 12,
  stockfrom: null,
  ...overrides,
});

describe('availability', () => {
  it('says in stock with the delivery estimate', () => {
    expect(availabilityText(stock(), 'Toronto')).toEqual({
      status: 'in-stock',
      headline: 'In stock',
      detail: 'Delivers in 3-7 days',
      canBuy: true,
    });
  });

  it('says how many are left when few are', () => {
    expect(availabilityText(stock({ available: 2 }), 'Toronto').headline).toBe('Only 2 left');
  });

  it('gives the restock date as a calendar day', () => {
    const text = availabilityText(
      stock({ available: 0, stockfrom: '2026-12-22', low: 33, high: 37 }),
      'Toronto',
    );
    expect(text).toMatchObject({
      status: 'restocking',
      headline: 'In stock from December 22, 2026',
      detail: 'Delivers in 33-37 days',
    });
    expect(formatCalendarDate('2026-01-01')).toBe('January 1, 2026');
  });

  it('calls pieces without counted stock but with a lead time made to order', () => {
    expect(
      availabilityText(stock({ available: 0, low: 6, high: 10, unit: 'WEEKS' }), 'Toronto'),
    ).toMatchObject({ status: 'made-to-order', detail: 'Delivers in 6-10 weeks', canBuy: true });
  });

  it('is out of stock in the city when nothing is known', () => {
    expect(
      availabilityText(stock({ available: 0, low: null, high: null, unit: null }), 'Halifax'),
    ).toEqual({
      status: 'out-of-stock',
      headline: 'Out of stock in Halifax',
      detail: null,
      canBuy: false,
    });
    expect(deliveryEstimate(stock({ low: 5, high: 5 }))).toBe('Delivers in 5 days');
  });
});

const price = (
  purchaseoption: OptionPrice['purchaseoption'],
  termlength: number | null,
  amount: number,
  originalprice: number | null = null,
): OptionPrice => ({
  purchaseoption,
  termlength,
  price: amount,
  originalprice,
  monthly: termlength !== null,
});

describe('purchase choices', () => {
  const regular = [
    price('monthlyv3', 12, 90.75),
    price('monthlyv3', 24, 48.27),
    price('monthlyv3', 36, 35.14),
    price('own', null, 1089, 1819),
    price('ownv2', null, 1089, 1819),
    price('ownv3', null, 1089, 1819),
    price('rentv2', 3, 99),
    price('subscribe', 12, 60, 101),
    price('subscribev2', 6, 71),
  ];

  it('lists every way to pay once, financing first, outright last', () => {
    const choices = purchaseChoices(regular);
    expect(choices.map((choice) => choice.key)).toEqual([
      'monthlyv3:36',
      'monthlyv3:24',
      'monthlyv3:12',
      'subscribe:12',
      'subscribev2:6',
      'rentv2:3',
      'ownv3:',
    ]);
    expect(choices[0]).toMatchObject({
      title: 'Finance over 36 months',
      monthly: true,
      finalSale: false,
    });
    expect(choices.at(-1)).toMatchObject({
      title: 'Buy outright',
      price: 1089,
      originalPrice: 1819,
    });
  });

  it('keeps legacy outright options whose price differs', () => {
    const keys = purchaseChoices([price('ownv3', null, 1000), price('own', null, 1100)]).map(
      (choice) => choice.key,
    );
    expect(keys).toEqual(['ownv3:', 'own:']);
  });

  it('labels final-sale options and drops the repeated outright price', () => {
    const choices = purchaseChoices([
      price('finalsaleownv3', null, 2359, 3199),
      price('finalsalemonthlyv3', 12, 196.59),
      price('finalsalemonthlyv3', 24, 104.55),
      price('own', null, 2359, 3199),
      price('ownv3', null, 2359, 3199),
    ]);
    expect(choices.map((choice) => choice.title)).toEqual([
      'Final sale: finance over 24 months',
      'Final sale: finance over 12 months',
      'Final sale: buy outright',
    ]);
    expect(choices.every((choice) => choice.finalSale)).toBe(true);
  });

  it('selects the URL choice, else the longest financing, else the first', () => {
    const choices = purchaseChoices(regular);
    expect(selectedChoice(choices, { option: 'subscribe', term: 12 })?.key).toBe('subscribe:12');
    expect(selectedChoice(choices, { option: 'monthlyv3', term: 24 })?.key).toBe('monthlyv3:24');
    expect(selectedChoice(choices, { option: 'rentv2', term: 99 })?.key).toBe('monthlyv3:36');
    expect(selectedChoice(choices, {})?.key).toBe('monthlyv3:36');
    expect(selectedChoice([], {})).toBeUndefined();
  });
});

describe('dimensions', () => {
  it('gives centimetres and inches, kilograms and pounds, leaving out what is unknown', () => {
    const rows = dimensionRows({
      unit: 'cm',
      width: 196,
      depth: 89,
      height: 83,
      seatheight: 46,
      seatdepth: null,
      armheight: null,
      armwidth: null,
      legheight: null,
      mass: 55,
      pilethickness: null,
    });
    expect(rows.map((row) => [row.label, row.metric, row.imperial])).toEqual([
      ['Width', '196 cm', '77.2 in'],
      ['Depth', '89 cm', '35 in'],
      ['Height', '83 cm', '32.7 in'],
      ['Seat height', '46 cm', '18.1 in'],
      ['Weight', '55 kg', '121.3 lb'],
    ]);
  });
});

describe('choosing an option value', () => {
  const variants = [
    { id: '9', valueids: ['1', '19'], available: true },
    { id: '10', valueids: ['15', '19'], available: true },
    { id: '11', valueids: ['15', '20'], available: false },
    { id: '12', valueids: ['15', '20'], available: true },
  ];

  it('keeps the other choices when a variant has them', () => {
    expect(valuesAfterChoosing(variants, ['1', '19'], ['1', '15'], '15')).toEqual(['15', '19']);
  });

  it('prefers a variant sold here among equals', () => {
    expect(valuesAfterChoosing(variants, ['1', '21'], ['19', '20', '21'], '20')).toEqual([
      '15',
      '20',
    ]);
  });

  it('swaps the value in when no variant has it', () => {
    expect(valuesAfterChoosing(variants, ['1', '19'], ['1', '99'], '99')).toEqual(['19', '99']);
  });
});

describe('product pictures', () => {
  it('puts showcase shots first, then drawings, each once', () => {
    const pictures = productPictures(
      'Sofa',
      [
        { type: 'DIMENSIONS', imageurl: '/images/thumb/dims-front', caption: 'Sofa dimensions' },
        { type: 'SHOWCASE', imageurl: '/images/thumb/sofa', caption: null },
      ],
      { fronturl: '/images/thumb/dims-front', sideurl: '/images/thumb/dims-side' },
    );
    expect(pictures.map((picture) => [picture.src, picture.alt])).toEqual([
      ['/images/thumb/sofa', 'Sofa'],
      ['/images/thumb/dims-front', 'Sofa dimensions'],
      ['/images/thumb/dims-side', 'Sofa: side view with dimensions'],
    ]);
  });
});

describe('validateProductSearch', () => {
  it('keeps value ids, the way to pay and the term', () => {
    expect(validateProductSearch({ values: [19, 1], option: 'monthlyv3', term: 36 })).toEqual({
      values: [1, 19],
      option: 'monthlyv3',
      term: 36,
    });
    expect(validateProductSearch({ values: '1,19' })).toEqual({ values: [1, 19] });
  });

  it('drops anything else', () => {
    expect(validateProductSearch({ values: ['x', -1, 0], option: 'free', term: 0 })).toEqual({});
  });
});

describe('validateProductSearch on a hand-edited link', () => {
  it('answers every key, so `?values=abc` reaches no loader as a string', () => {
    const answered = validateProductSearch({ values: 'abc', option: 'free', term: 'x' });
    expect(Object.keys(answered).sort()).toEqual(['option', 'term', 'values']);
    expect(Object.values(answered)).toEqual([undefined, undefined, undefined]);
  });
});
