/**
 * A tax's name in the page's language. The API names each tax as an invoice prints it, in
 * English, from its code and rate ('GST 5%', 'QST 9.975%', server/shared/sales-tax.ts); a French
 * page reads the same tax as 'TPS 5 %', 'TVQ 9,975 %'. A name of another shape is shown as it is.
 */
import { getLocale } from '../i18n/locale';
import { m } from '../i18n/paraglide/messages.js';

const TAX_NAME = /^(GST|HST|PST|RST|QST) (\d+(?:\.\d+)?)%$/;

function taxCodeLabel(code: string): string {
  switch (code) {
    case 'GST':
      return m.cart_tax_gst();
    case 'HST':
      return m.cart_tax_hst();
    case 'PST':
      return m.cart_tax_pst();
    case 'RST':
      return m.cart_tax_rst();
    default:
      return m.cart_tax_qst();
  }
}

export function taxLabel(name: string): string {
  const match = TAX_NAME.exec(name);
  if (!match) return name;
  const [, code = '', percent = ''] = match;
  return m.cart_tax_rate({
    tax: taxCodeLabel(code),
    percent: getLocale() === 'fr' ? percent.replace('.', ',') : percent,
  });
}
