import { useCallback } from 'react';
import { requestToken } from '../../../machines/auth-session.machine';
import { isAuthClientError } from '../../api/auth-client';
import { readStoredSession } from '../../lib/session-store';
import { useAuthServices } from './auth-services';
import { useStartSession } from './use-auth-session';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * The auth service's `change-email` for the signed-in customer: mails a confirmation link to
 * the new address. It needs a fresh sign-in; with `password` the customer signs in again first.
 * Problems are thrown as `{ code, message, field }`.
 */
export function useChangeEmail(): (request: {
  email: string;
  password?: string;
}) => Promise<{ email: string }> {
  const { client, actor } = useAuthServices();
  const startSession = useStartSession();
  return useCallback(
    async ({ email, password }) => {
      try {
        if (password !== undefined) {
          const current = readStoredSession()?.defaultProfile?.email;
          if (!current) throw new Error('no email on the session');
          await startSession(await client.login({ email: current, password }));
        }
        const token = await requestToken(actor, Date.now());
        if (!token) throw { code: 'no_session', message: m.auth_sign_in_again() };
        return await client.changeEmail(token, { email });
      } catch (error) {
        if (isAuthClientError(error))
          throw { code: error.code, message: error.message, field: error.field };
        throw error;
      }
    },
    [actor, client, startSession],
  );
}
