import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page';

export const Route = createFileRoute('/reset/$token')({
  validateSearch: () => ({}),
  component: ResetRoute,
});

function ResetRoute() {
  const { token } = Route.useParams();
  const navigate = useNavigate();
  return <ResetPasswordPage token={token} onContinue={(path) => void navigate({ href: path })} />;
}
