import { createFileRoute } from '@tanstack/react-router';
import { AuthPagePending } from '../features/auth/auth-page-pending';
import { VerifyEmailPage } from '../features/auth/verify-email-page';

const TITLE = 'Confirm your email';

export const Route = createFileRoute('/verification/email/complete/$code/$email')({
  validateSearch: () => ({}),
  pendingComponent: () => <AuthPagePending title={TITLE} />,
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { code, email } = Route.useParams();
  return <VerifyEmailPage code={code} email={email} />;
}
