import { createFileRoute } from '@tanstack/react-router';
import { VerificationPage } from '../../features/auth/verification-page';

export const Route = createFileRoute('/_authed/verification')({
  validateSearch: () => ({}),
  component: VerificationPage,
});
