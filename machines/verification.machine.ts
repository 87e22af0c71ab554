import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  GetCustomerProfileQuery,
  MobileVerificationFieldsFragment,
} from '../contract/graphql';

/** What is being verified: the account's email (by a mailed link) or mobile number (by code). */
export type VerificationKind = 'email' | 'mobile';

/** The mobile number's verification as the API answers it (get, send code, verify code). */
type MobileAnswer = MobileVerificationFieldsFragment;

/** The email's, from the customer's profile. */
type EmailAnswer = Pick<GetCustomerProfileQuery['getCustomerProfile'], 'email' | 'emailverified'>;

/** A time the API writes as an ISO string, as the epoch ms the machine's clock compares. */
type EpochMs<T> = T extends string ? number : T;

/**
 * Where a verification stands, as the server says: one status for the two answers, the email's
 * (the profile's `email`, `emailverified`) and the mobile number's (`phonenumber`,
 * `mobileverified`, `expiresAt`, `attemptsLeft`, `lockedUntil`), its times as epoch ms.
 */
export type VerificationStatus = Pick<MobileAnswer, 'attemptsLeft'> & {
  kind: VerificationKind;
  /** The email address or the E.164 mobile number; null when the profile has none. */
  contact: EmailAnswer['email'] | MobileAnswer['phonenumber'] | null;
  verified: EmailAnswer['emailverified'] | MobileAnswer['mobileverified'];
  /** When the pending code stops working (`expiresAt`); null when none is pending. */
  codeExpiresAt: EpochMs<MobileAnswer['expiresAt']>;
  /** When a locked number can be tried again; null when not locked. */
  lockedUntil: EpochMs<MobileAnswer['lockedUntil']>;
};

/** Why a call failed, as the screen needs it. */
export interface VerificationProblem {
  reason: 'WRONG_CODE' | 'LOCKED' | 'EXPIRED' | 'TOO_SOON' | 'NO_CONTACT' | 'OTHER';
  /** In English for the machine's own problems; the server's words otherwise. */
  message: string;
  /**
   * The machine's own problem, as a code the screen words in the page's language (decision
   * 178): a code not shaped as six digits, or a failure that says nothing more.
   */
  own?: 'CODE_SHAPE' | 'UNKNOWN';
  attemptsLeft?: number;
  /** Epoch ms. */
  lockedUntil?: number;
}

export interface VerificationContext {
  kind: VerificationKind;
  status: VerificationStatus | null;
  problem: VerificationProblem | null;
  /** What the customer typed last (kept while a wrong code is corrected). */
  code: string;
  /** The clock the delays read (ms); the app passes Date.now, tests a fixed value. */
  now: number;
}

export type VerificationEvent =
  | { type: 'verification.retry' }
  | { type: 'verification.sendCode' }
  | { type: 'verification.submitCode'; code: string }
  | { type: 'verification.clock'; now: number };

export interface VerificationInput {
  kind: VerificationKind;
  now?: number;
}

/** Six digits, spaces allowed between them. */
export function isCodeShaped(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

const asProblem = (error: unknown): VerificationProblem =>
  error && typeof error === 'object' && 'reason' in error
    ? (error as VerificationProblem)
    : { reason: 'OTHER', own: 'UNKNOWN', message: 'Something went wrong. Please try again.' };

/**
 * Verifying the customer's email or mobile number (`/verification/{type}/{step}`): loads where
 * it stands; an email waits for its mailed link; a mobile number gets a six-digit code by text,
 * valid 10 minutes, checked by the server, locked (with its unlock time) after five wrong codes.
 * The server keeps the count and the lock; the machine shows them and waits out the lock.
 */
export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as VerificationInput,
  },
  actors: {
    loadStatus: fromPromise<VerificationStatus, { kind: VerificationKind }>(async () => {
      throw new Error('loadStatus is provided by the app');
    }),
    sendCode: fromPromise<VerificationStatus, void>(async () => {
      throw new Error('sendCode is provided by the app');
    }),
    checkCode: fromPromise<VerificationStatus, { code: string }>(async () => {
      throw new Error('checkCode is provided by the app');
    }),
  },
  guards: {
    isVerified: (_args, params: { status: VerificationStatus }) => params.status.verified,
    hasNoContact: (_args, params: { status: VerificationStatus }) => params.status.contact === null,
    isEmail: (_args, params: { status: VerificationStatus }) => params.status.kind === 'email',
    isLocked: (_args, params: { status: VerificationStatus }) => params.status.lockedUntil !== null,
    hasPendingCode: (_args, params: { status: VerificationStatus }) =>
      params.status.codeExpiresAt !== null,
    isLockedProblem: (_args, params: { problem: VerificationProblem }) =>
      params.problem.reason === 'LOCKED',
    isExpiredProblem: (_args, params: { problem: VerificationProblem }) =>
      params.problem.reason === 'EXPIRED',
    isCodeShaped: ({ event }) => {
      assertEvent(event, 'verification.submitCode');
      return isCodeShaped(event.code);
    },
    isLockOver: ({ context, event }) => {
      assertEvent(event, 'verification.clock');
      return (context.status?.lockedUntil ?? context.problem?.lockedUntil ?? 0) <= event.now;
    },
    hasCodeExpired: ({ context, event }) => {
      assertEvent(event, 'verification.clock');
      return (context.status?.codeExpiresAt ?? 0) <= event.now;
    },
  },
  actions: {
    rememberStatus: assign((_args, params: { status: VerificationStatus }) => ({
      status: params.status,
      problem: null,
    })),
    rememberProblem: assign((_args, params: { error: unknown }) => {
      const problem = asProblem(params.error);
      return { problem };
    }),
    rememberLock: assign(({ context }, params: { error: unknown }) => {
      const problem = asProblem(params.error);
      return {
        problem,
        status: context.status
          ? { ...context.status, lockedUntil: problem.lockedUntil ?? null, attemptsLeft: 0 }
          : null,
      };
    }),
    rememberCode: assign(({ event }) => {
      assertEvent(event, 'verification.submitCode');
      return { code: event.code.replace(/\s/g, '') };
    }),
    showCodeShapeProblem: assign({
      problem: {
        reason: 'WRONG_CODE',
        own: 'CODE_SHAPE',
        message: 'Enter the six digits of the code we texted you.',
      } satisfies VerificationProblem,
    }),
    forgetProblem: assign({ problem: null }),
    tick: assign(({ event }) => {
      assertEvent(event, 'verification.clock');
      return { now: event.now };
    }),
  },
}).createMachine({
  id: 'verification',
  context: ({ input }) => ({
    kind: input.kind,
    status: null,
    problem: null,
    code: '',
    now: input.now ?? 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => ({ status: event.output }) },
            target: 'verified',
            actions: { type: 'rememberStatus', params: ({ event }) => ({ status: event.output }) },
          },
          {
            guard: { type: 'hasNoContact', params: ({ event }) => ({ status: event.output }) },
            target: 'noContact',
            actions: { type: 'rememberStatus', params: ({ event }) => ({ status: event.output }) },
          },
          {
            guard: { type: 'isEmail', params: ({ event }) => ({ status: event.output }) },
            target: 'awaitingEmailLink',
            actions: { type: 'rememberStatus', params: ({ event }) => ({ status: event.output }) },
          },
          {
            guard: { type: 'isLocked', params: ({ event }) => ({ status: event.output }) },
            target: 'locked',
            actions: { type: 'rememberStatus', params: ({ event }) => ({ status: event.output }) },
          },
          {
            guard: { type: 'hasPendingCode', params: ({ event }) => ({ status: event.output }) },
            target: 'enteringCode',
            actions: { type: 'rememberStatus', params: ({ event }) => ({ status: event.output }) },
          },
          {
            target: 'readyToSend',
            actions: { type: 'rememberStatus', params: ({ event }) => ({ status: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'verification.retry': { target: 'loading' } },
    },
    noContact: {},
    awaitingEmailLink: {
      on: { 'verification.retry': { target: 'loading' } },
    },
    readyToSend: {
      on: { 'verification.sendCode': { target: 'sending' } },
    },
    sending: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        onDone: {
          target: 'enteringCode',
          actions: { type: 'rememberStatus', params: ({ event }) => ({ status: event.output }) },
        },
        onError: [
          {
            guard: {
              type: 'isLockedProblem',
              params: ({ event }) => ({ problem: asProblem(event.error) }),
            },
            target: 'locked',
            actions: { type: 'rememberLock', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'sendFailed',
            actions: { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    sendFailed: {
      on: { 'verification.sendCode': { target: 'sending' } },
    },
    enteringCode: {
      on: {
        'verification.submitCode': [
          { guard: 'isCodeShaped', target: 'checking', actions: 'rememberCode' },
          { actions: ['rememberCode', 'showCodeShapeProblem'] },
        ],
        'verification.sendCode': { target: 'sending' },
        'verification.clock': [
          { guard: 'hasCodeExpired', target: 'codeExpired', actions: 'tick' },
          { actions: 'tick' },
        ],
      },
    },
    checking: {
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'verified',
          actions: { type: 'rememberStatus', params: ({ event }) => ({ status: event.output }) },
        },
        onError: [
          {
            guard: {
              type: 'isLockedProblem',
              params: ({ event }) => ({ problem: asProblem(event.error) }),
            },
            target: 'locked',
            actions: { type: 'rememberLock', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: {
              type: 'isExpiredProblem',
              params: ({ event }) => ({ problem: asProblem(event.error) }),
            },
            target: 'codeExpired',
            actions: { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'enteringCode',
            actions: { type: 'rememberProblem', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    codeExpired: {
      on: { 'verification.sendCode': { target: 'sending' } },
    },
    locked: {
      on: {
        'verification.clock': [
          { guard: 'isLockOver', target: 'readyToSend', actions: ['tick', 'forgetProblem'] },
          { actions: 'tick' },
        ],
      },
    },
    verified: {
      type: 'final',
    },
  },
});
