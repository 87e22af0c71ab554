import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../../api/api-error';
import { m } from '../../i18n/paraglide/messages.js';
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
      ? m.cart_error_network()
      : m.cart_error_general();
  return (
    <Container>
      <PageSection>
        <StatusPanel
          title={m.cart_error_title()}
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
                {m.cart_try_again()}
              </Button>
              <UiLink asChild variant="standalone">
                <Link to="/">{m.cart_home_page()}</Link>
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
