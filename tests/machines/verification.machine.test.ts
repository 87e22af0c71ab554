import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  verificationModel,
  verificationStatusExamples,
} from '../../machines/examples/verification-examples';
import { isCodeShaped, verificationMachine } from '../../machines/verification.machine';
import type { VerificationStatus } from '../../machines/verification.machine';

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** The machine with its three actors answered by the test, one call at a time. */
function harness() {
  const pending = new Map<string, Pending>();
  const calls: { actor: string; input: unknown }[] = [];
  const deferred = <TInput>(name: string) =>
    fromPromise<VerificationStatus, TInput>(
      ({ input }) =>
        new Promise<VerificationStatus>((resolve, reject) => {
          calls.push({ actor: name, input });
          pending.set(name, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  const machine = verificationMachine.provide({
    actors: {
      loadStatus: deferred<{ kind: 'email' | 'mobile' }>('loadStatus'),
      sendCode: deferred<void>('sendCode'),
      checkCode: deferred<{ code: string }>('checkCode'),
    },
  });
  const actor = createActor(machine, { input: { kind: 'mobile', now: 0 } }).start();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    calls,
    async answer(name: string, outcome: { output?: unknown; error?: unknown }) {
      const call = pending.get(name);
      if (!call) return;
      pending.delete(name);
      if ('error' in outcome) call.reject(outcome.error);
      else call.resolve(outcome.output);
      await flush();
    },
  };
}

describe('verification machine, model-based', () => {
  const paths = getShortestPaths(verificationMachine, {
    events: verificationModel.events as never,
    input: verificationModel.input as never,
    serializeState: verificationModel.serialize as never,
  });

  it('reaches every state', () => {
    const reached = new Set([
      ...paths.map((path) => String(path.state.value)),
      ...paths.flatMap((path) => path.steps.map((step) => String(step.state.value))),
    ]);
    expect([...reached].sort()).toEqual(Object.keys(verificationMachine.root.states).sort());
  });

  for (const path of paths) {
    const description = path.steps
      .slice(1)
      .map((step) => step.event.type.replace(/^xstate\./, ''))
      .join(' → ');
    it(`replays on a real actor: ${description || 'start'}`, async () => {
      const { actor, answer } = harness();
      for (const step of path.steps.slice(1)) {
        const event = step.event as { type: string; output?: unknown; error?: unknown };
        const actorEvent = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
        if (actorEvent) {
          await answer(
            actorEvent[2]!,
            actorEvent[1] === 'done' ? { output: event.output } : { error: event.error },
          );
        } else {
          actor.send(event as never);
        }
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expect(verificationModel.invariant?.(actor.getSnapshot(), event)).toBeNull();
      }
      actor.stop();
    });
  }
});

describe('verification machine, behaviour', () => {
  it('accepts six digits with spaces, nothing else', () => {
    expect(isCodeShaped('123 456')).toBe(true);
    expect(isCodeShaped('12345')).toBe(false);
    expect(isCodeShaped('12345a')).toBe(false);
  });

  it('sends the typed code without spaces, keeps tries left after a wrong one, verifies with the right one', async () => {
    const { actor, answer, calls } = harness();
    await answer('loadStatus', { output: verificationStatusExamples.mobile });
    expect(actor.getSnapshot().value).toBe('readyToSend');
    actor.send({ type: 'verification.sendCode' });
    await answer('sendCode', { output: verificationStatusExamples.pending });
    actor.send({ type: 'verification.submitCode', code: '12 34 56' });
    expect(calls.at(-1)).toEqual({ actor: 'checkCode', input: { code: '123456' } });
    await answer('checkCode', {
      error: {
        reason: 'WRONG_CODE',
        message: 'That code is not right. 4 tries left.',
        attemptsLeft: 4,
      },
    });
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(actor.getSnapshot().context.problem?.attemptsLeft).toBe(4);
    actor.send({ type: 'verification.submitCode', code: '654321' });
    await answer('checkCode', {
      output: { ...verificationStatusExamples.pending, verified: true },
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the lock with its end, and offers a new code once the clock passes it', async () => {
    const { actor, answer } = harness();
    await answer('loadStatus', { output: verificationStatusExamples.pending });
    actor.send({ type: 'verification.submitCode', code: '000000' });
    await answer('checkCode', {
      error: { reason: 'LOCKED', message: 'Too many wrong codes.', lockedUntil: 1_800_000 },
    });
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().context.status?.lockedUntil).toBe(1_800_000);
    actor.send({ type: 'verification.clock', now: 1_799_999 });
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'verification.clock', now: 1_800_000 });
    expect(actor.getSnapshot().value).toBe('readyToSend');
  });

  it('says a code has expired once its 10 minutes are over', async () => {
    const { actor, answer } = harness();
    await answer('loadStatus', { output: verificationStatusExamples.pending });
    actor.send({ type: 'verification.clock', now: 599_999 });
    expect(actor.getSnapshot().value).toBe('enteringCode');
    actor.send({ type: 'verification.clock', now: 600_000 });
    expect(actor.getSnapshot().value).toBe('codeExpired');
  });
});
