import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { TempLinkPage } from '../features/auth/temp-link-page';

export const Route = createFileRoute('/tl/$token/{-$id}')({
  validateSearch: () => ({}),
  component: TempLinkRoute,
});

function TempLinkRoute() {
  const { token, id } = Route.useParams();
  const navigate = useNavigate();
  return (
    <TempLinkPage
      token={token}
      id={id}
      destination="/verification"
      // Replace: the used link should not come back with the Back button.
      onSignedIn={(path) =>
        void navigate({ href: path, replace: true, state: { signedInByLink: true } })
      }
    />
  );
}
