import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AccountPage } from '../../features/auth/account-page';

export const Route = createFileRoute('/_authed/account')({
  validateSearch: () => ({}),
  component: AccountRoute,
});

function AccountRoute() {
  const navigate = useNavigate();
  return <AccountPage onSignedOut={() => void navigate({ to: '/' })} />;
}
