import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isPostalCode,
  normalisePostalCode,
  provincesForPostalCode,
} from '../../machines/postal-code';
import { PROVINCES, provinceName } from '../../machines/provinces';
import {
  PURCHASE_OPTIONS,
  SUBSCRIPTION_OPTIONS,
  isPurchaseOption,
  isSubscriptionOption,
  offersPivotCare,
  purchaseKindOf,
} from '../../machines/purchase-options';
import * as serverOptions from '../../server/shared/purchase-options';
import { AGREEMENT_PURCHASE_OPTIONS } from '../../server/shared/purchase-options';
import * as server from '../../server/shared/postal-code';
import { PROVINCE_CODES } from '../../server/shared/provinces';

// The browser's rules are written once in machines/ and the server's once in server/domain; the
// browser may not import the server, so these checks keep the two homes saying the same thing.

function schemaEnum(name: string): string[] {
  const schema = readFileSync('server/api/schema/base.graphql', 'utf8');
  const body = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema)?.[1] ?? '';
  return body.split(/\s+/).filter(Boolean);
}

describe('the browser rules agree with the server', () => {
  it('knows the purchase options of the GraphQL schema', () => {
    expect([...PURCHASE_OPTIONS].sort()).toEqual(schemaEnum('PurchaseOption').sort());
    expect(isPurchaseOption('monthlyv3')).toBe(true);
    expect(isPurchaseOption('lease')).toBe(false);
  });

  it('asks for an agreement on the options the server does (every monthly option)', () => {
    expect([...SUBSCRIPTION_OPTIONS].sort()).toEqual([...AGREEMENT_PURCHASE_OPTIONS].sort());
    expect(isSubscriptionOption('rentv2')).toBe(true);
    expect(isSubscriptionOption('monthlyv3')).toBe(true);
    expect(isSubscriptionOption('ownv3')).toBe(false);
    expect(isSubscriptionOption(null)).toBe(false);
  });

  it('knows how each option is paid and which offer PivotCare, as the server does', () => {
    for (const option of PURCHASE_OPTIONS) {
      expect(purchaseKindOf(option)).toBe(serverOptions.purchaseKindOf(option));
      expect(offersPivotCare(option)).toBe(serverOptions.offersPivotCare(option));
    }
  });

  it('lists the provinces and territories the server knows', () => {
    expect(PROVINCES.map((province) => province.code)).toEqual([...PROVINCE_CODES]);
    expect(provinceName('QC')).toBe('Quebec');
    expect(provinceName('XX')).toBe('XX');
  });

  it.each([
    'K1A 0B1',
    'k1a0b1',
    ' k1a-0b1 ',
    'X0A 0H0',
    'Y1A 6L1',
    'T2P1J9',
    'D1A 1A1',
    'K1A 1U1',
    'W1A 1A1',
    'K1A 0B',
    '12345',
    '',
  ])('checks the postal code %j as the server does', (input) => {
    const browser = isPostalCode(normalisePostalCode(input));
    expect(browser).toBe(server.isValidPostalCode(input));
    if (browser) {
      expect(normalisePostalCode(input)).toBe(server.normalizePostalCode(input));
      expect(provincesForPostalCode(normalisePostalCode(input))).toEqual(
        server.provincesForPostalCode(input),
      );
    }
  });
});
