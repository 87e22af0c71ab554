import { useCallback, useEffect, useRef, useState } from 'react';
import { describeAuthProblem } from './auth-problems';
import type { AuthProblem } from './auth-problems';

export type AuthRequestState<T> =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'failed'; problem: AuthProblem }
  | { status: 'succeeded'; result: T };

/**
 * One request of a sign-in screen: idle → submitting → failed or succeeded. A second submit
 * while one runs is ignored; a failure becomes a problem in words (auth-problems.ts).
 */
export function useAuthRequest<T>(initial: AuthRequestState<T> = { status: 'idle' }) {
  const [state, setState] = useState<AuthRequestState<T>>(initial);
  const running = useRef(false);

  const run = useCallback(async (work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setState({ status: 'submitting' });
    try {
      const result = await work();
      setState({ status: 'succeeded', result });
      return result;
    } catch (error) {
      setState({ status: 'failed', problem: describeAuthProblem(error) });
      return undefined;
    } finally {
      running.current = false;
    }
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, run, reset, submitting: state.status === 'submitting' };
}

/** Runs `work` once when the screen first shows (not again on React's strict re-run). */
export function useRunOnce(work: () => void): void {
  const started = useRef(false);
  const latest = useRef(work);
  latest.current = work;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    latest.current();
  }, []);
}
