import type { MachineModel } from '../machine-entry';
import type { VerificationStatus } from '../verification.machine';

/** Examples for the verification machine: the events its model sends and its invariant. */

const mobile: VerificationStatus = {
  kind: 'mobile',
  contact: '+14165550134',
  verified: false,
  codeExpiresAt: null,
  attemptsLeft: 5,
  lockedUntil: null,
};
const pending = { ...mobile, codeExpiresAt: 600_000 };
const locked = { ...mobile, attemptsLeft: 0, lockedUntil: 1_800_000 };

export const verificationStatusExamples = {
  mobile,
  pending,
  locked,
  verified: { ...mobile, verified: true },
  noContact: { ...mobile, contact: null },
  email: {
    ...mobile,
    kind: 'email',
    contact: 'alex.tremblay@example.ca',
  } satisfies VerificationStatus,
};

export const verificationModel: MachineModel = {
  input: { kind: 'mobile', now: 0 },
  events: [
    { type: 'xstate.done.actor.loadStatus', output: verificationStatusExamples.mobile },
    { type: 'xstate.done.actor.loadStatus', output: verificationStatusExamples.pending },
    { type: 'xstate.done.actor.loadStatus', output: verificationStatusExamples.locked },
    { type: 'xstate.done.actor.loadStatus', output: verificationStatusExamples.verified },
    { type: 'xstate.done.actor.loadStatus', output: verificationStatusExamples.noContact },
    { type: 'xstate.done.actor.loadStatus', output: verificationStatusExamples.email },
    {
      type: 'xstate.error.actor.loadStatus',
      error: { reason: 'OTHER', message: 'We could not reach our servers.' },
    },
    { type: 'verification.retry' },
    { type: 'verification.sendCode' },
    { type: 'xstate.done.actor.sendCode', output: pending },
    {
      type: 'xstate.error.actor.sendCode',
      error: { reason: 'LOCKED', message: 'Too many wrong codes.', lockedUntil: 1_800_000 },
    },
    {
      type: 'xstate.error.actor.sendCode',
      error: { reason: 'TOO_SOON', message: 'A code was just sent.' },
    },
    { type: 'verification.submitCode', code: '123 456' },
    { type: 'verification.submitCode', code: '12' },
    { type: 'xstate.done.actor.checkCode', output: { ...pending, verified: true } },
    {
      type: 'xstate.error.actor.checkCode',
      error: { reason: 'WRONG_CODE', message: 'That code is not right.', attemptsLeft: 4 },
    },
    {
      type: 'xstate.error.actor.checkCode',
      error: { reason: 'LOCKED', message: 'Too many wrong codes.', lockedUntil: 1_800_000 },
    },
    {
      type: 'xstate.error.actor.checkCode',
      error: { reason: 'EXPIRED', message: 'That code has expired.' },
    },
    { type: 'verification.clock', now: 60_000 },
    { type: 'verification.clock', now: 3_600_000 },
  ],
  // The clock and the typed code vary freely; states differ in what the customer can see.
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.problem?.reason ?? null,
      snapshot.context.status?.lockedUntil ?? null,
      snapshot.context.status?.codeExpiresAt ?? null,
    ]),
  invariant: (snapshot) => {
    if (
      snapshot.matches('locked') &&
      !snapshot.context.problem &&
      !snapshot.context.status?.lockedUntil
    )
      return 'locked without saying until when';
    if (snapshot.matches('verified') && !snapshot.context.status?.verified)
      return 'verified without the server saying so';
    if (snapshot.matches('enteringCode') && snapshot.context.status?.codeExpiresAt === null)
      return 'asks for a code that was never sent';
    return null;
  },
};
