import { assign, fromPromise } from 'xstate';
import type { EventObject, MachineContext } from 'xstate';

/**
 * What the post-purchase flows that book a crew visit share (returns, swaps, moves). They start
 * by loading what the customer holds (`loading`: nothing held, or on to the flow's first step,
 * or `loadFailed`). Once the customer has chosen, the server prices the request (`quoting`, or
 * `quoteFailed` with a retry), the customer reviews it and confirms, and the booking is placed
 * once (`placing`, then the final `placed`). A booking refused for its day or window goes back to
 * the step before the quote with the message on that field; any other refusal stays on the
 * review with the problem.
 */

/** What such a flow keeps in its context. */
export interface BookingFlowContext extends MachineContext {
  step: string;
  fieldErrors: Record<string, string>;
  quote: unknown;
  placed: unknown;
  problem: unknown;
  idempotencyKey: string;
}

/** An actor the app provides (`machine.provide`, tests their own): until then, calling it fails. */
export const providedByApp = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the app`);
  });

/** A refusal: the server's message and, when it names one, the field it refused. */
export interface FlowProblem {
  message: string;
  field?: string | undefined;
}

/** Whatever an actor threw, as the flow's problem: the server's message, or a generic one. */
export function problemOf<TProblem extends { message: string }>(error: unknown): TProblem {
  return error && typeof error === 'object' && 'message' in error
    ? (error as TProblem)
    : ({ message: 'Something went wrong. Please try again.' } as TProblem);
}

/** How a flow starts: the names it gives the loading actor, its guards and its first steps. */
export interface LoadFlow {
  /** The loading actor (the invoke's id and src). */
  src: string;
  /** The guard telling that nothing is held (given the start), and the state that says so. */
  isEmpty: { guard: string; state: string };
  /** Where the start leads otherwise, the first that applies (a guard is given the start). */
  then: readonly { guard?: string; target: string; enter?: string }[];
}

/** The names a flow gives the quote-and-book states: events, actors, guard, the step before. */
export interface QuoteAndBookFlow<TContext> {
  /** The flow's events are `<prefix>.retry`, `<prefix>.back` and `<prefix>.confirm`. */
  prefix: string;
  /** The step before the quote: its state and the action that enters it. */
  before: { state: string; enter: string };
  /** The pricing actor (the invoke's id and src), its input and the action a retry runs. */
  quote: {
    id: string;
    src: string;
    input: (args: { context: TContext }) => unknown;
    retry: string;
  };
  /** The booking actor (id and src), its input and the guard telling a refused day or window. */
  book: { src: string; input: (args: { context: TContext }) => unknown; isDayProblem: string };
}

/** The guard and the entering action a branch of `LoadFlow['then']` names, if it names them. */
type GuardOf<TBranch> = TBranch extends { guard: infer TGuard } ? TGuard : never;
type EnterOf<TBranch> = TBranch extends { enter: infer TEnter } ? TEnter : never;

/** One transition config under an event name only known as a type parameter. */
const on = <TKey extends string, TTransition>(key: TKey, transition: TTransition) =>
  ({ [key]: transition }) as Record<TKey, TTransition>;

/**
 * The shared states and actions of a flow whose context is `TContext`, whose events are `TEvent`
 * and whose loading actor answers `TStart`. The actions are named as the states refer to them
 * (`rememberProblem`, `rememberQuote`, `enterReview`, `showPlaceProblem`, `rememberPlaced`);
 * `showPlaceProblem` puts a refused day or window on the field the flow names. The flow itself
 * provides `rememberStart` (given the start).
 */
export function bookingFlow<
  TContext extends BookingFlowContext,
  TEvent extends EventObject,
  TStart,
>(
  asProblem: (error: unknown) => NonNullable<TContext['problem']> & FlowProblem,
  placeProblemField: (problem: FlowProblem) => string,
) {
  type Quote = NonNullable<TContext['quote']>;
  type Placed = NonNullable<TContext['placed']>;
  const change = (update: Partial<BookingFlowContext>) => update as Partial<TContext>;

  /** The context the shared states start from (the flow's own fields come before it). */
  const startContext = (idempotencyKey: string) =>
    ({
      quote: null,
      fieldErrors: {},
      problem: null,
      idempotencyKey,
      placed: null,
    }) as Pick<TContext, 'quote' | 'fieldErrors' | 'problem' | 'idempotencyKey' | 'placed'>;

  const actions = {
    rememberProblem: assign<TContext, TEvent, { error: unknown }, TEvent, never>((_args, params) =>
      change({ problem: asProblem(params.error) }),
    ),
    rememberQuote: assign<TContext, TEvent, { quote: Quote }, TEvent, never>((_args, params) =>
      change({ quote: params.quote }),
    ),
    enterReview: assign<TContext, TEvent, undefined, TEvent, never>(() =>
      change({ step: 'review', problem: null }),
    ),
    showPlaceProblem: assign<TContext, TEvent, { error: unknown }, TEvent, never>(
      (_args, params) => {
        const problem = asProblem(params.error);
        return change({
          fieldErrors: { [placeProblemField(problem)]: problem.message },
          problem: null,
        });
      },
    ),
    rememberPlaced: assign<TContext, TEvent, { placed: Placed }, TEvent, never>((_args, params) =>
      change({ placed: params.placed, problem: null }),
    ),
  };

  const rememberProblem = () =>
    ({
      type: 'rememberProblem',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    }) as const;

  /** The `loading` state. */
  function loading<const TLoad extends LoadFlow>(load: TLoad) {
    type Then = TLoad['then'][number];
    const start = ({ event }: { event: { output: TStart } }) => ({ start: event.output });
    const rememberStart = () => ({ type: 'rememberStart', params: start }) as const;
    type Branch = {
      guard?: { type: GuardOf<Then>; params: typeof start };
      target: Then['target'];
      actions:
        | ReturnType<typeof rememberStart>
        | readonly [ReturnType<typeof rememberStart>, EnterOf<Then>];
    };
    const branches = load.then.map((then): Branch => {
      const enter = then.enter as EnterOf<Then> | undefined;
      const actions = enter ? ([rememberStart(), enter] as const) : rememberStart();
      const guard = then.guard as GuardOf<Then> | undefined;
      return guard
        ? { guard: { type: guard, params: start }, target: then.target, actions }
        : { target: then.target, actions };
    });
    return {
      invoke: {
        id: load.src as TLoad['src'],
        src: load.src as TLoad['src'],
        onDone: [
          {
            guard: { type: load.isEmpty.guard as TLoad['isEmpty']['guard'], params: start },
            target: load.isEmpty.state as TLoad['isEmpty']['state'],
            actions: rememberStart(),
          },
          ...branches,
        ],
        onError: { target: 'loadFailed', actions: rememberProblem() },
      },
    } as const;
  }

  /** The states quoting, quoteFailed, review, placing and placed, in that order. */
  function quoteAndBook<const TFlow extends QuoteAndBookFlow<TContext>>(flow: TFlow) {
    const retry = `${flow.prefix}.retry` as `${TFlow['prefix']}.retry`;
    const back = `${flow.prefix}.back` as `${TFlow['prefix']}.back`;
    const confirm = `${flow.prefix}.confirm` as `${TFlow['prefix']}.confirm`;
    const goBack = () => ({
      target: flow.before.state as TFlow['before']['state'],
      actions: flow.before.enter as TFlow['before']['enter'],
    });
    return {
      quoting: {
        invoke: {
          id: flow.quote.id as TFlow['quote']['id'],
          src: flow.quote.src as TFlow['quote']['src'],
          input: flow.quote.input as TFlow['quote']['input'],
          onDone: {
            target: 'review',
            actions: [
              {
                type: 'rememberQuote',
                params: ({ event }: { event: { output: Quote } }) => ({ quote: event.output }),
              },
              'enterReview',
            ],
          },
          onError: { target: 'quoteFailed', actions: rememberProblem() },
        },
      },
      quoteFailed: {
        on: {
          ...on(retry, {
            target: 'quoting',
            actions: flow.quote.retry as TFlow['quote']['retry'],
          }),
          ...on(back, goBack()),
        },
      },
      review: {
        on: {
          ...on(confirm, { target: 'placing' }),
          ...on(back, goBack()),
        },
      },
      placing: {
        invoke: {
          id: flow.book.src as TFlow['book']['src'],
          src: flow.book.src as TFlow['book']['src'],
          input: flow.book.input as TFlow['book']['input'],
          onDone: {
            target: 'placed',
            actions: {
              type: 'rememberPlaced',
              params: ({ event }: { event: { output: Placed } }) => ({ placed: event.output }),
            },
          },
          onError: [
            {
              guard: {
                type: flow.book.isDayProblem as TFlow['book']['isDayProblem'],
                params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
              },
              target: flow.before.state as TFlow['before']['state'],
              actions: [
                flow.before.enter as TFlow['before']['enter'],
                {
                  type: 'showPlaceProblem',
                  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
                },
              ],
            },
            { target: 'review', actions: rememberProblem() },
          ],
        },
      },
      placed: {
        type: 'final',
      },
    } as const;
  }

  return { startContext, actions, loading, quoteAndBook };
}
