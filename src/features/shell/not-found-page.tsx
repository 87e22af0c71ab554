import { Link } from '@tanstack/react-router';
import { CenteredMessage, PageHeading } from '../../ui/site-frame';

export function NotFoundPage() {
  return (
    <CenteredMessage>
      <PageHeading>We can&apos;t find the page you&apos;re looking for</PageHeading>
      <p>
        The link may be old or mistyped. <Link to="/">Return to the home page</Link> to keep
        shopping.
      </p>
    </CenteredMessage>
  );
}
