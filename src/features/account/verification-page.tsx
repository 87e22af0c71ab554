import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { verificationMachine } from '../../../machines/verification.machine';
import type { VerificationEvent, VerificationKind } from '../../../machines/verification.machine';
import { useDocumentTitle } from '../../lib/document-title';
import { inspector } from '../../lib/inspection';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { FormFields, FormPage } from '../../ui/form-page';
import { Cluster, Stack, Text } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { contactLabel, verificationLogic } from './verification-logic';

/** The verification actor of the page; stories provide it with fakes. */
export const VerificationActor = createActorContext(verificationMachine);

export type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;

/** The state the machine is in (the view draws one screen for each). */
export type VerificationStateName = VerificationSnapshot['value'];

/** e.g. "11:52 p.m." in the customer's own time zone. */
function clockTime(epochMs: number): string {
  return new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit' }).format(
    new Date(epochMs),
  );
}

const Links = () => (
  <Cluster gap={4}>
    <TextLink asChild variant="standalone">
      <Link to="/account/profile">Back to Profile</Link>
    </TextLink>
    <TextLink asChild variant="standalone">
      <Link to="/account">My Account</Link>
    </TextLink>
  </Cluster>
);

function CodeForm({ checking }: { checking: boolean }) {
  const typed = VerificationActor.useSelector((snapshot) => snapshot.context.code);
  const problem = VerificationActor.useSelector((snapshot) => snapshot.context.problem);
  const expires = VerificationActor.useSelector(
    (snapshot) => snapshot.context.status?.codeExpiresAt,
  );
  const send = VerificationActor.useActorRef().send;
  const [code, setCode] = useState(typed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'verification.submitCode', code });
  };
  return (
    <FormFields onSubmit={submit} noValidate aria-label="Enter your code">
      <TextField
        label="Six-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        hint={expires ? `It works until ${clockTime(expires)}` : undefined}
        error={problem?.message}
        // The code field is the page's one task.
        autoFocus
      />
      <Cluster gap={3}>
        <Button type="submit" loading={checking} loadingLabel="Checking the code">
          Verify
        </Button>
        <Button
          type="button"
          variant="text"
          disabled={checking}
          onClick={() => send({ type: 'verification.sendCode' })}
        >
          Send a new code
        </Button>
      </Cluster>
    </FormFields>
  );
}

/** Each state of the verification machine as a screen (stories render every one). */
export function VerificationView() {
  const state = VerificationActor.useSelector((snapshot) => snapshot.value);
  const kind = VerificationActor.useSelector((snapshot) => snapshot.context.kind);
  const problem = VerificationActor.useSelector((snapshot) => snapshot.context.problem);
  const status = VerificationActor.useSelector((snapshot) => snapshot.context.status);
  const send = VerificationActor.useActorRef().send;
  const contact = contactLabel(status);
  const isEmail = kind === 'email';
  const title = isEmail ? 'Verify your email' : 'Verify your mobile number';
  switch (state) {
    case 'loading':
      return (
        <FormPage title={title}>
          <Spinner layout="block" label="Loading" />
        </FormPage>
      );
    case 'loadFailed':
      return (
        <FormPage title={title} footer={<Links />}>
          <Notice tone="error" role="alert" title="We could not load this page">
            <Text>{problem?.message}</Text>
            <div>
              <Button size="sm" onClick={() => send({ type: 'verification.retry' })}>
                Try again
              </Button>
            </div>
          </Notice>
        </FormPage>
      );
    case 'noContact':
      return (
        <FormPage
          title={title}
          intro={
            isEmail
              ? 'Your account has no email address.'
              : 'Add a mobile number to your profile first; the code is texted to it.'
          }
          footer={<Links />}
        >
          <div>
            <Button asChild>
              <Link to="/account/profile">Add a mobile number</Link>
            </Button>
          </div>
        </FormPage>
      );
    case 'awaitingEmailLink':
      return (
        <FormPage
          title={title}
          intro={
            <>
              We sent a confirmation link to <strong>{contact}</strong>. Open it to confirm your
              address; the link works once.
            </>
          }
          footer={<Links />}
        >
          <Cluster gap={3}>
            <Button variant="secondary" onClick={() => send({ type: 'verification.retry' })}>
              I opened the link
            </Button>
            <TextLink asChild variant="standalone">
              <Link to="/account/profile">Use another address</Link>
            </TextLink>
          </Cluster>
        </FormPage>
      );
    case 'readyToSend':
    case 'sending':
    case 'sendFailed':
      return (
        <FormPage
          title={title}
          intro={
            <>
              We will text a six-digit code to <strong>{contact}</strong>. It works for 10 minutes.
            </>
          }
          footer={<Links />}
        >
          {state === 'sendFailed' && problem ? (
            <Notice tone="error" role="alert">
              {problem.message}
            </Notice>
          ) : null}
          <div>
            <Button
              loading={state === 'sending'}
              loadingLabel="Sending the code"
              onClick={() => send({ type: 'verification.sendCode' })}
            >
              Text me a code
            </Button>
          </div>
        </FormPage>
      );
    case 'enteringCode':
    case 'checking':
      return (
        <FormPage
          title={title}
          intro={
            <>
              Enter the code we texted to <strong>{contact}</strong>.
            </>
          }
          footer={<Links />}
        >
          <CodeForm checking={state === 'checking'} />
        </FormPage>
      );
    case 'codeExpired':
      return (
        <FormPage title={title} footer={<Links />}>
          <Notice tone="warning" role="alert" title="That code has expired">
            Codes work for 10 minutes. Ask for a new one.
          </Notice>
          <div>
            <Button onClick={() => send({ type: 'verification.sendCode' })}>Send a new code</Button>
          </div>
        </FormPage>
      );
    case 'locked': {
      const until = status?.lockedUntil ?? problem?.lockedUntil;
      return (
        <FormPage title={title} footer={<Links />}>
          <Notice tone="error" role="alert" title="Too many wrong codes">
            <Text data-testid="locked-until">
              For your security, verification is locked
              {until ? (
                <>
                  {' '}
                  until <time dateTime={new Date(until).toISOString()}>{clockTime(until)}</time>
                </>
              ) : null}
              ; you can ask for a new code then.
            </Text>
          </Notice>
        </FormPage>
      );
    }
    case 'verified':
      return (
        <FormPage
          title={isEmail ? 'Your email is verified' : 'Your mobile number is verified'}
          focusTitle
          intro={
            <>
              <strong>{contact}</strong> is confirmed.
              {isEmail ? '' : ' Delivery texts can go to it.'}
            </>
          }
        >
          <Stack gap={3}>
            <Links />
          </Stack>
        </FormPage>
      );
  }
}

/** Tells the machine the time each second while a code or a lock is running out. */
function useClock(running: boolean, send: (event: VerificationEvent) => void) {
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => send({ type: 'verification.clock', now: Date.now() }), 1000);
    return () => clearInterval(timer);
  }, [running, send]);
}

export function VerificationScreen() {
  const actor = VerificationActor.useActorRef();
  const running = VerificationActor.useSelector(
    (snapshot) => snapshot.matches('enteringCode') || snapshot.matches('locked'),
  );
  const kind = VerificationActor.useSelector((snapshot) => snapshot.context.kind);
  useClock(running, actor.send);
  useDocumentTitle(kind === 'email' ? 'Verify your email' : 'Verify your mobile');
  return <VerificationView />;
}

/** `/verification/{type}`: the verification flow for `email` or `mobile`. */
export function VerificationFlowPage({ kind }: { kind: VerificationKind }) {
  return (
    <VerificationActor.Provider
      key={kind}
      logic={verificationLogic}
      options={{ input: { kind, now: Date.now() }, inspect: inspector() }}
    >
      <VerificationScreen />
    </VerificationActor.Provider>
  );
}
