import { createFileRoute, useLocation } from '@tanstack/react-router';
import { BuyoutPage } from '../../features/buyout/buyout-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

/**
 * `/buyout` (choose items) and `/buyout/payment` (pay): this layout keeps one buyout for both
 * steps; `?items=` holds the choice so back, forward and reload keep it.
 */
export const Route = createFileRoute('/_authed/buyout')({
  validateSearch: (search: Record<string, unknown>): { items?: string } =>
    typeof search.items === 'string' && search.items.length <= 800 ? { items: search.items } : {},
  component: BuyoutRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_buy_out_your_furniture()) }] }),
});

function BuyoutRoute() {
  const { items } = Route.useSearch();
  const pathname = useLocation({ select: (location) => location.pathname });
  const step = /\/payment\/?$/.test(pathname) ? 'payment' : 'choose';
  return <BuyoutPage step={step} items={items} />;
}
