import { Link } from '@tanstack/react-router';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, ArticleMeta, Lead, TableOfContents } from '../../ui/article';

const SECTIONS = [
  { id: 'agreement', title: 'Using this site' },
  { id: 'eligibility', title: 'Who can order' },
  { id: 'account', title: 'Your account' },
  { id: 'prices', title: 'Prices, taxes and errors' },
  { id: 'orders', title: 'Orders and availability' },
  { id: 'agreements', title: 'Your furniture agreement' },
  { id: 'conduct', title: 'Acceptable use' },
  { id: 'content', title: 'Our content and yours' },
  { id: 'liability', title: 'Limits of our responsibility' },
  { id: 'law', title: 'Governing law' },
  { id: 'changes', title: 'Changes to these terms' },
] as const;

/** Terms of use of the website. */
export function TermsOfUsePage() {
  useDocumentTitle('Terms of use');
  return (
    <Article>
      <h1>Terms of use</h1>
      <ArticleMeta>Last updated January 15, 2025</ArticleMeta>
      <Lead>
        These terms cover your use of the Pivot website. The agreement you accept at checkout covers
        the furniture itself.
      </Lead>
      <TableOfContents items={SECTIONS} />

      <h2 id="agreement">Using this site</h2>
      <p>
        The site is operated by Pivot Furniture Inc. By using it you accept these terms and our{' '}
        <Link to="/privacy-policy">privacy policy</Link>. If you do not accept them, please do not
        use the site.
      </p>

      <h2 id="eligibility">Who can order</h2>
      <p>
        To place an order you must have reached the age of majority in your province or territory
        and have a delivery address within our delivery area in Canada (or, for liquidation sale
        orders, be able to pick up at our warehouse).
      </p>

      <h2 id="account">Your account</h2>
      <p>
        Keep your password to yourself and tell us at once if you think someone else has used your
        account. You are responsible for orders placed through your account unless you report
        unauthorized use promptly. We may suspend an account used for fraud or in breach of these
        terms.
      </p>

      <h2 id="prices">Prices, taxes and errors</h2>
      <ul>
        <li>All prices are in Canadian dollars.</li>
        <li>
          Sales taxes are added by the province of delivery (or of pickup, for liquidation orders)
          and shown before you pay.
        </li>
        <li>
          The price in your cart is calculated by our systems when you check out, and that is the
          price you pay. If a price is clearly wrong because of an error, we will tell you before we
          charge you and you may cancel at no cost.
        </li>
      </ul>

      <h2 id="orders">Orders and availability</h2>
      <p>
        Your order is accepted when we send the confirmation email. Availability and delivery dates
        shown on the site are estimates for your chosen city; if something is no longer available,
        we will offer you a comparable piece or a full refund of what you paid for it.
      </p>

      <h2 id="agreements">Your furniture agreement</h2>
      <p>
        Each order is governed by the subscription, rental or ownership agreement you accept at
        checkout. A plain-language summary of each is on our{' '}
        <Link to="/contract">agreements page</Link>. If these terms and your agreement differ, your
        agreement applies.
      </p>

      <h2 id="conduct">Acceptable use</h2>
      <p>
        Please do not misuse the site: no attempts to break its security, to overload it, to collect
        other customers’ information, or to place orders you do not intend to honour. Automated
        access is allowed only to the extent our robots file permits.
      </p>

      <h2 id="content">Our content and yours</h2>
      <p>
        Photographs, text, product designs and the Pivot name belong to us or our suppliers; you may
        view and share them for personal, non-commercial use. When you post a review or a photo, you
        let us show it on our site and in our marketing, with your first name and city. We may
        decline or remove content that is abusive, off-topic or not about the product.
      </p>

      <h2 id="liability">Limits of our responsibility</h2>
      <p>
        We work to keep the site accurate and available but cannot promise it will always be
        uninterrupted or free of errors. To the extent the law allows, we are not responsible for
        indirect losses arising from your use of the site. Nothing in these terms limits the rights
        you have under the consumer protection laws of your province or territory.
      </p>

      <h2 id="law">Governing law</h2>
      <p>
        These terms are governed by the laws of Ontario and the federal laws of Canada that apply
        there, except where the consumer protection laws of your province give you the right to rely
        on them instead.
      </p>

      <h2 id="changes">Changes to these terms</h2>
      <p>
        We may update these terms; the version in force when you place an order applies to that
        order. Questions? Write to{' '}
        <a href={`mailto:${CUSTOMER_CARE.email}`}>{CUSTOMER_CARE.email}</a>.
      </p>
    </Article>
  );
}
