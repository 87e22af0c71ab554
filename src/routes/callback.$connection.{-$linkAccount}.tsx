import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SocialCallbackPage } from '../features/auth/social-callback-page';
import { useSocialFragment } from '../features/auth/use-social-fragment';

export const Route = createFileRoute('/callback/$connection/{-$linkAccount}')({
  validateSearch: () => ({}),
  component: CallbackRoute,
});

function CallbackRoute() {
  const { connection, linkAccount } = Route.useParams();
  const callback = useSocialFragment();
  const navigate = useNavigate();
  return (
    <SocialCallbackPage
      connection={connection}
      linkAccount={linkAccount}
      callback={callback}
      onSignedIn={(path) => void navigate({ href: path, replace: true })}
      onLinkRequired={(fragment) =>
        void navigate({ to: '/link-account', hash: fragment, replace: true })
      }
    />
  );
}
