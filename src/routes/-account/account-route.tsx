import { useNavigate } from '@tanstack/react-router';
import { AccountOverviewSection } from '../../features/account/account-overview';
import { AccountPage } from '../../features/auth/account-page';
import { ResendEmailVerification } from '../../features/auth/resend-email-verification';

/** `/account` (also `/account/overview` and `/account/accountdetails`). */
export function AccountRoute() {
  const navigate = useNavigate();
  return (
    <AccountPage onSignedOut={() => void navigate({ to: '/' })}>
      <AccountOverviewSection emailAction={<ResendEmailVerification />} />
    </AccountPage>
  );
}
