import { Link } from '@tanstack/react-router';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, Callout, Lead } from '../../ui/article';
import { Button } from '../../ui/button';
import { Cluster } from '../../ui/layout';
import { SWATCHES_PATH } from './content-paths';

/** Fabric & Cover Replacements: new covers for sofas and chairs, starting with swatches. */
export function CoverKitPage() {
  useDocumentTitle('Fabric & Cover Replacements');
  return (
    <Article>
      <h1>Fabric &amp; Cover Replacements</h1>
      <Lead>
        A stained, faded or simply tired sofa does not need replacing. A new cover kit gives it a
        fresh look, in the same fabric or a new one, for a fraction of the price of new furniture.
      </Lead>

      <h2>What is a cover kit?</h2>
      <p>
        A complete set of made-to-measure covers for one piece: the seat and back cushions, the arms
        and the base. Our sofas, sectionals, loveseats, lounge chairs and upholstered dining chairs
        have removable covers; look for “removable cover” in a product’s details.
      </p>

      <h2>How it works</h2>
      <ol>
        <li>
          <strong>Choose your fabric.</strong> <Link to={SWATCHES_PATH}>Order free swatches</Link>{' '}
          to see colours and textures in your own light.
        </li>
        <li>
          <strong>Tell us about your piece.</strong> Email us the product name and your order
          number, or a photo of the label under the seat cushions.
        </li>
        <li>
          <strong>Get a quote.</strong> We confirm the price and timing before you pay. Covers are
          made to order and usually ship within two to four weeks.
        </li>
        <li>
          <strong>Fit it.</strong> Your kit comes with step-by-step instructions; most pieces take
          under an hour. In our delivery cities, a crew can fit it for you for the cost of a
          delivery.
        </li>
      </ol>

      <h2>Covered by PivotCare</h2>
      <p>
        If you subscribe with PivotCare and a cover is damaged by accident, the replacement is on
        us: no quote, no charge. Contact us and we arrange it.
      </p>

      <h2>Keeping covers fresh</h2>
      <ul>
        <li>Vacuum weekly with an upholstery brush, and rotate seat cushions every few weeks.</li>
        <li>Blot spills right away with a clean, damp cloth; never rub.</li>
        <li>
          Most covers can be washed cold on a gentle cycle and air-dried; check the care label
          first.
        </li>
        <li>Keep fabrics out of strong direct sunlight to slow fading.</li>
      </ul>

      <Callout>
        <p>
          Questions about a cover kit? Email{' '}
          <a href={`mailto:${CUSTOMER_CARE.email}`}>{CUSTOMER_CARE.email}</a> or call{' '}
          <a href={CUSTOMER_CARE.phoneHref}>{CUSTOMER_CARE.phoneDisplay}</a>.
        </p>
      </Callout>
      <Cluster gap={3}>
        <Button asChild>
          <Link to={SWATCHES_PATH} data-plain="">
            Order free swatches
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/contact" data-plain="">
            Contact us
          </Link>
        </Button>
      </Cluster>
    </Article>
  );
}
