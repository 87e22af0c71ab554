/**
 * The monthly payment agreement a shopper signs at checkout, written from the priced cart
 * (decision 160): every amount it states is one the order charges, from the same numbers as the
 * quote. The checkout shows it (`checkoutAgreement`) and the order keeps it as signed.
 */
import { formatCents } from '../notices/index';
import type { PricedCart, PricedCartProduct } from '../cart/index';
import { returnPolicyInForce, returnTermsText } from '../returns/index';

export interface AgreementClause {
  /** A stable key: `line:{n}`, `pivotcare`, `today`, `monthly`... */
  readonly key: string;
  readonly title: string;
  readonly text: string;
}

export interface AgreementDocument {
  /** The return terms' version the document includes (decision 153). */
  readonly version: string;
  readonly clauses: readonly AgreementClause[];
}

/** What PivotCare covers, the same words wherever PivotCare is described. */
export const PIVOTCARE_TERMS =
  'PivotCare covers accidental damage to the item (spills and stains, tears, scratches, dents, broken legs or frames): we repair it or replace the item at no cost, as often as it happens, while the item is subscribed or rented. It is billed with the monthly fee and stops when the fee stops; it does not count toward owning the item. Normal wear is never charged, with or without it.';

function perMonth(cents: number): string {
  return `${formatCents(cents)}/mo`;
}

function times(line: PricedCartProduct): string {
  return line.quantity > 1 ? ` × ${line.quantity}` : '';
}

/** One monthly line: what is paid each month, for how long, and what it adds up to. */
function lineText(line: PricedCartProduct): string {
  const quantity = line.quantity;
  const fee = line.priceCents * quantity;
  const care = line.pivotCareApplied ? (line.pivotCareCents ?? 0) * quantity : 0;
  const monthly = line.monthlyCents * quantity;
  const each =
    care > 0
      ? `${perMonth(fee)} fee + ${perMonth(care)} PivotCare = ${perMonth(monthly)}`
      : perMonth(monthly);
  switch (line.kind) {
    case 'FINANCING': {
      const payments = line.paymentsDue ?? line.termLength ?? 1;
      const total =
        line.totalCostCents === null
          ? ''
          : `; total of payments ${formatCents(line.totalCostCents * quantity)}`;
      return `Financing over ${payments} months: ${payments} monthly instalments of ${each}, the first today${total}. Yours after the last instalment; pay the balance early at any time without penalty.`;
    }
    case 'RENT':
      return `Rental at ${each}, the first month today, for a ${line.termLength ?? 1}-month minimum term, then month to month until you book its pickup. The item stays ours.`;
    default: {
      const term = line.termLength ? `a ${line.termLength}-month minimum term` : 'month to month';
      const owned =
        line.paymentsDue !== null && line.totalCostCents !== null
          ? ` After ${line.paymentsDue} monthly fees (${formatCents(line.totalCostCents * quantity)} in fees, PivotCare not counted) it is yours.`
          : '';
      return `Subscription at ${each}, the first month today, ${term}.${owned}`;
    }
  }
}

function taxesText(taxes: PricedCart['taxes']): string {
  return taxes.length > 0
    ? taxes.map((tax) => `${tax.name} ${formatCents(tax.amountCents)}`).join(', ')
    : 'no tax';
}

/** The agreement for the cart's monthly lines; null when nothing is paid monthly. */
export function agreementDocument(priced: PricedCart, today: string): AgreementDocument | null {
  const monthly = priced.products.filter((line) => line.kind !== 'PURCHASE');
  if (priced.mode === 'liquidation' || monthly.length === 0) return null;
  const policy = returnPolicyInForce(today);
  const held = monthly.some((line) => line.kind !== 'FINANCING');
  const clauses: AgreementClause[] = monthly.map((line, index) => ({
    key: `line:${index + 1}`,
    title: `${line.name}${times(line)}`,
    text: lineText(line),
  }));
  const covered = monthly.filter((line) => line.pivotCareApplied);
  const offered = monthly.filter((line) => line.pivotCareCents !== null && !line.pivotCareApplied);
  if (covered.length > 0) {
    const prices = covered
      .map(
        (line) =>
          `${line.name}${times(line)} ${perMonth((line.pivotCareCents ?? 0) * line.quantity)}`,
      )
      .join(', ');
    clauses.push({ key: 'pivotcare', title: 'PivotCare', text: `${prices}. ${PIVOTCARE_TERMS}` });
  } else if (offered.length > 0) {
    clauses.push({
      key: 'pivotcare',
      title: 'Without PivotCare',
      text: 'You did not choose PivotCare: damage beyond normal wear is charged at our published repair rates (legs $4 to $17, upholstery $25 to $125, hard surfaces $15 to $75), or at the retail price less the fees already paid when the item is beyond repair.',
    });
  }
  const once: string[] = [];
  if (priced.ownPurchaseCents > 0) once.push(`purchases ${formatCents(priced.ownPurchaseCents)}`);
  once.push(`first month ${formatCents(priced.subscriptionSubtotalCents)}`);
  if (priced.deliveryTotalCents > 0) {
    once.push(
      `delivery ${formatCents(priced.deliveryTotalCents)} (one time: bringing the order to your door and into the room you choose)`,
    );
  }
  if (priced.assemblyTotalCents > 0) {
    once.push(
      `assembly ${formatCents(priced.assemblyTotalCents)} (one time: assembling the items on the delivery day)`,
    );
  }
  once.push(`taxes: ${taxesText(priced.taxes)}`);
  if (priced.balanceUsedCents > 0)
    once.push(`account credit −${formatCents(priced.balanceUsedCents)}`);
  clauses.push({
    key: 'today',
    title: 'Charged today',
    text: `${once.join('; ')}. Total charged today: ${formatCents(priced.amountDueCents)}.`,
  });
  clauses.push({
    key: 'monthly',
    title: 'Each month after',
    text: `${formatCents(priced.monthly.subtotalCents)} before tax, taxes: ${taxesText(priced.monthly.taxes)}; ${formatCents(priced.monthly.totalCents)} a month in all, charged to your card on the same day each month from a month after delivery, at the tax rates then in force, until each item's term, payments or rental end as stated above.`,
  });
  if (held) {
    clauses.push({
      key: 'returns',
      title: `Returns (version ${policy.version})`,
      text: returnTermsText(policy),
    });
  }
  return { version: policy.version, clauses };
}

/** The agreement as one text, as the order keeps it. */
export function agreementText(document: AgreementDocument): string {
  return document.clauses.map((clause) => `${clause.title}: ${clause.text}`).join('\n');
}
