import { Link } from '@tanstack/react-router';
import { m } from '../../i18n/paraglide/messages.js';
import { longDay } from '../../lib/calendar-day';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, ArticleMeta, Callout, Lead, TableOfContents } from '../../ui/article';
import { Rich } from './rich-text';

/** The sections, for the table of contents, in the page's language. */
const sections = () =>
  [
    { id: 'scope', title: m.content_privacy_s_scope() },
    { id: 'collect', title: m.content_privacy_s_collect() },
    { id: 'use', title: m.content_privacy_s_use() },
    { id: 'consent', title: m.content_privacy_s_consent() },
    { id: 'share', title: m.content_privacy_s_share() },
    { id: 'storage', title: m.content_privacy_s_storage() },
    { id: 'where', title: m.content_privacy_s_where() },
    { id: 'retention', title: m.content_privacy_s_retention() },
    { id: 'safeguards', title: m.content_privacy_s_safeguards() },
    { id: 'rights', title: m.content_privacy_s_rights() },
    { id: 'breaches', title: m.content_privacy_s_breaches() },
    { id: 'changes', title: m.content_privacy_s_changes() },
  ] as const;

/** Privacy policy written to the principles of PIPEDA (and Quebec's Law 25 where it applies). */
export function PrivacyPolicyPage() {
  useDocumentTitle(m.content_privacy_title());
  const items = sections();
  return (
    <Article>
      <h1>{m.content_privacy_title()}</h1>
      <ArticleMeta>{m.content_last_updated({ date: longDay('2025-01-15') })}</ArticleMeta>
      <Lead>{m.content_privacy_lead()}</Lead>
      <TableOfContents items={items} />

      <h2 id="scope">{m.content_privacy_s_scope()}</h2>
      <p>
        <Rich text={m.content_privacy_scope()} />
      </p>

      <h2 id="collect">{m.content_privacy_s_collect()}</h2>
      <ul>
        <li>
          <Rich text={m.content_privacy_collect_identity()} />
        </li>
        <li>
          <Rich text={m.content_privacy_collect_delivery()} />
        </li>
        <li>
          <Rich text={m.content_privacy_collect_orders()} />
        </li>
        <li>
          <Rich text={m.content_privacy_collect_photos()} />
        </li>
        <li>
          <Rich text={m.content_privacy_collect_reviews()} />
        </li>
        <li>
          <Rich text={m.content_privacy_collect_technical()} />
        </li>
      </ul>

      <h2 id="use">{m.content_privacy_s_use()}</h2>
      <ul>
        <li>{m.content_privacy_use_deliver()}</li>
        <li>{m.content_privacy_use_bill()}</li>
        <li>{m.content_privacy_use_verify()}</li>
        <li>{m.content_privacy_use_answer()}</li>
        <li>{m.content_privacy_use_improve()}</li>
        <li>{m.content_privacy_use_offers()}</li>
      </ul>

      <h2 id="consent">{m.content_privacy_s_consent()}</h2>
      <p>{m.content_privacy_consent()}</p>

      <h2 id="share">{m.content_privacy_s_share()}</h2>
      <p>{m.content_privacy_share_intro()}</p>
      <ul>
        <li>{m.content_privacy_share_payment()}</li>
        <li>{m.content_privacy_share_delivery()}</li>
        <li>{m.content_privacy_share_hosting()}</li>
        <li>{m.content_privacy_share_authorities()}</li>
      </ul>
      <p>{m.content_privacy_share_contracts()}</p>

      <h2 id="storage">{m.content_privacy_s_storage()}</h2>
      <p>{m.content_privacy_storage()}</p>

      <h2 id="where">{m.content_privacy_s_where()}</h2>
      <p>{m.content_privacy_where()}</p>

      <h2 id="retention">{m.content_privacy_s_retention()}</h2>
      <p>{m.content_privacy_retention()}</p>

      <h2 id="safeguards">{m.content_privacy_s_safeguards()}</h2>
      <p>{m.content_privacy_safeguards()}</p>

      <h2 id="rights">{m.content_privacy_s_rights()}</h2>
      <ul>
        <li>
          <Rich text={m.content_privacy_rights_access()} />
        </li>
        <li>
          <Rich text={m.content_privacy_rights_correction()} />
        </li>
        <li>
          <Rich text={m.content_privacy_rights_withdrawal()} />
        </li>
        <li>
          <Rich
            text={m.content_privacy_rights_complaint()}
            tags={{
              opc: (text) => (
                <a href="https://www.priv.gc.ca/" rel="noopener noreferrer">
                  {text}
                </a>
              ),
            }}
          />
        </li>
      </ul>

      <h2 id="breaches">{m.content_privacy_s_breaches()}</h2>
      <p>{m.content_privacy_breaches()}</p>

      <h2 id="changes">{m.content_privacy_s_changes()}</h2>
      <p>{m.content_privacy_changes()}</p>
      <Callout>
        <p>
          <Rich
            text={m.content_privacy_officer({ email: CUSTOMER_CARE.privacyEmail })}
            tags={{
              email: (text) => <a href={`mailto:${CUSTOMER_CARE.privacyEmail}`}>{text}</a>,
              contact: (text) => <Link to="/contact">{text}</Link>,
            }}
          />
        </p>
      </Callout>
    </Article>
  );
}
