import { Link } from '@tanstack/react-router';
import { useSignedIn, useStoredSession } from '../../lib/session-store';
import { headerAction, HeaderActionLabel } from '../../ui/header-bar';
import { UserIcon } from '../../ui/shell-icons';
import { m } from '../../i18n/paraglide/messages.js';

const ACCOUNT_PATH: string = '/account';
const LOGIN_PATH: string = '/login';

/** 'My Account' when signed in (greeting the customer by first name), otherwise 'Sign in'. */
export function AccountLink() {
  const signedIn = useSignedIn();
  const firstName = useStoredSession()?.defaultProfile?.firstname?.trim();
  return (
    <>
      {signedIn && firstName ? (
        <HeaderActionLabel data-testid="header-greeting">
          {m.shell_account_greeting({ name: firstName })}
        </HeaderActionLabel>
      ) : null}
      <Link
        to={signedIn ? ACCOUNT_PATH : LOGIN_PATH}
        className={headerAction()}
        data-testid="account-link"
      >
        <UserIcon />
        <HeaderActionLabel>
          {signedIn ? m.shell_account_my_account() : m.shell_account_sign_in()}
        </HeaderActionLabel>
      </Link>
    </>
  );
}
