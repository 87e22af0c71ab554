import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** What a state is, as the drawing shows it. */
export type ChartStateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** The state node's id (`cartQuote.debouncing`), unique in the machine. */
  id: string;
  /** Its key in its parent (`debouncing`); the machine's id for the root. */
  key: string;
  kind: ChartStateKind;
  /** The child entered first (compound states only). */
  initialId: string | null;
  /** Actors invoked while in this state (`priceCart`). */
  invokes: string[];
  /** Transitions that stay in this state (no target): shown inside the state. */
  internal: string[];
  children: ChartState[];
  /** True for the regions of a parallel state, drawn with a dashed border. */
  isRegion: boolean;
}

export type ChartTransitionKind = 'event' | 'after' | 'done' | 'error' | 'always';

export interface ChartTransition {
  id: string;
  sourceId: string;
  targetIds: string[];
  eventType: string;
  kind: ChartTransitionKind;
  /** The guard's name, if the transition is guarded. */
  guard: string | null;
  /** For delayed transitions: the delay in milliseconds, when it is known without context. */
  delayMs: number | null;
  /** The text on the arrow: `cart.changed [isCartEmpty]`, `after 300 ms`, `done: priceCart`. */
  label: string;
}

export interface ChartModel {
  root: ChartState;
  transitions: ChartTransition[];
}

interface TransitionDefinitionLike {
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  actions?: readonly unknown[];
  reenter?: boolean;
}

interface DelayedTransitionLike extends TransitionDefinitionLike {
  delay: unknown;
}

/** The name of a guard as written in the machine (`isCartEmpty`), or `guard` for inline ones. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard)
    return String((guard as { type: unknown }).type);
  if (typeof guard === 'function' && guard.name) return guard.name;
  return 'guard';
}

function actionName(action: unknown): string | null {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && 'type' in action)
    return String((action as { type: unknown }).type);
  if (typeof action === 'function') {
    const name = (action as { type?: unknown; name?: string }).type ?? action.name;
    return typeof name === 'string' && name !== '' ? name.replace(/^xstate\./, '') : null;
  }
  return null;
}

/** A named or literal delay in milliseconds, or null when it depends on context. */
export function resolveDelay(machine: AnyStateMachine, delay: unknown): number | null {
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'string') {
    const named = (machine.implementations.delays as Record<string, unknown>)[delay];
    if (typeof named === 'number') return named;
    const asNumber = Number(delay);
    return Number.isFinite(asNumber) ? asNumber : null;
  }
  return null;
}

/** How a delay reads for a person: `300 ms`, `3 s`. */
export function formatDelay(ms: number): string {
  if (ms >= 1000 && ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

/** The words for an event type: delays, actor results and eventless transitions read plainly. */
export function describeEventType(
  eventType: string,
  delayLabel: (eventType: string) => string | null = () => null,
): { kind: ChartTransitionKind; text: string } {
  if (eventType === '') return { kind: 'always', text: 'always' };
  if (eventType.startsWith('xstate.after.'))
    return { kind: 'after', text: delayLabel(eventType) ?? 'after delay' };
  if (eventType.startsWith('xstate.done.actor.'))
    return { kind: 'done', text: `done: ${eventType.slice('xstate.done.actor.'.length)}` };
  if (eventType.startsWith('xstate.error.actor.'))
    return { kind: 'error', text: `error: ${eventType.slice('xstate.error.actor.'.length)}` };
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'done', text: 'done' };
  if (eventType === '*') return { kind: 'event', text: 'any event' };
  return { kind: 'event', text: eventType };
}

function childNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>);
}

function kindOf(node: AnyStateNode): ChartStateKind {
  if (node.type === 'parallel') return 'parallel';
  if (node.type === 'final') return 'final';
  if (node.type === 'history') return 'history';
  if (node.type === 'compound') return 'compound';
  return 'atomic';
}

function invokeName(invoke: { id: string; src: unknown }): string {
  return typeof invoke.src === 'string' && invoke.src !== invoke.id
    ? `${invoke.id} (${invoke.src})`
    : invoke.id;
}

/**
 * Reads a machine's structure (states, nesting, initial states, invoked actors, every transition
 * with its event, guard and delay) into a plain model the drawing and the simulator share.
 */
export function buildChartModel(machine: AnyStateMachine): ChartModel {
  const transitions: ChartTransition[] = [];
  let counter = 0;

  const delayLabels = new Map<string, string>();
  const delayMs = new Map<string, number | null>();

  function visit(node: AnyStateNode, isRegion: boolean): ChartState {
    for (const delayed of node.after as DelayedTransitionLike[]) {
      const ms = resolveDelay(machine, delayed.delay);
      delayMs.set(delayed.eventType, ms);
      delayLabels.set(
        delayed.eventType,
        ms === null ? `after ${String(delayed.delay)}` : `after ${formatDelay(ms)}`,
      );
    }
    const internal: string[] = [];
    const all: TransitionDefinitionLike[] = [
      ...[...(node.transitions as Map<string, TransitionDefinitionLike[]>).values()].flat(),
      ...((node.always ?? []) as TransitionDefinitionLike[]),
    ];
    for (const definition of all) {
      const { kind, text } = describeEventType(
        definition.eventType,
        (type) => delayLabels.get(type) ?? null,
      );
      const guard = definition.guard ? guardName(definition.guard) : null;
      const label = guard ? `${text} [${guard}]` : text;
      const targets = definition.target ?? [];
      if (targets.length === 0) {
        const actions = (definition.actions ?? [])
          .map(actionName)
          .filter((name): name is string => name !== null);
        internal.push(actions.length > 0 ? `${label} / ${actions.join(', ')}` : label);
        continue;
      }
      transitions.push({
        id: `t${counter++}`,
        sourceId: node.id,
        targetIds: targets.map((target) => target.id),
        eventType: definition.eventType,
        kind,
        guard,
        delayMs: delayMs.get(definition.eventType) ?? null,
        label,
      });
    }
    const children = childNodes(node);
    const initialTarget = (node.initial as { target?: readonly AnyStateNode[] } | undefined)
      ?.target?.[0];
    return {
      id: node.id,
      key: node.parent ? node.key : node.id,
      kind: kindOf(node),
      initialId: node.type === 'compound' && initialTarget ? initialTarget.id : null,
      invokes: (node.invoke as { id: string; src: unknown }[]).map(invokeName),
      internal,
      children: children.map((child) => visit(child, node.type === 'parallel')),
      isRegion,
    };
  }

  const root = visit(machine.root, false);
  return { root, transitions };
}

/** Every state of the model, depth first. */
export function allStates(state: ChartState): ChartState[] {
  return [state, ...state.children.flatMap(allStates)];
}
