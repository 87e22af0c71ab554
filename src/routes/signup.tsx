import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { validateReturnSearch } from '../features/auth/return-path';
import { SignupPage } from '../features/auth/signup-page';

export const Route = createFileRoute('/signup')({
  validateSearch: validateReturnSearch,
  component: SignupRoute,
});

function SignupRoute() {
  const { p } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SignupPage returnTo={p} onSignedIn={(path) => void navigate({ href: path, replace: true })} />
  );
}
