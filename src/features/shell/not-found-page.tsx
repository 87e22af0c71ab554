import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { CenteredMessage, PageHeading } from '../../ui/site-frame';
import { Cluster, Stack } from '../../ui/layout';
import { useCategoryMenu } from './use-shell-data';
import { m } from '../../i18n/paraglide/messages.js';

/** The heading in English, as stories and tests read it; the page shows the message. */
export const NOT_FOUND_TEXT = "We can't find the page you're looking for";

/** Any unknown path: the spec's message, then ways back into the store. */
export function NotFoundPage() {
  useDocumentTitle(m.shell_not_found_page_title());
  const menu = useCategoryMenu();
  return (
    <CenteredMessage>
      <Stack gap={6}>
        <div>
          <PageHeading>{m.shell_not_found_title()}</PageHeading>
          <p>{m.shell_not_found_text()}</p>
        </div>
        {menu.length > 0 ? (
          <nav aria-label={m.shell_not_found_rooms()}>
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
            <Link to="/">{m.shell_home_link()}</Link>
          </Button>
        </Cluster>
      </Stack>
    </CenteredMessage>
  );
}
