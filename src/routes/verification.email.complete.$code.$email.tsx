import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/auth/verify-email-page';

export const Route = createFileRoute('/verification/email/complete/$code/$email')({
  validateSearch: () => ({}),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { code, email } = Route.useParams();
  return <VerifyEmailPage code={code} email={email} />;
}
