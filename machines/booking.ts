/**
 * The transitions the five booking flows (returns, swaps, moves, buyouts, partner billing) write
 * the same way, as plain state-config fragments for each machine's own file (decision 176): a
 * call that failed keeps its problem (`problemAt`), a quote that answered is kept (`quotedAt`).
 * They name the actions `rememberProblem` (params `{ error }`) and `rememberQuote` (params
 * `{ quote }`), which each machine declares in its `setup`; the machine's types check the
 * fragment where it is used. Paying by card is `machines/card-payment.ts`.
 */

/** A call that failed: its problem is kept (`rememberProblem`) and shown at `target`. */
export function problemAt<const TTarget extends string>(target: TTarget) {
  return { target, actions: { type: 'rememberProblem', params: errorOfEvent } } as const;
}

/** A quote that answered: kept (`rememberQuote`), then `then` (the step's entry), at `target`. */
export function quotedAt<const TTarget extends string, const TThen extends readonly string[]>(
  target: TTarget,
  ...then: TThen
) {
  return {
    target,
    actions: [{ type: 'rememberQuote', params: quoteOfEvent }, ...then],
  } as const;
}

function errorOfEvent({ event }: { event: { error: unknown } }) {
  return { error: event.error };
}

function quoteOfEvent<TQuote>({ event }: { event: { output: TQuote } }) {
  return { quote: event.output };
}
