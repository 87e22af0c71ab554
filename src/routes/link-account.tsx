import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LinkAccountPage } from '../features/auth/link-account-page';
import { useSocialFragment } from '../features/auth/use-social-fragment';

export const Route = createFileRoute('/link-account')({
  validateSearch: () => ({}),
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
