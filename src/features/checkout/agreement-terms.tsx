import { purchaseKindOf } from '../../../machines/purchase-options';
import { RETURN_POLICY } from '../../../contract/return-policy';
import { formatMoney, moneyWording } from '../../lib/money-format';
import { ScrollingTerms } from '../../ui/checkout-layout';
import { Stack, Text } from '../../ui/layout';

/** The agreement as the server wrote it from the order's pricing (decision 160). */
export function AgreementClauses({
  document,
}: {
  document: { version: string; clauses: readonly { key: string; title: string; text: string }[] };
}) {
  return (
    <ScrollingTerms tabIndex={0} aria-label="Monthly payment agreement">
      <Stack gap={2}>
        <Text>
          <strong>Monthly payment agreement.</strong> Subscribed and rented furniture stays ours
          while you pay for it; financed furniture is yours after the last instalment. You keep it
          in good condition, in the home we deliver it to. These are every amount this order
          charges:
        </Text>
        <ul data-testid="agreement-lines">
          {document.clauses.map((clause) => (
            <li key={clause.key} data-clause={clause.key}>
              <strong>{clause.title}:</strong> {clause.text}
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
          ? ` of ${formatMoney(line.price * quantity)}`
          : '';
      const total =
        line.totalCost !== null && line.totalCost !== undefined
          ? `, total cost ${formatMoney(line.totalCost)}`
          : '';
      return `financing over ${payments} months: ${payments} monthly instalments${instalment}${total}; yours after the last instalment`;
    }
    case 'RENT':
      return `rental${each ? ` at ${each}` : ''}, billed monthly until you return it`;
    default:
      return `subscription${each ? ` at ${each}` : ''}${
        line.termLength ? `, ${line.termLength}-month minimum term` : ', month to month'
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
    <ScrollingTerms tabIndex={0} aria-label="Monthly payment agreement">
      <Stack gap={2}>
        {held ? (
          <Text>
            <strong>Subscription and rental agreement.</strong> You have the subscribed or rented
            furniture below from us for as long as you pay for it. It stays ours until a
            subscription is paid off; you keep it in good condition, in the home we deliver it to,
            and let us collect a rental when it ends.
          </Text>
        ) : null}
        {financing ? (
          <Text>
            <strong>Financing agreement.</strong> You buy the financed furniture below and pay for
            it in equal monthly instalments over its term; each item's total cost is shown below. It
            is yours after the last instalment.
          </Text>
        ) : null}
        <ul data-testid="agreement-lines">
          {lines.map((line) => (
            <li key={`${line.name}|${line.purchaseOption}|${line.termLength ?? ''}`}>
              {line.name}: {agreementLineTerms(line)}
            </li>
          ))}
        </ul>
        <Text>
          The first month is charged today with your order; later months are charged to your card on
          the same day each month, from a month after delivery. Normal wear is expected; damage
          beyond it may be charged at the repair cost.
        </Text>
        {held ? (
          <Text data-testid="agreement-return-terms">
            <strong>Returns (version {RETURN_POLICY.version}).</strong> {RETURN_POLICY.terms}
          </Text>
        ) : null}
      </Stack>
    </ScrollingTerms>
  );
}
