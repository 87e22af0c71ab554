import { Button } from '../../ui/button';
import { FormDivider } from '../../ui/form-page';
import { Stack } from '../../ui/layout';
import { useAuthServices } from './auth-services';
import { m } from '../../i18n/paraglide/messages.js';

export type SocialSignInProps = {
  /** Where to come back to after signing in (a path on this site). */
  redirect: string;
  /** A pending link token: the sign-in links to the account that asked for it. */
  linkAccount?: string;
  /** Leave out a connection (the one that is being linked). */
  exclude?: string;
  /** Draws "or" above the buttons. */
  divider?: boolean;
};

/**
 * "Continue with …" for each social sign-in the auth service offers; nothing when it offers
 * none. Each is a plain link to `/courier/social/{connection}?redirect=…`, which leaves the app.
 */
export function SocialSignIn({
  redirect,
  linkAccount,
  exclude,
  divider = true,
}: SocialSignInProps) {
  const { client, socialConnections } = useAuthServices();
  const offered = socialConnections.filter((connection) => connection.name !== exclude);
  if (offered.length === 0) return null;
  return (
    <Stack gap={3} data-testid="social-sign-in">
      {divider ? <FormDivider /> : null}
      {offered.map((connection) => (
        <Button key={connection.name} asChild variant="secondary" fullWidth>
          <a
            href={client.socialSignInUrl(connection.name, {
              redirect,
              ...(linkAccount ? { linkAccount } : {}),
            })}
          >
            {m.auth_continue_with({ provider: connection.label })}
          </a>
        </Button>
      ))}
    </Stack>
  );
}
