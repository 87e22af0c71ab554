import { Link } from '@tanstack/react-router';
import { m } from '../../i18n/paraglide/messages.js';
import { longDay } from '../../lib/calendar-day';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, ArticleMeta, Lead, TableOfContents } from '../../ui/article';
import { Rich } from './rich-text';

/** The sections, for the table of contents, in the page's language. */
const sections = () =>
  [
    { id: 'agreement', title: m.content_terms_s_agreement() },
    { id: 'eligibility', title: m.content_terms_s_eligibility() },
    { id: 'account', title: m.content_terms_s_account() },
    { id: 'prices', title: m.content_terms_s_prices() },
    { id: 'orders', title: m.content_terms_s_orders() },
    { id: 'agreements', title: m.content_terms_s_agreements() },
    { id: 'conduct', title: m.content_terms_s_conduct() },
    { id: 'content', title: m.content_terms_s_content() },
    { id: 'liability', title: m.content_terms_s_liability() },
    { id: 'law', title: m.content_terms_s_law() },
    { id: 'changes', title: m.content_terms_s_changes() },
  ] as const;

/** Terms of use of the website. */
export function TermsOfUsePage() {
  useDocumentTitle(m.content_terms_title());
  const items = sections();
  return (
    <Article>
      <h1>{m.content_terms_title()}</h1>
      <ArticleMeta>{m.content_last_updated({ date: longDay('2025-01-15') })}</ArticleMeta>
      <Lead>{m.content_terms_lead()}</Lead>
      <TableOfContents items={items} />

      <h2 id="agreement">{m.content_terms_s_agreement()}</h2>
      <p>
        <Rich
          text={m.content_terms_agreement()}
          tags={{ privacy: (text) => <Link to="/privacy-policy">{text}</Link> }}
        />
      </p>

      <h2 id="eligibility">{m.content_terms_s_eligibility()}</h2>
      <p>{m.content_terms_eligibility()}</p>

      <h2 id="account">{m.content_terms_s_account()}</h2>
      <p>{m.content_terms_account()}</p>

      <h2 id="prices">{m.content_terms_s_prices()}</h2>
      <ul>
        <li>{m.content_terms_prices_cad()}</li>
        <li>{m.content_terms_prices_tax()}</li>
        <li>{m.content_terms_prices_errors()}</li>
      </ul>

      <h2 id="orders">{m.content_terms_s_orders()}</h2>
      <p>{m.content_terms_orders()}</p>

      <h2 id="agreements">{m.content_terms_s_agreements()}</h2>
      <p>
        <Rich
          text={m.content_terms_agreements()}
          tags={{ contract: (text) => <Link to="/contract">{text}</Link> }}
        />
      </p>

      <h2 id="conduct">{m.content_terms_s_conduct()}</h2>
      <p>{m.content_terms_conduct()}</p>

      <h2 id="content">{m.content_terms_s_content()}</h2>
      <p>{m.content_terms_content()}</p>

      <h2 id="liability">{m.content_terms_s_liability()}</h2>
      <p>{m.content_terms_liability()}</p>

      <h2 id="law">{m.content_terms_s_law()}</h2>
      <p>{m.content_terms_law()}</p>

      <h2 id="changes">{m.content_terms_s_changes()}</h2>
      <p>
        <Rich
          text={m.content_terms_changes({ email: CUSTOMER_CARE.email })}
          tags={{ email: (text) => <a href={`mailto:${CUSTOMER_CARE.email}`}>{text}</a> }}
        />
      </p>
    </Article>
  );
}
