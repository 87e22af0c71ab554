import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { getInspectedActors, HIDDEN, inspector, setInspecting } from '../../src/lib/inspection';

const accessToken =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjdXN0b21lci0xIiwiZXhwIjo5OTk5OTk5OTk5fQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

const session = setup({
  types: {
    context: {} as {
      accessToken: string | null;
      refreshToken: string | null;
      session: { bearer: string };
      password: string;
      cardNumber: string;
      email: string;
    },
    events: {} as { type: 'signed in' },
  },
}).createMachine({
  id: 'session',
  context: {
    accessToken: null,
    refreshToken: null,
    session: { bearer: '' },
    password: 'hunter2hunter2',
    cardNumber: '4242424242424242',
    email: 'alex@example.com',
  },
  initial: 'signedOut',
  states: {
    signedOut: {
      on: {
        'signed in': {
          target: 'signedIn',
          actions: assign({
            accessToken: accessToken,
            refreshToken: 'rt_9f8e7d6c5b4a39281706',
            session: { bearer: accessToken },
          }),
        },
      },
    },
    signedIn: {},
  },
});

afterEach(() => setInspecting(false));

describe('the live inspector', () => {
  it('never shows a token, a password or card digits in a context', () => {
    setInspecting(true);
    const actor = createActor(session, { inspect: inspector() });
    actor.start();
    actor.send({ type: 'signed in' });
    const [recorded] = getInspectedActors();
    expect(recorded?.state).toBe('signedIn');
    const context = recorded?.context ?? '';
    expect(context).not.toContain(accessToken);
    expect(context).not.toContain('rt_9f8e7d6c5b4a39281706');
    expect(context).not.toContain('hunter2');
    expect(context).not.toContain('4242424242424242');
    expect(context).toContain(`"accessToken": "${HIDDEN}"`);
    expect(context).toContain(`"bearer": "${HIDDEN}"`);
    // What is not a secret stays readable.
    expect(context).toContain('alex@example.com');
    actor.stop();
  });

  it('records nothing without ?inspect', () => {
    setInspecting(false);
    expect(inspector()).toBeUndefined();
  });
});
