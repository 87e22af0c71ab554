import { fromPromise } from 'xstate';

/** An actor the app provides (`machine.provide`, tests their own): until then, calling it fails. */
export const providedByApp = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the app`);
  });

/** Whatever an actor threw, as the flow's problem: the server's message, or a generic one. */
export function problemOf<TProblem extends { message: string }>(error: unknown): TProblem {
  return error && typeof error === 'object' && 'message' in error
    ? (error as TProblem)
    : ({ message: 'Something went wrong. Please try again.' } as TProblem);
}
