import { purchaseKindOf } from '../../../machines/purchase-options';
import { RETURN_POLICY } from '../../../contract/return-policy';
import { formatMoney, moneyWording } from '../../lib/money-format';
import { ScrollingTerms } from '../../ui/checkout-layout';
import { Stack, Text } from '../../ui/layout';
import { m } from '../../i18n/paraglide/messages.js';

/** The agreement as the server wrote it from the order's pricing (decision 160). */
export function AgreementClauses({
  document,
}: {
  document: { version: string; clauses: readonly { key: string; title: string; text: string }[] };
}) {
  return (
    <ScrollingTerms tabIndex={0} aria-label={m.checkout_agreement_label()}>
      <Stack gap={2}>
        <Text>
          <strong>{m.checkout_agreement_clauses_title()}</strong>{' '}
          {m.checkout_agreement_clauses_intro()}
        </Text>
        <ul data-testid="agreement-lines">
          {document.clauses.map((clause) => (
            <li key={clause.key} data-clause={clause.key}>
              <strong>{m.checkout_clause_title({ title: clause.title })}</strong> {clause.text}
            </li>
          ))}
        </ul>
      </Stack>
    </ScrollingTerms>
  );
}

/** A monthly line the agreement covers; the amounts come from the quote when it is known. */
export interface AgreementLine {
  name: string;
  purchaseOption: string;
  termLength: number | null;
  quantity?: number | undefined;
  /** The monthly fee or instalment per unit. */
  price?: number | null | undefined;
  /** Financing: the total paid over the term. */
  totalCost?: number | null | undefined;
  /** Financing: the number of instalments. */
  paymentsDue?: number | null | undefined;
  /** Monthly PivotCare per unit when the line has it (billed with the fee). */
  pivotCare?: number | null | undefined;
}

/** What the agreement says about one line, by how it is paid. */
export function agreementLineTerms(line: AgreementLine): string {
  const quantity = line.quantity ?? 1;
  const suffix = moneyWording().suffix;
  const care = line.pivotCare ? line.pivotCare * quantity : 0;
  const each =
    line.price !== null && line.price !== undefined
      ? care > 0
        ? `${formatMoney(line.price * quantity)}${suffix} + PivotCare ${formatMoney(care)}${suffix} = ${formatMoney(line.price * quantity + care)}${suffix}`
        : `${formatMoney(line.price * quantity)}${suffix}`
      : null;
  switch (purchaseKindOf(line.purchaseOption)) {
    case 'FINANCING': {
      const payments = line.paymentsDue ?? line.termLength ?? 1;
      const instalment =
        line.price !== null && line.price !== undefined
          ? m.checkout_terms_financing_instalment({ amount: formatMoney(line.price * quantity) })
          : '';
      const total =
        line.totalCost !== null && line.totalCost !== undefined
          ? m.checkout_terms_financing_total({ total: formatMoney(line.totalCost) })
          : '';
      return m.checkout_terms_financing({ payments, instalment, total });
    }
    case 'RENT':
      return each ? m.checkout_terms_rental_at({ each }) : m.checkout_terms_rental();
    default:
      return `${each ? m.checkout_terms_subscription_at({ each }) : m.checkout_terms_subscription()}${
        line.termLength
          ? m.checkout_terms_minimum({ months: line.termLength })
          : m.checkout_terms_month_to_month()
      }`;
  }
}

/**
 * The agreement's text for these monthly items (checkout and the account): subscriptions and
 * rentals stay ours while you have them; financing is a loan disclosing its term, instalment and
 * total cost.
 */
export function AgreementTerms({ lines }: { lines: readonly AgreementLine[] }) {
  const financing = lines.some((line) => purchaseKindOf(line.purchaseOption) === 'FINANCING');
  const held = lines.some((line) => purchaseKindOf(line.purchaseOption) !== 'FINANCING');
  return (
    <ScrollingTerms tabIndex={0} aria-label={m.checkout_agreement_label()}>
      <Stack gap={2}>
        {held ? (
          <Text>
            <strong>{m.checkout_agreement_held_title()}</strong> {m.checkout_agreement_held_text()}
          </Text>
        ) : null}
        {financing ? (
          <Text>
            <strong>{m.checkout_agreement_financing_title()}</strong>{' '}
            {m.checkout_agreement_financing_text()}
          </Text>
        ) : null}
        <ul data-testid="agreement-lines">
          {lines.map((line) => (
            <li key={`${line.name}|${line.purchaseOption}|${line.termLength ?? ''}`}>
              {m.checkout_agreement_line({ name: line.name, terms: agreementLineTerms(line) })}
            </li>
          ))}
        </ul>
        <Text>{m.checkout_agreement_charges()}</Text>
        {held ? (
          <Text data-testid="agreement-return-terms">
            <strong>
              {m.checkout_agreement_returns_title({ version: RETURN_POLICY.version })}
            </strong>{' '}
            {RETURN_POLICY.terms}
          </Text>
        ) : null}
      </Stack>
    </ScrollingTerms>
  );
}
