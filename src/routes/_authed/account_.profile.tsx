import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/account/profile-page';
import { useChangeEmail } from '../../features/auth/use-change-email';

export const Route = createFileRoute('/_authed/account_/profile')({
  validateSearch: () => ({}),
  component: ProfileRoute,
  head: () => ({ meta: [{ title: 'Profile | Pivot Furniture' }] }),
});

function ProfileRoute() {
  return <ProfilePage changeEmail={useChangeEmail()} />;
}
