import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/account/profile-page';
import { useChangeEmail } from '../../features/auth/use-change-email';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

export const Route = createFileRoute('/_authed/account_/profile')({
  validateSearch: () => ({}),
  component: ProfileRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_profile()) }] }),
});

function ProfileRoute() {
  return <ProfilePage changeEmail={useChangeEmail()} />;
}
