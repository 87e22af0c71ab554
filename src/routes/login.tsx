import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { validateReturnSearch } from '../features/auth/return-path';

export const Route = createFileRoute('/login')({
  // Only a path on this site comes back as `p`: never another origin.
  validateSearch: validateReturnSearch,
  component: LoginRoute,
});

function LoginRoute() {
  const { p } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <LoginPage returnTo={p} onSignedIn={(path) => void navigate({ href: path, replace: true })} />
  );
}
