import { Link } from '@tanstack/react-router';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, ArticleMeta, Callout, Lead } from '../../ui/article';

/** The rules of the final liquidation sale: 85% off, final sale, pickup only at the warehouse. */
export function LiquidationSalePolicyPage() {
  useDocumentTitle('Liquidation sale policy');
  return (
    <Article>
      <h1>Liquidation sale policy</h1>
      <ArticleMeta>Effective January 15, 2025, until the sale ends</ArticleMeta>
      <Lead>
        Our final liquidation sale takes 85% off the retail price of every piece we have left.
        Please read these terms before you order: sale orders work differently from our usual
        service.
      </Lead>
      <Callout tone="warning">
        <p>
          <strong>In short:</strong> 85% off, all sales are final, and every order is picked up by
          you at our warehouse in Mississauga, Ontario. We do not deliver or assemble sale orders.
        </p>
      </Callout>

      <h2>Prices</h2>
      <p>
        Sale prices are 85% below each piece’s regular retail price and are already shown that way
        on the site. Sale pieces are sold outright; subscriptions, rentals, financing and PivotCare
        are not available on them. Ontario HST (13%) is added at checkout because ownership passes
        to you at our Ontario warehouse.
      </p>

      <h2>Final sale</h2>
      <ul>
        <li>Sale pieces cannot be returned, exchanged or refunded once you have picked them up.</li>
        <li>
          Pieces are sold in their current condition. Inspect them at pickup: if a piece is not as
          described on the site, you may refuse it there and we will refund it in full.
        </li>
        <li>
          Nothing in this policy limits rights you have under the consumer protection laws of your
          province or territory.
        </li>
      </ul>

      <h2>Pickup at the warehouse</h2>
      <ul>
        <li>
          After checkout we email you your order number, the pickup day and window you chose, and a
          link to change them, and again the day before. Pickups run every day, 10 a.m. to 5 p.m.
          ET, by appointment, at our warehouse at 6200 Tomken Road, Mississauga, ON L5T 1X7.
        </li>
        <li>Pick up your order within 14 days of purchase: checkout offers those days.</li>
        <li>
          Bring photo ID matching the name on the order and your order number. Someone else may pick
          up for you if you email us their name in advance.
        </li>
        <li>
          Bring a vehicle large enough and someone to help you lift. Our staff bring your order to
          the loading door but cannot load vehicles, take furniture apart or provide wrapping.
        </li>
      </ul>

      <h2>Missed pickups</h2>
      <p>
        If you cannot make your appointment, move it from the link in your email (or from your
        account&apos;s deliveries) before its day. If an order is still not collected 30 days after
        purchase and we have not been able to reach you, we cancel it and refund the full amount to
        your original payment method.
      </p>

      <h2>Quantities</h2>
      <p>
        Stock is limited to what is in the warehouse, and pieces are reserved only when your order
        is confirmed. We may limit quantities per customer so that more people can take part.
      </p>

      <h2>If you subscribe today</h2>
      <p>
        Your current subscription, rental or financing agreement continues unchanged, and you can
        still buy out your furniture from your account. Questions about your account: see our{' '}
        <Link to="/faq">FAQ</Link> or call{' '}
        <a href={CUSTOMER_CARE.phoneHref}>{CUSTOMER_CARE.phoneDisplay}</a>.
      </p>
    </Article>
  );
}
