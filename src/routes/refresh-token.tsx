import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RefreshTokenPage } from '../features/auth/refresh-token-page';
import { returnPathAfterSignIn, validateReturnSearch } from '../features/auth/return-path';

export const Route = createFileRoute('/refresh-token')({
  validateSearch: validateReturnSearch,
  component: RefreshTokenRoute,
});

function RefreshTokenRoute() {
  const { p } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <RefreshTokenPage
      destination={returnPathAfterSignIn(p)}
      onRefreshed={(path) => void navigate({ href: path, replace: true })}
    />
  );
}
