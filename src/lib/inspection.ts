import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';

/**
 * The live inspector's hub. With `?inspect` in the address when the page loads, every actor the
 * app creates passes `inspector()` as its `inspect` option and the hub keeps each machine
 * actor's current state and recent events for the inspector panel. Without `?inspect`,
 * `inspector()` is undefined and nothing is recorded.
 */

/** How many recent events each actor keeps. */
export const RECENT_EVENTS = 12;

export interface InspectedEvent {
  /** The event type as people read it: `cart.changed`, `after debounce`, `done: priceCart`. */
  label: string;
  type: string;
  /** The state after the event. */
  state: string;
  at: number;
}

export interface InspectedActor {
  sessionId: string;
  /** The machine's id (`cartQuote`). */
  machineId: string;
  state: string;
  status: 'active' | 'done' | 'error' | 'stopped';
  /** Child actors running now (invoked or spawned), by id. */
  children: string[];
  events: InspectedEvent[];
  /** Context as JSON, cut short. */
  context: string;
}

type Listener = () => void;

let enabled: boolean | undefined;
let actors: InspectedActor[] = [];
const listeners = new Set<Listener>();

/**
 * A server that serves the statechart tools (`STATECHARTS_ENABLED`, off in production) puts
 * `<meta name="live-inspector" content="on">` in every page's head (server/site/site-plugin.ts).
 * A built app inspects only where it is: in production `?inspect` does nothing, so no one can put
 * a machine's context on screen there. Vite's development server (never production) allows it.
 */
function inspectorAllowed(): boolean {
  if (import.meta.env.DEV) return true;
  return (
    typeof document !== 'undefined' &&
    document.querySelector('meta[name="live-inspector"][content="on"]') !== null
  );
}

/**
 * True when the page was opened with `?inspect` on a server that allows the inspector (kept for
 * the rest of the page's life).
 */
export function isInspecting(): boolean {
  if (enabled === undefined) {
    enabled =
      typeof location !== 'undefined' &&
      new URLSearchParams(location.search).has('inspect') &&
      inspectorAllowed();
  }
  return enabled;
}

/** Turns inspection on or off by hand (tests and stories). Clears what was recorded. */
export function setInspecting(on: boolean): void {
  enabled = on;
  actors = [];
  emit();
}

function emit() {
  for (const listener of listeners) listener();
}

/** The actors seen so far, newest state first per actor; a new array after every change. */
export function getInspectedActors(): readonly InspectedActor[] {
  return actors;
}

export function subscribeInspection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A state value as a path: `promotions.rotating`, or `{ a, b.c }` for parallel states. */
export function describeStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(([key, child]) => {
      const inner = describeStateValue(child);
      return inner === '' ? key : `${key}.${inner}`;
    });
    return parts.length === 1 ? (parts[0] ?? '') : `{ ${parts.join(', ')} }`;
  }
  return '';
}

/** XState's built-in event types in words. */
export function describeEvent(type: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  if (type.startsWith('xstate.done.actor.'))
    return `done: ${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.'))
    return `error: ${type.slice('xstate.error.actor.'.length)}`;
  if (type === 'xstate.init') return 'start';
  if (type === 'xstate.stop') return 'stop';
  return type;
}

const MAX_CONTEXT = 2000;

/** Keys whose values the inspector never shows: credentials and card details. */
const SECRET_KEY = /token|password|secret|cvc|cvv|card.?number|authorization|cookie/i;
/** A JSON Web Token (header.payload.signature), wherever it sits. */
const JWT = /^[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}$/;
export const HIDDEN = '[hidden]';

function contextText(context: unknown): string {
  try {
    const text = JSON.stringify(
      context,
      (key, value: unknown) => {
        if (key !== '' && SECRET_KEY.test(key) && value !== null && value !== undefined) {
          return HIDDEN;
        }
        if (typeof value === 'string' && JWT.test(value)) return HIDDEN;
        return value && typeof value === 'object' && 'sessionId' in value && 'send' in value
          ? `[actor ${String((value as { id?: unknown }).id ?? '')}]`
          : value;
      },
      2,
    );
    return text.length > MAX_CONTEXT ? `${text.slice(0, MAX_CONTEXT)}\n…` : text;
  } catch {
    return '(context cannot be shown)';
  }
}

interface MachineLikeSnapshot {
  value?: unknown;
  status?: InspectedActor['status'];
  context?: unknown;
  children?: Record<string, unknown>;
}

function isMachineActor(actorRef: AnyActorRef): boolean {
  const logic = (actorRef as { logic?: { root?: unknown; id?: unknown } }).logic;
  return Boolean(logic && logic.root && typeof logic.id === 'string');
}

function update(sessionId: string, change: (actor: InspectedActor) => InspectedActor) {
  let changed = false;
  actors = actors.map((actor) => {
    if (actor.sessionId !== sessionId) return actor;
    changed = true;
    return change(actor);
  });
  if (changed) emit();
}

function record(event: InspectionEvent) {
  const actorRef = event.actorRef as AnyActorRef;
  if (!isMachineActor(actorRef)) return;
  if (event.type === '@xstate.actor') {
    if (actors.some((actor) => actor.sessionId === actorRef.sessionId)) return;
    const machineId = String((actorRef as unknown as { logic: { id: string } }).logic.id);
    actors = [
      ...actors,
      {
        sessionId: actorRef.sessionId,
        machineId,
        state: '',
        status: 'active',
        children: [],
        events: [],
        context: '',
      },
    ];
    emit();
    // A stopped actor (a page left, a component unmounted) leaves the list of running actors.
    const observer: Partial<Observer<unknown>> = {
      complete: () =>
        update(actorRef.sessionId, (actor) =>
          actor.status === 'active' ? { ...actor, status: 'stopped' } : actor,
        ),
      error: () => update(actorRef.sessionId, (actor) => ({ ...actor, status: 'error' })),
    };
    actorRef.subscribe(observer);
    return;
  }
  if (event.type === '@xstate.snapshot') {
    const snapshot = event.snapshot as MachineLikeSnapshot;
    const state = describeStateValue(snapshot.value);
    update(actorRef.sessionId, (actor) => ({
      ...actor,
      state,
      status: snapshot.status ?? actor.status,
      children: Object.keys(snapshot.children ?? {}),
      context: contextText(snapshot.context),
      events: [
        {
          label: describeEvent(event.event.type),
          type: event.event.type,
          state,
          at: Date.now(),
        },
        ...actor.events,
      ].slice(0, RECENT_EVENTS),
    }));
  }
}

/**
 * The `inspect` option for `createActor`, `useActorRef` and `useMachine`: the hub's recorder
 * while the page is inspected, otherwise undefined (no inspection at all).
 */
export function inspector(): ((event: InspectionEvent) => void) | undefined {
  return isInspecting() ? record : undefined;
}
