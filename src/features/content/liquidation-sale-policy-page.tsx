import { Link } from '@tanstack/react-router';
import { m } from '../../i18n/paraglide/messages.js';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, ArticleMeta, Callout, Lead } from '../../ui/article';
import { Rich } from './rich-text';

/** The rules of the final liquidation sale: 85% off, final sale, pickup only at the warehouse. */
export function LiquidationSalePolicyPage() {
  useDocumentTitle(m.content_sale_title());
  return (
    <Article>
      <h1>{m.content_sale_title()}</h1>
      <ArticleMeta>{m.content_sale_effective()}</ArticleMeta>
      <Lead>{m.content_sale_lead()}</Lead>
      <Callout tone="warning">
        <p>
          <Rich text={m.content_sale_short()} />
        </p>
      </Callout>

      <h2>{m.content_sale_prices_title()}</h2>
      <p>{m.content_sale_prices()}</p>

      <h2>{m.content_sale_final_title()}</h2>
      <ul>
        <li>{m.content_sale_final_no_return()}</li>
        <li>{m.content_sale_final_condition()}</li>
        <li>{m.content_sale_final_rights()}</li>
      </ul>

      <h2>{m.content_sale_pickup_title()}</h2>
      <ul>
        <li>{m.content_sale_pickup_email()}</li>
        <li>{m.content_sale_pickup_days()}</li>
        <li>{m.content_sale_pickup_id()}</li>
        <li>{m.content_sale_pickup_vehicle()}</li>
      </ul>

      <h2>{m.content_sale_missed_title()}</h2>
      <p>{m.content_sale_missed()}</p>

      <h2>{m.content_sale_quantities_title()}</h2>
      <p>{m.content_sale_quantities()}</p>

      <h2>{m.content_sale_subscribers_title()}</h2>
      <p>
        <Rich
          text={m.content_sale_subscribers({ phone: CUSTOMER_CARE.phoneDisplay })}
          tags={{
            faq: (text) => <Link to="/faq">{text}</Link>,
            phone: (text) => <a href={CUSTOMER_CARE.phoneHref}>{text}</a>,
          }}
        />
      </p>
    </Article>
  );
}
