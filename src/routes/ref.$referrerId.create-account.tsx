import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { validateReturnSearch } from '../features/auth/return-path';
import { SignupPage } from '../features/auth/signup-page';
import { rememberReferrer } from '../lib/session-store';

export const Route = createFileRoute('/ref/$referrerId/create-account')({
  validateSearch: validateReturnSearch,
  component: ReferralRoute,
});

function ReferralRoute() {
  const { referrerId } = Route.useParams();
  const { p } = Route.useSearch();
  const navigate = useNavigate();
  // Kept for checkout (the referrer of the order), whether or not an account is made now.
  useEffect(() => {
    rememberReferrer(referrerId);
  }, [referrerId]);
  return (
    <SignupPage
      referred
      returnTo={p}
      onSignedIn={(path) => void navigate({ href: path, replace: true })}
    />
  );
}
