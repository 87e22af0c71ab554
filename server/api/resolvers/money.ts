import { GraphQLError, GraphQLScalarType, Kind, print } from 'graphql';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';
import type { MonthlyChargeResolvers } from '../generated/resolvers-types';

/** Integer cents to the API's dollar amounts; the only place the API divides money. */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

const TWO_DECIMALS = tr(m.errors_money_two_decimals);

/** How the Money scalar's refusal of a value that is not whole cents begins. */
export const MONEY_NOT_CENTS = 'Money is integer cents inside the server';

/** Dollars to integer cents, or null when the amount has more than two decimals. */
function wholeCents(value: number): number | null {
  const cents = Math.round(value * 100);
  return !Number.isFinite(value) || Math.abs(cents - value * 100) > 1e-6 ? null : cents;
}

/** Dollars from the API to integer cents; more than two decimals is refused, not rounded. */
export function centsOf(value: number, field: string): number {
  const cents = wholeCents(value);
  if (cents === null) {
    throw new DomainError('BAD_USER_INPUT', TWO_DECIMALS, { details: { field } });
  }
  return cents;
}

function parseMoney(value: unknown): number {
  if (typeof value !== 'number') {
    throw new GraphQLError(`Money cannot represent a non-numeric value: ${String(value)}`);
  }
  const cents = wholeCents(value);
  if (cents === null) throw new DomainError('BAD_USER_INPUT', TWO_DECIMALS);
  return cents;
}

/**
 * Money (decision 175): integer cents inside the server (what resolvers return, what the domain
 * holds), dollars with at most two decimals on the wire, converted here and nowhere else. A
 * value that is not whole cents is a mistake in the server and fails loudly, never rounded.
 */
export const MoneyScalar = new GraphQLScalarType<number, number>({
  name: 'Money',
  // The schema's own words (server/api/schema/base.graphql): mercurius copies them over it.
  description:
    'An amount of Canadian money, in dollars with at most two decimals (12.5 is $12.50). The server\n' +
    'holds integer cents and converts at the edge (decision 175).',
  serialize(value) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      throw new TypeError(`${MONEY_NOT_CENTS}; got ${String(value)}.`);
    }
    return dollars(value);
  },
  parseValue: parseMoney,
  parseLiteral(ast) {
    if (ast.kind !== Kind.FLOAT && ast.kind !== Kind.INT) {
      throw new GraphQLError(`Money cannot represent a non-numeric value: ${print(ast)}`, {
        nodes: ast,
      });
    }
    return parseMoney(Number(ast.value));
  },
});

/** A piece's monthly charge (decision 150): the domain's record, its fields named once here. */
export const monthlyChargeResolvers: MonthlyChargeResolvers = {
  fee: (charge) => charge.feeCents,
  pivotCare: (charge) => charge.pivotCareCents,
  total: (charge) => charge.totalCents,
};
