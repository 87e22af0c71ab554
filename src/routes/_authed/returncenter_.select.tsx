import { createFileRoute } from '@tanstack/react-router';
import { ReturnsPage } from '../../features/returns/returns-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

/** `/returncenter/select`: choosing the items to return (the return flow's first step). */
export const Route = createFileRoute('/_authed/returncenter_/select')({
  component: () => <ReturnsPage step="select" />,
  head: () => ({ meta: [{ title: documentTitle(m.routes_return_items()) }] }),
});
