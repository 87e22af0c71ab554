import { PageHeading, Prose } from '../../ui/site-frame';

export function HomePage() {
  return (
    <Prose>
      <PageHeading>Furniture for every Canadian home</PageHeading>
      <p>
        Subscribe monthly, finance, rent or buy better-than-new furniture, delivered and assembled
        in fifteen cities from Vancouver to St. John&apos;s.
      </p>
    </Prose>
  );
}
