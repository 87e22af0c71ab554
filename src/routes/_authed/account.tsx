import { createFileRoute } from '@tanstack/react-router';
import { AccountRoute } from '../-account/account-route';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/account')({
  validateSearch: () => ({}),
  component: AccountRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_my_account()) }] }),
});
