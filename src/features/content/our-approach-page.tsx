import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, Card, CardGrid, Lead } from '../../ui/article';
import { DELIVERY_CITIES } from './content-paths';

/** Why Pivot works the way it does. */
export function OurApproachPage() {
  useDocumentTitle('Our approach');
  return (
    <Article>
      <h1>Our approach</h1>
      <Lead>
        Good furniture should outlive any one apartment, lease or life stage. We build our business
        around keeping it in use.
      </Lead>

      <h2>Furniture that stays in use</h2>
      <p>
        Millions of pieces of furniture end up in Canadian landfills every year, many of them barely
        used, because moving them is harder than buying new. When your needs change, we take a piece
        back, refurbish it and find it a new home. Nothing we own is thrown away while it can still
        be repaired.
      </p>

      <h2>Better than new</h2>
      <p>
        Every returned piece goes through our depot workshop: inspected, deep-cleaned, repaired and,
        where needed, given new cushions, covers or hardware. It leaves only when it looks and works
        like new, which is why we call the condition “better than new”. If it does not meet that
        standard when it reaches you, we exchange it.
      </p>

      <h2>Four ways to have it</h2>
      <CardGrid>
        <Card>
          <h3>Subscribe</h3>
          <p>A monthly fee, and the freedom to swap, move or return as life changes.</p>
        </Card>
        <Card>
          <h3>Finance</h3>
          <p>Own it from day one and spread the price over equal monthly payments.</p>
        </Card>
        <Card>
          <h3>Rent</h3>
          <p>For a fixed term, when you know you only need it for a while.</p>
        </Card>
        <Card>
          <h3>Buy</h3>
          <p>Pay once and keep it for good.</p>
        </Card>
      </CardGrid>
      <p>
        Each option’s terms are summarised in plain language on our{' '}
        <Link to="/contract">agreements page</Link>.
      </p>

      <h2>Proudly made in Canada</h2>
      <p>
        Most of our sofas, sectionals and chairs are built in Canadian workshops, with frames of
        kiln-dried hardwood and covers you can remove and replace. Making furniture close to home
        means shorter trips, easier repairs and spare parts that are still available years from now.
      </p>

      <h2>Delivered by our own crews</h2>
      <p>
        Our white-glove crews deliver and assemble in {DELIVERY_CITIES.length} cities, from{' '}
        {DELIVERY_CITIES[0]} to {DELIVERY_CITIES[DELIVERY_CITIES.length - 1]}, seven days a week.
        They carry everything in, set it up where you want it and take the packaging away for
        recycling.
      </p>

      <h2>Care built in</h2>
      <p>
        Normal wear is on us. For accidents, PivotCare covers repairs and replacements for 20% of an
        item’s monthly fee, and our <Link to="/cover-kit">fabric and cover replacements</Link> give
        a favourite sofa a second life instead of a trip to the curb.
      </p>
    </Article>
  );
}
