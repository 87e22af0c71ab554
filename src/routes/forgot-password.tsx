import { createFileRoute } from '@tanstack/react-router';
import { AuthPagePending } from '../features/auth/auth-page-pending';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';

const TITLE = 'Reset your password';

export const Route = createFileRoute('/forgot-password')({
  validateSearch: () => ({}),
  pendingComponent: () => <AuthPagePending title={TITLE} />,
  component: ForgotPasswordPage,
});
