import { m } from '../../i18n/paraglide/messages.js';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../../api/api-error';
import { Button } from '../../ui/button';
import { Container } from '../../ui/container';
import { Link as UiLink } from '../../ui/link';
import { PageSection } from '../../ui/layout';
import { StatusPanel } from '../../ui/status-panel';

/** Words for why a catalogue page could not load; the network case says what to check. */
export function catalogErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'network') {
    return m.catalog_error_network();
  }
  return m.catalog_error_generic();
}

export type CatalogErrorProps = {
  error: unknown;
  onRetry: () => void;
};

/** A catalogue page that failed to load: what happened and a way to try again. */
export function CatalogError({ error, onRetry }: CatalogErrorProps) {
  return (
    <Container>
      <PageSection>
        <StatusPanel
          title={m.catalog_error_title()}
          headingLevel="h1"
          role="alert"
          actions={
            <>
              <Button onClick={onRetry}>{m.catalog_try_again()}</Button>
              <UiLink asChild variant="standalone">
                <Link to="/">{m.catalog_go_home()}</Link>
              </UiLink>
            </>
          }
        >
          <p>{catalogErrorMessage(error)}</p>
        </StatusPanel>
      </PageSection>
    </Container>
  );
}

/** The errorComponent of catalogue routes: retry runs the route's loader again. */
export function CatalogErrorRoute({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <CatalogError
      error={error}
      onRetry={() => {
        queryReset.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}
