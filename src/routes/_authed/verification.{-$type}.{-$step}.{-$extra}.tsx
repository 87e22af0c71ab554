import { createFileRoute } from '@tanstack/react-router';
import { VerificationFlowPage } from '../../features/account/verification-page';
import { VerificationPage } from '../../features/auth/verification-page';

/**
 * `/verification/{type?}/{step?}/{extra?}`: without a type, where a temporary sign-in link lands;
 * `/verification/mobile` and `/verification/email` verify the profile's number or address.
 */
export const Route = createFileRoute('/_authed/verification/{-$type}/{-$step}/{-$extra}')({
  validateSearch: () => ({}),
  component: VerificationRoute,
});

function VerificationRoute() {
  const { type } = Route.useParams();
  if (type === 'mobile' || type === 'email') return <VerificationFlowPage kind={type} />;
  return <VerificationPage />;
}
