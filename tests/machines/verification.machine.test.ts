import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  verificationModel,
  verificationStatusExamples,
} from '../../machines/examples/verification-examples';
import { isCodeShaped, verificationMachine } from '../../machines/verification.machine';
import type { VerificationStatus } from '../../machines/verification.machine';
import { answeredActors, describeModelPaths } from './model-harness';

/** The machine with its three actors answered by the test, one call at a time. */
function harness() {
  const { deferred, calls, answer } = answeredActors();
  const machine = verificationMachine.provide({
    actors: {
      loadStatus: deferred<VerificationStatus, { kind: 'email' | 'mobile' }>('loadStatus'),
      sendCode: deferred<VerificationStatus, void>('sendCode'),
      checkCode: deferred<VerificationStatus, { code: string }>('checkCode'),
    },
  });
  const actor = createActor(machine, { input: { kind: 'mobile', now: 0 } }).start();
  return { actor, calls, answer };
}

describeModelPaths('verification', {
  machine: verificationMachine,
  model: verificationModel,
  start: harness,
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
