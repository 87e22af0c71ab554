import { useEffect, useRef } from 'react';

/** How a flow's steps and its URL are kept together (see {@link useStepInUrl}). */
export interface StepInUrl<TStep extends string> {
  /** The step the URL names. */
  urlStep: TStep;
  /** The step the machine is at; undefined while it is at none (loading, done). */
  machineStep: TStep | undefined;
  /** The steps in order: a URL step before the machine's sends it back, after it on. */
  order: readonly TStep[];
  /** The machine passes through a state on its own (quoting, checking): on opening, the URL waits. */
  settling?: boolean;
  /**
   * On opening at a step before the one the URL names, asks the machine once to go on toward it
   * (the machine checks what was kept).
   */
  resume?: () => void;
  /** Opening at the URL's step still writes the URL again, in place (with the choices). */
  rewriteOnOpen?: boolean;
  /** When the machine cannot follow the URL, the URL comes back to the machine's step. */
  urlComesBack?: boolean;
  /** Shows a step in the URL: pushed as the machine moves on, replaced on opening. */
  show: (step: TStep, replace: boolean) => void;
  /** Sends the machine one step back or on; tells the step it is at afterwards. */
  follow: (direction: 'back' | 'continue') => TStep | undefined;
}

/**
 * Keeps a flow's URL and its machine on the same step: a step the machine moves to is pushed to
 * the URL (so back and forward walk the steps); a step the URL moves to (back, forward) is
 * followed by the machine, one step at a time.
 */
export function useStepInUrl<TStep extends string>(sync: StepInUrl<TStep>): void {
  const { urlStep, machineStep, settling = false } = sync;
  const lastMachineStep = useRef<TStep | undefined>(undefined);
  const resumeTried = useRef(false);
  // The callbacks as last rendered: the effect runs when a step changes, not when they do.
  const latest = useRef(sync);
  latest.current = sync;

  useEffect(() => {
    const { order, resume, rewriteOnOpen = false, urlComesBack = false } = latest.current;
    if (!machineStep) return;
    if (lastMachineStep.current === undefined) {
      // Opened or reloaded: wait for the machine to settle, go on to the step the URL names
      // once, then show where it is.
      if (settling) return;
      if (resume && !resumeTried.current && order.indexOf(urlStep) > order.indexOf(machineStep)) {
        resumeTried.current = true;
        resume();
        return;
      }
    }
    if (machineStep !== lastMachineStep.current) {
      // The machine moved (loaded, went on, went back): the URL follows.
      const first = lastMachineStep.current === undefined;
      lastMachineStep.current = machineStep;
      if (machineStep === urlStep && !(first && rewriteOnOpen)) return;
      latest.current.show(machineStep, first || machineStep === urlStep);
      return;
    }
    if (urlStep === machineStep) return;
    // The URL moved (back or forward): the machine follows one step at a time.
    const direction = order.indexOf(urlStep) < order.indexOf(machineStep) ? 'back' : 'continue';
    const now = latest.current.follow(direction);
    lastMachineStep.current = now;
    if (urlComesBack && now && now !== urlStep) latest.current.show(now, true);
  }, [machineStep, urlStep, settling]);
}
