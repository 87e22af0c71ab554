import { Link } from '@tanstack/react-router';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, Lead, TableOfContents, TableScroller } from '../../ui/article';
import { Disclosure } from '../../ui/disclosure';
import { ACCOUNT_PATH, DELIVERY_CITIES, SWATCHES_PATH } from './content-paths';
import { RETURN_POLICY } from '../../../contract/return-policy';

const SECTIONS = [
  { id: 'shopping', title: 'Shopping with Pivot' },
  { id: 'delivery', title: 'Delivery and assembly' },
  { id: 'returns', title: 'Returns, swaps and moves' },
  { id: 'pivotcare', title: 'PivotCare' },
  { id: 'billing', title: 'Your account and billing' },
  { id: 'liquidation', title: 'The liquidation sale' },
] as const;

/** Frequently asked questions, grouped, each answer behind a native disclosure. */
export function FaqPage() {
  useDocumentTitle('Frequently asked questions');
  return (
    <Article>
      <h1>Frequently asked questions</h1>
      <Lead>
        Straight answers about subscribing, financing, renting and buying furniture with Pivot, and
        about delivery, returns and care.
      </Lead>
      <TableOfContents items={SECTIONS} title="Topics" />

      <h2 id="shopping">Shopping with Pivot</h2>
      <Disclosure summary="What does “better than new” mean?">
        <p>
          Every piece we deliver is either brand new or has been inspected, deep-cleaned and
          refurbished in our own depot so that it looks and performs like new. Worn cushions, covers
          and hardware are replaced, not patched.
        </p>
        <p>
          If something arrives that does not meet that standard, tell us within 7 days of delivery
          and we will exchange it at no charge.
        </p>
      </Disclosure>
      <Disclosure summary="What is the difference between subscribing, financing, renting and buying?">
        <TableScroller label="Ways to get your furniture">
          <table>
            <caption>Four ways to furnish your home</caption>
            <thead>
              <tr>
                <th scope="col">Option</th>
                <th scope="col">How you pay</th>
                <th scope="col">Who owns it</th>
                <th scope="col">Best for</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Subscribe</th>
                <td>A monthly fee, for as long as you keep it</td>
                <td>Pivot, until your payments reach the retail price</td>
                <td>Flexibility: swap, move or return whenever life changes</td>
              </tr>
              <tr>
                <th scope="row">Monthly financing</th>
                <td>The purchase price in equal monthly payments over a set term</td>
                <td>You, from delivery</td>
                <td>Owning now and spreading the cost</td>
              </tr>
              <tr>
                <th scope="row">Rent</th>
                <td>A monthly rent for a fixed term</td>
                <td>Pivot; it comes back at the end</td>
                <td>A temporary home, a staging or a short contract</td>
              </tr>
              <tr>
                <th scope="row">Buy</th>
                <td>The full price once, at checkout</td>
                <td>You, from delivery</td>
                <td>Keeping it for years</td>
              </tr>
            </tbody>
          </table>
        </TableScroller>
        <p>
          The full terms of each option are summarised on our{' '}
          <Link to="/contract">agreements page</Link>.
        </p>
      </Disclosure>
      <Disclosure summary="When does a subscription end?">
        <p>
          Whenever you like: schedule a return and billing stops on the pickup day. If you keep a
          piece long enough, your payments stop one month before the total you have paid reaches its
          retail price, and the piece is yours to keep.
        </p>
      </Disclosure>
      <Disclosure summary="Are prices in Canadian dollars? What about tax?">
        <p>
          Every price on the site is in Canadian dollars. Sales tax (GST or HST, plus PST or QST
          where it applies) depends on the province you have your furniture delivered to, and is
          shown on its own lines in your cart before you pay.
        </p>
      </Disclosure>
      <Disclosure summary="Can I see and feel fabrics before I order?">
        <p>
          Yes. <Link to={SWATCHES_PATH}>Order free fabric swatches</Link> and we will mail them to
          you, usually within a week.
        </p>
      </Disclosure>

      <h2 id="delivery">Delivery and assembly</h2>
      <Disclosure summary="Where do you deliver?">
        <p>
          Our own white-glove crews deliver within 75 km of our depots in {DELIVERY_CITIES.length}{' '}
          cities: {DELIVERY_CITIES.join(', ')}.
        </p>
        <p>
          Choose your city with the location button at the top of any page: prices, availability and
          the delivery fee follow your choice.
        </p>
      </Disclosure>
      <Disclosure summary="How much does delivery cost?">
        <p>
          One flat fee per order, which depends on your city and starts at $99. It covers carrying
          everything in, placing it in the room you choose and taking the packaging away. You see
          the fee in your cart before you check out.
        </p>
      </Disclosure>
      <Disclosure summary="When can you deliver?">
        <p>
          Seven days a week, between 9 a.m. and 9 p.m. local time. You choose a delivery window at
          checkout, and we text you when the crew is about 30 minutes away.
        </p>
      </Disclosure>
      <Disclosure summary="Do you assemble the furniture?">
        <p>
          Yes. Add assembly at checkout and the crew sets everything up before they leave. A few
          pieces arrive ready to use; their product page says “assembly not offered”.
        </p>
      </Disclosure>

      <h2 id="returns">Returns, swaps and moves</h2>
      <Disclosure summary="Can I return subscription furniture?">
        <p>
          Yes. {RETURN_POLICY.terms} An agreement signed earlier keeps the return terms it was
          signed with; each item shows its own free-return day when you start a return.
        </p>
      </Disclosure>
      <Disclosure summary="Can I swap a piece for something else?">
        <p>
          Yes. Choose the replacement in your account and we deliver it on the same visit that we
          pick up the piece you are returning.
        </p>
      </Disclosure>
      <Disclosure summary="I’m moving. Can you move my furniture?">
        <p>
          We move subscribed furniture within your city or to any of our other delivery cities. Book
          the move from your account at least one week before moving day.
        </p>
      </Disclosure>
      <Disclosure summary="Can I return something I bought?">
        <p>
          Furniture you bought or financed can be returned within 14 days of delivery if it is in
          the condition it arrived in. We refund the price less a pickup fee equal to your delivery
          fee. Final-sale and liquidation items cannot be returned.
        </p>
      </Disclosure>
      <Disclosure summary="Can I buy the furniture I subscribe to?">
        <p>
          Yes. Buy it out from your account at any time: the subscription fees you have already paid
          count toward the price.
        </p>
      </Disclosure>

      <h2 id="pivotcare">PivotCare</h2>
      <Disclosure summary="What is PivotCare?">
        <p>
          PivotCare is accidental-damage cover you can add to any subscribed item in your cart. It
          costs 20% of the item’s monthly fee: on a $40 a month sofa, that is $8 a month.
        </p>
        <p>
          With PivotCare, we repair or replace an item damaged by accident (spills, stains, tears, a
          broken leg) at no cost to you. Normal wear is never charged, with or without it.
        </p>
      </Disclosure>
      <Disclosure summary="What if I don’t have PivotCare and something breaks?">
        <p>You pay for the repair, at the prices on our published repair chart:</p>
        <ul>
          <li>legs and feet: $4 to $17</li>
          <li>upholstery: $25 to $125</li>
          <li>hard surfaces (wood, stone, metal): $15 to $75</li>
        </ul>
        <p>
          If a piece cannot be repaired, you pay its retail price less the fees you have already
          paid for it.
        </p>
      </Disclosure>

      <h2 id="billing">Your account and billing</h2>
      <Disclosure summary="When am I charged?">
        <p>
          Subscription, rental and financing payments are charged each month on the day of the month
          your furniture was delivered, to the card on file. Every receipt is in{' '}
          <Link to={ACCOUNT_PATH}>your account</Link>.
        </p>
      </Disclosure>
      <Disclosure summary="A payment didn’t go through. What do I do?">
        <p>
          If a payment fails, a billing alert appears at the top of every page while you are signed
          in. Follow it to update your card; we retry the payment once your details are up to date.
        </p>
      </Disclosure>
      <Disclosure summary="How do I reach a person?">
        <p>
          Call us at <a href={CUSTOMER_CARE.phoneHref}>{CUSTOMER_CARE.phoneDisplay}</a> or email{' '}
          <a href={`mailto:${CUSTOMER_CARE.email}`}>{CUSTOMER_CARE.email}</a>. Our hours are on the{' '}
          <Link to="/contact">contact page</Link>.
        </p>
      </Disclosure>

      <h2 id="liquidation">The liquidation sale</h2>
      <Disclosure summary="What is the liquidation sale?">
        <p>
          Our final sale: every piece is 85% off its retail price, sold as final sale and picked up
          at our warehouse in Mississauga, Ontario. There is no delivery for sale orders.
        </p>
        <p>
          The details, including pickup hours, are in the{' '}
          <Link to="/liquidation-sale-policy">liquidation sale policy</Link>.
        </p>
      </Disclosure>
    </Article>
  );
}
