import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginTokenPage } from '../features/auth/login-token-page';
import { safeReturnPath } from '../features/auth/return-path';

const TOKEN = /^[A-Za-z0-9_-]{16,512}$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;

export const Route = createFileRoute('/login-token')({
  // Every key is answered (undefined when unusable) so no raw value passes through.
  validateSearch: (
    search: Record<string, unknown>,
  ): { token?: string | undefined; id?: string | undefined; p?: string | undefined } => ({
    token: typeof search.token === 'string' && TOKEN.test(search.token) ? search.token : undefined,
    id: typeof search.id === 'string' && ID.test(search.id) ? search.id : undefined,
    p: safeReturnPath(search.p),
  }),
  component: LoginTokenRoute,
});

function LoginTokenRoute() {
  const { token, id, p } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <LoginTokenPage
      token={token}
      id={id}
      returnTo={p}
      onSignedIn={(path) =>
        void navigate({ href: path, replace: true, state: { signedInByLink: true } })
      }
    />
  );
}
