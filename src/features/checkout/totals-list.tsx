import { SummaryRows } from '../../ui/summary-rows';
import { formatMoney } from '../../lib/money-format';

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
    <SummaryRows
      lines={[
        { label: 'Products', value: formatMoney(quote.subtotal) },
        { label: 'Delivery', value: formatMoney(quote.delivery) },
        quote.assembly > 0 && { label: 'Assembly', value: formatMoney(quote.assembly) },
        ...quote.taxes.map((tax) => ({ label: tax.name, value: formatMoney(tax.price) })),
        { label: 'Total', value: formatMoney(quote.total) },
        quote.balanceUsed > 0 && {
          label: 'Account credit',
          value: `−${formatMoney(quote.balanceUsed)}`,
        },
        { label: 'To pay now', value: formatMoney(quote.amountDue), total: true },
      ]}
    />
  );
}
