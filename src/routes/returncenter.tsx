import { createFileRoute } from '@tanstack/react-router';
import { ReturnCenterPage } from '../features/returns/return-center-page';
import { m } from '../i18n/paraglide/messages.js';
import { documentTitle } from '../lib/document-title';

/** `/returncenter`: public; starting a return asks the customer to sign in. */
export const Route = createFileRoute('/returncenter')({
  component: ReturnCenterPage,
  head: () => ({ meta: [{ title: documentTitle(m.routes_return_center()) }] }),
});
