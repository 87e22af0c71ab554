import { m } from '../i18n/paraglide/messages.js';
import { ApiError } from './api-error';
import { api } from './client';
import type { Operation, RequestOptions } from './graphql-client';

/**
 * The one error mapper of `src/api` (decision 172): every operation that a screen or a machine's
 * actor calls throws a CallFailure, never a raw ApiError, so forms and machines read one shape.
 */

/** A failed call with what a form needs: the message, the code, and the field(s) it is about. */
export interface CallFailure {
  message: string;
  code?: string | undefined;
  field?: string | undefined;
  fields?: Record<string, string> | undefined;
  /** The error's extensions beside code, field and fields (reason, lockedUntil, ...). */
  extensions?: Record<string, unknown> | undefined;
}

/** Shown when the call got no answer from our servers. */
const unreachable = () => m.api_unreachable_servers();

/** Turns whatever a call threw into a CallFailure (network and auth failures included). */
export function callFailure(error: unknown): CallFailure {
  if (error instanceof ApiError) {
    const detail = error.details.find((candidate) => candidate.code) ?? error.details[0];
    const extensions = detail?.extensions ?? {};
    const fields =
      extensions.fields && typeof extensions.fields === 'object'
        ? (extensions.fields as Record<string, string>)
        : undefined;
    const message = error.kind === 'network' ? unreachable() : (detail?.message ?? error.message);
    return {
      message,
      code: error.code,
      field: typeof extensions.field === 'string' ? extensions.field : undefined,
      fields,
    };
  }
  return { message: m.api_something_wrong() };
}

/** A CallFailure that always carries the error's extensions (the account screens read them). */
export type AccountFailure = CallFailure & { extensions: Record<string, unknown> };

/** The mapper's account form: the failure with its extensions (one already made passes as it is). */
export function accountFailure(error: unknown): AccountFailure {
  if (error && typeof error === 'object' && 'extensions' in error) return error as AccountFailure;
  const detail =
    error instanceof ApiError
      ? (error.details.find((candidate) => candidate.code) ?? error.details[0])
      : undefined;
  return { ...callFailure(error), extensions: detail?.extensions ?? {} };
}

/** Runs `work` (one call or a few); whatever it throws is thrown again as a CallFailure. */
export async function failingAs<T>(
  work: () => Promise<T>,
  mapFailure: (error: unknown) => CallFailure = callFailure,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mapFailure(error);
  }
}

/**
 * Sends one operation with the app's client (signed in unless `options.auth` says otherwise);
 * a failure is thrown as a CallFailure.
 */
export function call<TResult, TVariables extends object>(
  document: Operation<TResult, TVariables>,
  variables?: TVariables,
  options: RequestOptions = {},
  mapFailure: (error: unknown) => CallFailure = callFailure,
): Promise<TResult> {
  return failingAs(
    () => api.query(document, variables, { auth: 'required', ...options }),
    mapFailure,
  );
}

/** `call` for the account's operations: signed in, failures as AccountFailures. */
export function accountCall<TResult, TVariables extends object>(
  document: Operation<TResult, TVariables>,
  variables?: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  return call(document, variables, { signal }, accountFailure);
}
