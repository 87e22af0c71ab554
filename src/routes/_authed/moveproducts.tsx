import { createFileRoute } from '@tanstack/react-router';
import type { MoveStep } from '../../../machines/move.machine';
import { MovePage } from '../../features/swap-move/move-page';
import type { MoveSearch } from '../../features/swap-move/move-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

const STEPS: readonly MoveStep[] = ['items', 'address', 'schedule', 'review'];

function text(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === 'string' && pattern.test(value) ? value : undefined;
}

/** `/moveproducts?step=`: the move's steps; the search holds the step and the choices. */
export const Route = createFileRoute('/_authed/moveproducts')({
  validateSearch: (search: Record<string, unknown>): MoveSearch => {
    const step = STEPS.find((candidate) => candidate === search.step);
    const items = text(search.items, /^[A-Za-z0-9,-]{1,1600}$/);
    const to = text(search.to, /^[A-Za-z0-9-]{1,64}$/);
    const date = text(search.date, /^\d{4}-\d{2}-\d{2}$/);
    const window = text(search.window, /^[A-Z]{1,20}$/);
    return {
      ...(step ? { step } : {}),
      ...(items ? { items } : {}),
      ...(to ? { to } : {}),
      ...(date ? { date } : {}),
      ...(window ? { window } : {}),
    };
  },
  component: MoveRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_move_your_furniture()) }] }),
});

function MoveRoute() {
  return <MovePage search={Route.useSearch()} />;
}
