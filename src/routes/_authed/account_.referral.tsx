import { createFileRoute } from '@tanstack/react-router';
import { ReferralPage } from '../../features/account/referral-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/account_/referral')({
  validateSearch: () => ({}),
  component: ReferralPage,
  head: () => ({ meta: [{ title: documentTitle(m.routes_referral()) }] }),
});
