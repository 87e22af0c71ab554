import { SummaryList, SummaryRow } from '../../ui/cart-layout';
import { formatMoney } from '../../ui/money-format';

export interface Totals {
  subtotal: number;
  delivery: number;
  assembly: number;
  taxes: readonly { name: string; price: number }[];
  total: number;
  balanceUsed: number;
  amountDue: number;
}

/** An order's totals: products, delivery, assembly, each tax, credit and what is paid now. */
export function TotalsList({ quote }: { quote: Totals }) {
  return (
    <SummaryList>
      <SummaryRow>
        <dt>Products</dt>
        <dd>{formatMoney(quote.subtotal)}</dd>
      </SummaryRow>
      <SummaryRow>
        <dt>Delivery</dt>
        <dd>{formatMoney(quote.delivery)}</dd>
      </SummaryRow>
      {quote.assembly > 0 ? (
        <SummaryRow>
          <dt>Assembly</dt>
          <dd>{formatMoney(quote.assembly)}</dd>
        </SummaryRow>
      ) : null}
      {quote.taxes.map((tax) => (
        <SummaryRow key={tax.name}>
          <dt>{tax.name}</dt>
          <dd>{formatMoney(tax.price)}</dd>
        </SummaryRow>
      ))}
      <SummaryRow>
        <dt>Total</dt>
        <dd>{formatMoney(quote.total)}</dd>
      </SummaryRow>
      {quote.balanceUsed > 0 ? (
        <SummaryRow>
          <dt>Account credit</dt>
          <dd>−{formatMoney(quote.balanceUsed)}</dd>
        </SummaryRow>
      ) : null}
      <SummaryRow total>
        <dt>To pay now</dt>
        <dd>{formatMoney(quote.amountDue)}</dd>
      </SummaryRow>
    </SummaryList>
  );
}
