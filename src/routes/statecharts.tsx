import { createFileRoute, notFound } from '@tanstack/react-router';
import { StatechartsPage } from '../features/statecharts/statecharts-page';
import { statechartsEnabled } from '../features/statecharts/statecharts-enabled';
import { m } from '../i18n/paraglide/messages.js';
import { documentTitle } from '../lib/document-title';

export interface StatechartsSearch {
  machine?: string;
}

export const Route = createFileRoute('/statecharts')({
  validateSearch: (search: Record<string, unknown>): StatechartsSearch =>
    typeof search.machine === 'string' && search.machine !== '' ? { machine: search.machine } : {},
  // Off in production unless STATECHARTS_ENABLED=1: then this is the site's not-found page.
  beforeLoad: async () => {
    if (!(await statechartsEnabled())) throw notFound();
  },
  head: () => ({ meta: [{ title: documentTitle(m.routes_statecharts()) }] }),
  component: StatechartsRoute,
});

function StatechartsRoute() {
  const { machine } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StatechartsPage
      machineId={machine}
      onMachineChange={(id) => void navigate({ search: { machine: id }, replace: true })}
    />
  );
}
