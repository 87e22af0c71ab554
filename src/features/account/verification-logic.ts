import { fromPromise } from 'xstate';
import { verificationMachine } from '../../../machines/verification.machine';
import type {
  VerificationKind,
  VerificationProblem,
  VerificationStatus,
} from '../../../machines/verification.machine';
import {
  accountFailure,
  fetchCustomerProfile,
  fetchMobileVerification,
  sendMobileVerificationCode,
  verifyMobileCode,
} from '../../api/profile-queries';
import type { MobileVerification } from '../../api/profile-queries';
import { displayPhone } from './phone-format';

const REASONS = ['WRONG_CODE', 'LOCKED', 'EXPIRED', 'TOO_SOON'] as const;

/** A failed call as the machine's problem: the server's reason, tries left and lock end. */
export function verificationProblem(error: unknown): VerificationProblem {
  const failure = accountFailure(error);
  const reason = String(failure.extensions.reason ?? '');
  const lockedUntil = Date.parse(String(failure.extensions.lockedUntil ?? ''));
  const attemptsLeft = failure.extensions.attemptsLeft;
  return {
    reason: (REASONS as readonly string[]).includes(reason)
      ? (reason as VerificationProblem['reason'])
      : failure.field === 'phonenumber1'
        ? 'NO_CONTACT'
        : 'OTHER',
    message: failure.message,
    ...(typeof attemptsLeft === 'number' ? { attemptsLeft } : {}),
    ...(Number.isFinite(lockedUntil) ? { lockedUntil } : {}),
  };
}

function mobileStatus(answer: MobileVerification): VerificationStatus {
  const parse = (value: string | null | undefined) => (value ? Date.parse(value) : null);
  return {
    kind: 'mobile',
    contact: answer.phonenumber,
    verified: answer.mobileverified,
    codeExpiresAt: parse(answer.expiresAt),
    attemptsLeft: answer.attemptsLeft,
    lockedUntil: parse(answer.lockedUntil),
  };
}

async function rethrowing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw verificationProblem(error);
  }
}

/** The app's verification logic: the real calls of src/api. */
export const verificationLogic = verificationMachine.provide({
  actors: {
    loadStatus: fromPromise<VerificationStatus, { kind: VerificationKind }>(({ input }) =>
      rethrowing(async () => {
        if (input.kind === 'email') {
          const profile = await fetchCustomerProfile();
          return {
            kind: 'email',
            contact: profile.email,
            verified: profile.emailverified,
            codeExpiresAt: null,
            attemptsLeft: 0,
            lockedUntil: null,
          };
        }
        try {
          return mobileStatus(await fetchMobileVerification());
        } catch (error) {
          // No mobile number on the profile: the page says to add one.
          if (verificationProblem(error).reason === 'NO_CONTACT')
            return {
              kind: 'mobile',
              contact: null,
              verified: false,
              codeExpiresAt: null,
              attemptsLeft: 0,
              lockedUntil: null,
            };
          throw error;
        }
      }),
    ),
    sendCode: fromPromise<VerificationStatus, void>(() =>
      rethrowing(async () => mobileStatus(await sendMobileVerificationCode())),
    ),
    checkCode: fromPromise<VerificationStatus, { code: string }>(({ input }) =>
      rethrowing(async () => mobileStatus(await verifyMobileCode(input.code))),
    ),
  },
});

/** `+14165550134` or an email, as the page says it. */
export function contactLabel(status: VerificationStatus | null): string {
  if (!status?.contact) return '';
  return status.kind === 'mobile' ? displayPhone(status.contact) : status.contact;
}
