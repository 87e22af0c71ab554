import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

/** `/buyout/payment`: the payment step, drawn by the `/buyout` layout (one buyout for both steps). */
export const Route = createFileRoute('/_authed/buyout/payment')({
  component: () => null,
  head: () => ({ meta: [{ title: documentTitle(m.routes_pay_for_your_buyout()) }] }),
});
