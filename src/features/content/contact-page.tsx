import { Link } from '@tanstack/react-router';
import { m } from '../../i18n/paraglide/messages.js';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, Card, CardGrid, Lead } from '../../ui/article';
import { ACCOUNT_PATH } from './content-paths';
import { Rich } from './rich-text';

/** Customer care's hours and mailing lines in the page's language; any other line as it is. */
function careText(text: string): string {
  switch (text) {
    case 'Monday to Friday':
      return m.content_contact_weekdays();
    case '9 a.m. to 8 p.m. ET':
      return m.content_contact_weekdays_hours();
    case 'Saturday and Sunday':
      return m.content_contact_weekend();
    case '10 a.m. to 6 p.m. ET':
      return m.content_contact_weekend_hours();
    case 'Attn: Customer Care':
      return m.content_contact_attn();
    case 'PO Box 1042, Station A':
      return m.content_contact_po_box();
    default:
      return text;
  }
}

/** How to reach customer care: phone and hours (Eastern Time), email, mail. */
export function ContactPage() {
  useDocumentTitle(m.content_contact_title());
  return (
    <Article>
      <h1>{m.content_contact_title()}</h1>
      <Lead>{m.content_contact_lead()}</Lead>

      <CardGrid>
        <Card aria-labelledby="contact-phone">
          <h2 id="contact-phone">{m.content_contact_call()}</h2>
          <p>
            <a href={CUSTOMER_CARE.phoneHref}>{CUSTOMER_CARE.phoneDisplay}</a>
            <br />
            {m.content_contact_toll_free()}
          </p>
          <dl>
            {CUSTOMER_CARE.hours.map((slot) => (
              <div key={slot.days}>
                <dt>{careText(slot.days)}</dt>
                <dd>{careText(slot.time)}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card aria-labelledby="contact-email">
          <h2 id="contact-email">{m.content_contact_email()}</h2>
          <p>
            <a href={`mailto:${CUSTOMER_CARE.email}`}>{CUSTOMER_CARE.email}</a>
          </p>
          <p>{m.content_contact_reply()}</p>
        </Card>
        <Card aria-labelledby="contact-mail">
          <h2 id="contact-mail">{m.content_contact_mail()}</h2>
          <address>
            {CUSTOMER_CARE.mailingAddress.map((line) => (
              <span key={line}>
                {careText(line)}
                <br />
              </span>
            ))}
          </address>
        </Card>
      </CardGrid>

      <h2>{m.content_contact_quicker()}</h2>
      <ul>
        <li>
          <Rich
            text={m.content_contact_quicker_account()}
            tags={{ account: (text) => <Link to={ACCOUNT_PATH}>{text}</Link> }}
          />
        </li>
        <li>
          <Rich
            text={m.content_contact_quicker_faq()}
            tags={{ faq: (text) => <Link to="/faq">{text}</Link> }}
          />
        </li>
        <li>{m.content_contact_quicker_crew()}</li>
      </ul>

      <h2>{m.content_contact_privacy_title()}</h2>
      <p>
        <Rich
          text={m.content_contact_privacy({ email: CUSTOMER_CARE.privacyEmail })}
          tags={{
            email: (text) => <a href={`mailto:${CUSTOMER_CARE.privacyEmail}`}>{text}</a>,
            privacy: (text) => <Link to="/privacy-policy">{text}</Link>,
          }}
        />
      </p>
    </Article>
  );
}
