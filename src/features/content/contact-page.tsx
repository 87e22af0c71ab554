import { Link } from '@tanstack/react-router';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, Card, CardGrid, Lead } from '../../ui/article';
import { ACCOUNT_PATH } from './content-paths';

/** How to reach customer care: phone and hours (Eastern Time), email, mail. */
export function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <Article>
      <h1>Contact us</h1>
      <Lead>Our customer care team is based in Toronto and answers in English and French.</Lead>

      <CardGrid>
        <Card aria-labelledby="contact-phone">
          <h2 id="contact-phone">Call us</h2>
          <p>
            <a href={CUSTOMER_CARE.phoneHref}>{CUSTOMER_CARE.phoneDisplay}</a>
            <br />
            Toll-free across Canada
          </p>
          <dl>
            {CUSTOMER_CARE.hours.map((slot) => (
              <div key={slot.days}>
                <dt>{slot.days}</dt>
                <dd>{slot.time}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card aria-labelledby="contact-email">
          <h2 id="contact-email">Email us</h2>
          <p>
            <a href={`mailto:${CUSTOMER_CARE.email}`}>{CUSTOMER_CARE.email}</a>
          </p>
          <p>We reply within one business day. Please include your order number if you have one.</p>
        </Card>
        <Card aria-labelledby="contact-mail">
          <h2 id="contact-mail">Write to us</h2>
          <address>
            {CUSTOMER_CARE.mailingAddress.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </Card>
      </CardGrid>

      <h2>Quicker answers</h2>
      <ul>
        <li>
          Delivery times, receipts, returns, swaps and moves are all in{' '}
          <Link to={ACCOUNT_PATH}>your account</Link>.
        </li>
        <li>
          Most questions about subscribing, delivery and PivotCare are answered in our{' '}
          <Link to="/faq">FAQ</Link>.
        </li>
        <li>
          On delivery day, the text message we send has your crew’s direct number. Crews work seven
          days a week, 9 a.m. to 9 p.m. local time.
        </li>
      </ul>

      <h2>Privacy questions</h2>
      <p>
        To ask what personal information we hold about you, or to correct it, write to our privacy
        officer at <a href={`mailto:${CUSTOMER_CARE.privacyEmail}`}>{CUSTOMER_CARE.privacyEmail}</a>
        . Our <Link to="/privacy-policy">privacy policy</Link> explains how we handle your
        information.
      </p>
    </Article>
  );
}
