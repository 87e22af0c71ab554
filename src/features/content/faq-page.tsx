import { Link } from '@tanstack/react-router';
import { m } from '../../i18n/paraglide/messages.js';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { useDocumentTitle } from '../../lib/document-title';
import { formatWholeDollars } from '../../lib/money-format';
import { Article, Lead, TableOfContents, TableScroller } from '../../ui/article';
import { Disclosure } from '../../ui/disclosure';
import { returnTermsText } from './agreements';
import { cityName } from './city-names';
import { ACCOUNT_PATH, DELIVERY_CITIES, SWATCHES_PATH } from './content-paths';
import { Rich } from './rich-text';

/** The topics, for the table of contents, in the page's language. */
const sections = () =>
  [
    { id: 'shopping', title: m.content_faq_s_shopping() },
    { id: 'delivery', title: m.content_faq_s_delivery() },
    { id: 'returns', title: m.content_faq_s_returns() },
    { id: 'pivotcare', title: m.content_faq_s_pivotcare() },
    { id: 'billing', title: m.content_faq_s_billing() },
    { id: 'liquidation', title: m.content_faq_s_liquidation() },
  ] as const;

/** Frequently asked questions, grouped, each answer behind a native disclosure. */
export function FaqPage() {
  useDocumentTitle(m.content_faq_title());
  const items = sections();
  const dollars = (amount: number) => formatWholeDollars(amount);
  const range = (from: number, to: number) => ({ from: dollars(from), to: dollars(to) });
  return (
    <Article>
      <h1>{m.content_faq_title()}</h1>
      <Lead>{m.content_faq_lead()}</Lead>
      <TableOfContents items={items} title={m.content_faq_topics()} />

      <h2 id="shopping">{m.content_faq_s_shopping()}</h2>
      <Disclosure summary={m.content_faq_btn_q()}>
        <p>{m.content_faq_btn_a1()}</p>
        <p>{m.content_faq_btn_a2()}</p>
      </Disclosure>
      <Disclosure summary={m.content_faq_ways_q()}>
        <TableScroller label={m.content_faq_ways_label()}>
          <table>
            <caption>{m.content_faq_ways_caption()}</caption>
            <thead>
              <tr>
                <th scope="col">{m.content_faq_col_option()}</th>
                <th scope="col">{m.content_faq_col_pay()}</th>
                <th scope="col">{m.content_faq_col_owner()}</th>
                <th scope="col">{m.content_faq_col_best()}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{m.content_faq_sub_name()}</th>
                <td>{m.content_faq_sub_pay()}</td>
                <td>{m.content_faq_sub_owner()}</td>
                <td>{m.content_faq_sub_best()}</td>
              </tr>
              <tr>
                <th scope="row">{m.content_faq_fin_name()}</th>
                <td>{m.content_faq_fin_pay()}</td>
                <td>{m.content_faq_owner_you()}</td>
                <td>{m.content_faq_fin_best()}</td>
              </tr>
              <tr>
                <th scope="row">{m.content_faq_rent_name()}</th>
                <td>{m.content_faq_rent_pay()}</td>
                <td>{m.content_faq_rent_owner()}</td>
                <td>{m.content_faq_rent_best()}</td>
              </tr>
              <tr>
                <th scope="row">{m.content_faq_buy_name()}</th>
                <td>{m.content_faq_buy_pay()}</td>
                <td>{m.content_faq_owner_you()}</td>
                <td>{m.content_faq_buy_best()}</td>
              </tr>
            </tbody>
          </table>
        </TableScroller>
        <p>
          <Rich
            text={m.content_faq_ways_agreements()}
            tags={{ contract: (text) => <Link to="/contract">{text}</Link> }}
          />
        </p>
      </Disclosure>
      <Disclosure summary={m.content_faq_end_q()}>
        <p>{m.content_faq_end_a()}</p>
      </Disclosure>
      <Disclosure summary={m.content_faq_tax_q()}>
        <p>{m.content_faq_tax_a()}</p>
      </Disclosure>
      <Disclosure summary={m.content_faq_fabric_q()}>
        <p>
          <Rich
            text={m.content_faq_fabric_a()}
            tags={{ swatches: (text) => <Link to={SWATCHES_PATH}>{text}</Link> }}
          />
        </p>
      </Disclosure>

      <h2 id="delivery">{m.content_faq_s_delivery()}</h2>
      <Disclosure summary={m.content_faq_where_q()}>
        <p>
          {m.content_faq_where_a1({
            count: DELIVERY_CITIES.length,
            cities: DELIVERY_CITIES.map(cityName).join(', '),
          })}
        </p>
        <p>{m.content_faq_where_a2()}</p>
      </Disclosure>
      <Disclosure summary={m.content_faq_cost_q()}>
        <p>{m.content_faq_cost_a({ fee: dollars(99) })}</p>
      </Disclosure>
      <Disclosure summary={m.content_faq_when_q()}>
        <p>{m.content_faq_when_a()}</p>
      </Disclosure>
      <Disclosure summary={m.content_faq_assembly_q()}>
        <p>{m.content_faq_assembly_a()}</p>
      </Disclosure>

      <h2 id="returns">{m.content_faq_s_returns()}</h2>
      <Disclosure summary={m.content_faq_return_q()}>
        <p>{m.content_faq_return_a({ terms: returnTermsText() })}</p>
      </Disclosure>
      <Disclosure summary={m.content_faq_swap_q()}>
        <p>{m.content_faq_swap_a()}</p>
      </Disclosure>
      <Disclosure summary={m.content_faq_move_q()}>
        <p>{m.content_faq_move_a()}</p>
      </Disclosure>
      <Disclosure summary={m.content_faq_bought_q()}>
        <p>{m.content_faq_bought_a()}</p>
      </Disclosure>
      <Disclosure summary={m.content_faq_buyout_q()}>
        <p>{m.content_faq_buyout_a()}</p>
      </Disclosure>

      <h2 id="pivotcare">{m.content_faq_s_pivotcare()}</h2>
      <Disclosure summary={m.content_faq_care_q()}>
        <p>{m.content_faq_care_a1({ fee: dollars(40), care: dollars(8) })}</p>
        <p>{m.content_faq_care_a2()}</p>
      </Disclosure>
      <Disclosure summary={m.content_faq_nocare_q()}>
        <p>{m.content_faq_nocare_a1()}</p>
        <ul>
          <li>{m.content_faq_nocare_legs(range(4, 17))}</li>
          <li>{m.content_faq_nocare_upholstery(range(25, 125))}</li>
          <li>{m.content_faq_nocare_hard(range(15, 75))}</li>
        </ul>
        <p>{m.content_faq_nocare_a2()}</p>
      </Disclosure>

      <h2 id="billing">{m.content_faq_s_billing()}</h2>
      <Disclosure summary={m.content_faq_charged_q()}>
        <p>
          <Rich
            text={m.content_faq_charged_a()}
            tags={{ account: (text) => <Link to={ACCOUNT_PATH}>{text}</Link> }}
          />
        </p>
      </Disclosure>
      <Disclosure summary={m.content_faq_failed_q()}>
        <p>{m.content_faq_failed_a()}</p>
      </Disclosure>
      <Disclosure summary={m.content_faq_person_q()}>
        <p>
          <Rich
            text={m.content_faq_person_a({
              phone: CUSTOMER_CARE.phoneDisplay,
              email: CUSTOMER_CARE.email,
            })}
            tags={{
              phone: (text) => <a href={CUSTOMER_CARE.phoneHref}>{text}</a>,
              email: (text) => <a href={`mailto:${CUSTOMER_CARE.email}`}>{text}</a>,
              contact: (text) => <Link to="/contact">{text}</Link>,
            }}
          />
        </p>
      </Disclosure>

      <h2 id="liquidation">{m.content_faq_s_liquidation()}</h2>
      <Disclosure summary={m.content_faq_sale_q()}>
        <p>{m.content_faq_sale_a1()}</p>
        <p>
          <Rich
            text={m.content_faq_sale_a2()}
            tags={{ policy: (text) => <Link to="/liquidation-sale-policy">{text}</Link> }}
          />
        </p>
      </Disclosure>
    </Article>
  );
}
