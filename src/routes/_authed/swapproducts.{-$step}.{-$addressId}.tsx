import { createFileRoute } from '@tanstack/react-router';
import type { SwapStep } from '../../../machines/swap.machine';
import { SwapPage } from '../../features/swap-move/swap-page';
import type { SwapSearch } from '../../features/swap-move/swap-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

const STEPS: readonly SwapStep[] = ['item', 'replacement', 'schedule', 'review'];
const ID = /^[A-Za-z0-9-]{1,64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WINDOW = /^[A-Z]{1,20}$/;

/** A search value as text (a number-like id may come parsed as a number). */
function text(value: unknown, pattern: RegExp): string | undefined {
  const raw = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof raw === 'string' && pattern.test(raw) ? raw : undefined;
}

/** `/swapproducts/{step}/{addressId}`: the swap's steps; the search holds the choices. */
export const Route = createFileRoute('/_authed/swapproducts/{-$step}/{-$addressId}')({
  validateSearch: (search: Record<string, unknown>): SwapSearch => {
    const item = text(search.item, ID);
    const product = text(search.product, ID);
    const date = text(search.date, DAY);
    const window = text(search.window, WINDOW);
    return {
      ...(item ? { item } : {}),
      ...(product ? { product } : {}),
      ...(date ? { date } : {}),
      ...(window ? { window } : {}),
    };
  },
  component: SwapRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_swap_a_piece()) }] }),
});

function SwapRoute() {
  const { step } = Route.useParams();
  const search = Route.useSearch();
  const known = STEPS.find((candidate) => candidate === step) ?? 'item';
  return <SwapPage step={known} search={search} />;
}
