import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../../api/api-error';
import { Button } from '../../ui/button';
import { Container } from '../../ui/container';
import { PageSection } from '../../ui/layout';
import { Link as UiLink } from '../../ui/link';
import { StatusPanel } from '../../ui/status-panel';

/** A shared cart or package that failed to load: what happened and a way to try again. */
export function CartRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const message =
    error instanceof ApiError && error.kind === 'network'
      ? 'We could not reach the store. Check your connection, then try again.'
      : "We're sorry for the trouble. Please try again in a moment.";
  return (
    <Container>
      <PageSection>
        <StatusPanel
          title="This page didn't load"
          headingLevel="h1"
          role="alert"
          actions={
            <>
              <Button
                onClick={() => {
                  queryReset.reset();
                  reset();
                  void router.invalidate();
                }}
              >
                Try again
              </Button>
              <UiLink asChild variant="standalone">
                <Link to="/">Go to the home page</Link>
              </UiLink>
            </>
          }
        >
          <p>{message}</p>
        </StatusPanel>
      </PageSection>
    </Container>
  );
}
