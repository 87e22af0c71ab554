import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CompleteAccountPage } from '../features/auth/complete-account-page';
import { useSocialFragment } from '../features/auth/use-social-fragment';

export const Route = createFileRoute('/complete-account')({
  validateSearch: () => ({}),
  component: CompleteAccountRoute,
});

function CompleteAccountRoute() {
  const pending = useSocialFragment();
  const navigate = useNavigate();
  return (
    <CompleteAccountPage
      pending={pending}
      onSignedIn={(path) => void navigate({ href: path, replace: true })}
      onLinkRequired={(fragment) =>
        void navigate({ to: '/link-account', hash: fragment, replace: true })
      }
    />
  );
}
