import { useState } from 'react';
import { requestToken } from '../../../machines/auth-session.machine';
import { isAuthClientError } from '../../api/auth-client';
import { Button } from '../../ui/button';
import { Cluster, Text } from '../../ui/layout';
import { useAuthServices } from './auth-services';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * "Send the link again": the auth service's `resend-verification` mails a new confirmation
 * link to the signed-in customer's address (the earlier one stops working).
 */
export function ResendEmailVerification() {
  const { client, actor } = useAuthServices();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'sending' }
    | { kind: 'sent'; email: string }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const send = async () => {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      const token = await requestToken(actor, Date.now());
      if (!token) throw new Error('no session');
      const { email } = await client.resendVerification(token);
      setState({ kind: 'sent', email });
    } catch (error) {
      setState({
        kind: 'failed',
        message: isAuthClientError(error) ? error.message : m.auth_send_failed(),
      });
    }
  };
  return (
    <Cluster gap={3}>
      {state.kind === 'sent' ? (
        <Text role="status" data-testid="verification-resent">
          {m.auth_link_on_way({ email: state.email })}
        </Text>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void send()}
          loading={state.kind === 'sending'}
          loadingLabel={m.auth_sending_link()}
        >
          {m.auth_send_again()}
        </Button>
      )}
      {state.kind === 'failed' ? (
        <Text role="alert" tone="error">
          {state.message}
        </Text>
      ) : null}
    </Cluster>
  );
}
