import { Link } from '@tanstack/react-router';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, ArticleMeta, Callout, Lead, TableOfContents } from '../../ui/article';

const SECTIONS = [
  { id: 'scope', title: 'Who we are' },
  { id: 'collect', title: 'What we collect' },
  { id: 'use', title: 'How we use it' },
  { id: 'consent', title: 'Your consent' },
  { id: 'share', title: 'Who we share it with' },
  { id: 'storage', title: 'Cookies and browser storage' },
  { id: 'where', title: 'Where it is kept' },
  { id: 'retention', title: 'How long we keep it' },
  { id: 'safeguards', title: 'How we protect it' },
  { id: 'rights', title: 'Your rights' },
  { id: 'breaches', title: 'If something goes wrong' },
  { id: 'changes', title: 'Changes and contact' },
] as const;

/** Privacy policy written to the principles of PIPEDA (and Quebec's Law 25 where it applies). */
export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy policy');
  return (
    <Article>
      <h1>Privacy policy</h1>
      <ArticleMeta>Last updated January 15, 2025</ArticleMeta>
      <Lead>
        We collect only what we need to deliver, bill for and look after your furniture, we never
        sell your personal information, and you can see or correct what we hold at any time.
      </Lead>
      <TableOfContents items={SECTIONS} />

      <h2 id="scope">Who we are</h2>
      <p>
        Pivot Furniture Inc. (“Pivot”, “we”) sells, finances, rents and subscribes furniture to
        customers in Canada. This policy covers the personal information we handle through our
        website, our customer care team and our delivery crews. We follow the{' '}
        <em>Personal Information Protection and Electronic Documents Act</em> (PIPEDA) and, for
        residents of Quebec, the{' '}
        <em>Act respecting the protection of personal information in the private sector</em>. Our
        privacy officer is accountable for how we apply this policy.
      </p>

      <h2 id="collect">What we collect</h2>
      <ul>
        <li>
          <strong>Identity and contact details</strong>: your name, email address, phone numbers and
          the addresses you ask us to deliver to or bill.
        </li>
        <li>
          <strong>Delivery details</strong>: floor, elevator and dock access, buzzer number and the
          instructions you give our crews.
        </li>
        <li>
          <strong>Orders and payments</strong>: what you ordered, your agreements, receipts and
          payment history. Card numbers are handled by our payment processor; we keep only the card
          type, its last four digits and its expiry date.
        </li>
        <li>
          <strong>Photos you send us</strong>, for example of a piece you are returning.
        </li>
        <li>
          <strong>Reviews</strong> you choose to write about products.
        </li>
        <li>
          <strong>Technical information</strong>: your browser and device type, pages visited and
          the release of our site you used, so that we can fix problems.
        </li>
      </ul>

      <h2 id="use">How we use it</h2>
      <ul>
        <li>to price, deliver, assemble, move, swap and pick up your furniture;</li>
        <li>to bill you under your agreement and send receipts;</li>
        <li>to verify your identity and protect your account against fraud;</li>
        <li>to answer your questions and handle PivotCare claims;</li>
        <li>to improve our site and our service, using aggregated or de-identified data;</li>
        <li>
          to send you offers by email, only if you opted in; every message has an unsubscribe link,
          as Canada’s anti-spam legislation requires.
        </li>
      </ul>

      <h2 id="consent">Your consent</h2>
      <p>
        We ask for your consent when we collect your information, and we use it only for the
        purposes above or ones you agree to later. You may withdraw consent at any time, subject to
        legal or contractual limits: for example, we cannot deliver without an address or bill a
        subscription without a payment method. We will tell you what withdrawing consent would mean
        before you decide.
      </p>

      <h2 id="share">Who we share it with</h2>
      <p>We never sell or rent your personal information. We share it only with:</p>
      <ul>
        <li>our payment processor, to charge your card;</li>
        <li>
          delivery and logistics partners who help our crews, limited to what a delivery needs;
        </li>
        <li>providers who host our systems or send our emails and text messages;</li>
        <li>
          authorities, when the law requires it (for example, a court order), or to protect the
          safety of our customers and staff.
        </li>
      </ul>
      <p>
        Every provider is bound by contract to protect your information and to use it only for the
        service it provides to us.
      </p>

      <h2 id="storage">Cookies and browser storage</h2>
      <p>
        Our site keeps a few things in your browser so that it works: your cart, your chosen
        delivery city, your sign-in session and your preferred way to pay. We use no advertising
        cookies. If we measure how the site is used, we do so in aggregate, and you can clear this
        storage at any time in your browser’s settings.
      </p>

      <h2 id="where">Where it is kept</h2>
      <p>
        Our customer records are stored in Canada. Some of our providers may process information in
        other countries, such as the United States, where it may be accessible to authorities under
        the laws of those countries. We choose providers that protect it to a standard comparable to
        Canadian law.
      </p>

      <h2 id="retention">How long we keep it</h2>
      <p>
        We keep account and order records while your account is open and for seven years after your
        last transaction, as tax law requires for financial records. Delivery instructions and
        return photos are deleted 24 months after the order they belong to is complete. After that,
        information is securely destroyed or made anonymous.
      </p>

      <h2 id="safeguards">How we protect it</h2>
      <p>
        Information travels encrypted between your browser and our servers. Passwords are stored
        only as strong one-way hashes. Staff can see customer records only when their work needs it,
        and every access is logged.
      </p>

      <h2 id="rights">Your rights</h2>
      <ul>
        <li>
          <strong>Access</strong>: ask what personal information we hold about you and how we have
          used it. We answer within 30 days.
        </li>
        <li>
          <strong>Correction</strong>: ask us to correct anything inaccurate. Most details can be
          changed directly in your account.
        </li>
        <li>
          <strong>Withdrawal of consent</strong> and, in Quebec, the right to have information
          de-indexed or deleted where the law allows.
        </li>
        <li>
          <strong>Complaint</strong>: if we have not resolved your concern, you may complain to the{' '}
          <a href="https://www.priv.gc.ca/" rel="noopener noreferrer">
            Office of the Privacy Commissioner of Canada
          </a>{' '}
          or, in Quebec, to the Commission d’accès à l’information.
        </li>
      </ul>

      <h2 id="breaches">If something goes wrong</h2>
      <p>
        If a breach of security creates a real risk of significant harm to you, we will tell you and
        report it to the Office of the Privacy Commissioner of Canada (and, where applicable, to the
        Commission d’accès à l’information) as soon as possible, and keep a record of it as the law
        requires.
      </p>

      <h2 id="changes">Changes and contact</h2>
      <p>
        If we change this policy in a way that matters, we will email account holders before the
        change takes effect. The date at the top shows the latest version.
      </p>
      <Callout>
        <p>
          Privacy officer, Pivot Furniture Inc.:{' '}
          <a href={`mailto:${CUSTOMER_CARE.privacyEmail}`}>{CUSTOMER_CARE.privacyEmail}</a>, or by
          mail at the address on our <Link to="/contact">contact page</Link>.
        </p>
      </Callout>
    </Article>
  );
}
