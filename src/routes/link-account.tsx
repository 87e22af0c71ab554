import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthPagePending } from '../features/auth/auth-page-pending';
import { LinkAccountPage } from '../features/auth/link-account-page';
import { useSocialFragment } from '../features/auth/use-social-fragment';

const TITLE = 'Link your accounts';

export const Route = createFileRoute('/link-account')({
  validateSearch: () => ({}),
  pendingComponent: () => <AuthPagePending title={TITLE} />,
  component: LinkAccountRoute,
});

function LinkAccountRoute() {
  const link = useSocialFragment();
  const navigate = useNavigate();
  return (
    <LinkAccountPage
      link={link}
      onSignedIn={(path) => void navigate({ href: path, replace: true })}
    />
  );
}
