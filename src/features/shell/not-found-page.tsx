import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { CenteredMessage, PageHeading } from '../../ui/site-frame';
import { Cluster, Stack } from '../../ui/layout';
import { useCategoryMenu } from './use-shell-data';

export const NOT_FOUND_TEXT = "We can't find the page you're looking for";

/** Any unknown path: the spec's message, then ways back into the store. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const menu = useCategoryMenu();
  return (
    <CenteredMessage>
      <Stack gap={6}>
        <div>
          <PageHeading>{NOT_FOUND_TEXT}</PageHeading>
          <p>
            The link may be old or mistyped. Pick a room below, or head back to the home page to
            keep shopping.
          </p>
        </div>
        {menu.length > 0 ? (
          <nav aria-label="Rooms to shop">
            <Cluster gap={3} justify="center" data-testid="not-found-categories">
              {menu.map((category) => (
                <Button key={category.id} asChild variant="secondary">
                  <Link to={category.path}>{category.name}</Link>
                </Button>
              ))}
            </Cluster>
          </nav>
        ) : null}
        <Cluster gap={3} justify="center">
          <Button asChild>
            <Link to="/">Go to the home page</Link>
          </Button>
        </Cluster>
      </Stack>
    </CenteredMessage>
  );
}
