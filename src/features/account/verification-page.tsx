import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { verificationMachine } from '../../../machines/verification.machine';
import type { VerificationEvent, VerificationKind } from '../../../machines/verification.machine';
import { languageTag } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { inspector } from '../../lib/inspection';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { FormFields, FormPage } from '../../ui/form-page';
import { Cluster, Stack, Text } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { verificationProblemText } from './problem-text';
import { contactLabel, verificationLogic } from './verification-logic';

/** The verification actor of the page; stories provide it with fakes. */
export const VerificationActor = createActorContext(verificationMachine);

export type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;

/** The state the machine is in (the view draws one screen for each). */
export type VerificationStateName = VerificationSnapshot['value'];

/** e.g. "11:52 p.m." in the customer's own time zone. */
function clockTime(epochMs: number): string {
  return new Intl.DateTimeFormat(languageTag(), { hour: 'numeric', minute: '2-digit' }).format(
    new Date(epochMs),
  );
}

const Links = () => (
  <Cluster gap={4}>
    <TextLink asChild variant="standalone">
      <Link to="/account/profile">{m.account_back_to_profile()}</Link>
    </TextLink>
    <TextLink asChild variant="standalone">
      <Link to="/account">{m.account_my_account()}</Link>
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
    <FormFields onSubmit={submit} noValidate aria-label={m.account_enter_your_code()}>
      <TextField
        label={m.account_six_digit_code()}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        hint={expires ? m.account_works_until({ time: clockTime(expires) }) : undefined}
        error={problem ? verificationProblemText(problem) : undefined}
        // The code field is the page's one task.
        autoFocus
      />
      <Cluster gap={3}>
        <Button type="submit" loading={checking} loadingLabel={m.account_checking_code()}>
          {m.account_verify()}
        </Button>
        <Button
          type="button"
          variant="text"
          disabled={checking}
          onClick={() => send({ type: 'verification.sendCode' })}
        >
          {m.account_send_new_code()}
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
  const title = isEmail ? m.account_verify_email() : m.account_verify_mobile_title();
  switch (state) {
    case 'loading':
      return (
        <FormPage title={title}>
          <Spinner layout="block" label={m.account_loading()} />
        </FormPage>
      );
    case 'loadFailed':
      return (
        <FormPage title={title} footer={<Links />}>
          <Notice tone="error" role="alert" title={m.account_page_load_failed()}>
            <Text>{problem ? verificationProblemText(problem) : null}</Text>
            <div>
              <Button size="sm" onClick={() => send({ type: 'verification.retry' })}>
                {m.account_try_again()}
              </Button>
            </div>
          </Notice>
        </FormPage>
      );
    case 'noContact':
      return (
        <FormPage
          title={title}
          intro={isEmail ? m.account_no_email_address() : m.account_add_mobile_first()}
          footer={<Links />}
        >
          <div>
            <Button asChild>
              <Link to="/account/profile">{m.account_add_mobile()}</Link>
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
              {m.account_sent_confirmation_to()} <strong>{contact}</strong>
              {m.account_open_link_once()}
            </>
          }
          footer={<Links />}
        >
          <Cluster gap={3}>
            <Button variant="secondary" onClick={() => send({ type: 'verification.retry' })}>
              {m.account_opened_link()}
            </Button>
            <TextLink asChild variant="standalone">
              <Link to="/account/profile">{m.account_use_another_address()}</Link>
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
              {m.account_will_text_code()} <strong>{contact}</strong>
              {m.account_works_ten_minutes()}
            </>
          }
          footer={<Links />}
        >
          {state === 'sendFailed' && problem ? (
            <Notice tone="error" role="alert">
              {verificationProblemText(problem)}
            </Notice>
          ) : null}
          <div>
            <Button
              loading={state === 'sending'}
              loadingLabel={m.account_sending_code()}
              onClick={() => send({ type: 'verification.sendCode' })}
            >
              {m.account_text_me_code()}
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
              {m.account_enter_code_texted()} <strong>{contact}</strong>.
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
          <Notice tone="warning" role="alert" title={m.account_code_expired()}>
            {m.account_code_expired_text()}
          </Notice>
          <div>
            <Button onClick={() => send({ type: 'verification.sendCode' })}>
              {m.account_send_new_code()}
            </Button>
          </div>
        </FormPage>
      );
    case 'locked': {
      const until = status?.lockedUntil ?? problem?.lockedUntil;
      return (
        <FormPage title={title} footer={<Links />}>
          <Notice tone="error" role="alert" title={m.account_too_many_codes()}>
            <Text data-testid="locked-until">
              {m.account_locked()}
              {until ? (
                <>
                  {' '}
                  {m.account_until()}{' '}
                  <time dateTime={new Date(until).toISOString()}>{clockTime(until)}</time>
                </>
              ) : null}
              {m.account_ask_new_code_then()}
            </Text>
          </Notice>
        </FormPage>
      );
    }
    case 'verified':
      return (
        <FormPage
          title={isEmail ? m.account_email_verified() : m.account_mobile_verified()}
          focusTitle
          intro={
            <>
              <strong>{contact}</strong>
              {m.account_is_confirmed()}
              {isEmail ? '' : m.account_delivery_texts_go()}
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
  useDocumentTitle(kind === 'email' ? m.account_verify_email() : m.account_verify_mobile_short());
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
