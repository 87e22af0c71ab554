import { initialTransition, transition } from 'xstate';
import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';
import type { MachineEntry } from '../../../machines';
import { describeStateValue } from '../../lib/inspection';
import { describeEventType, formatDelay, resolveDelay } from './chart-model';

/**
 * The simulator computes each next state with XState's pure transition functions: no actor runs,
 * so no invoked actor starts, no timer is set and no action with side effects executes.
 */

export interface SimulationStep {
  snapshot: AnyMachineSnapshot;
  /** The event that led here; null for the initial state. */
  event: EventObject | null;
}

export interface SimulatedEvent {
  /** Unique among the current state's events. */
  key: string;
  /** The button's text: `cart.changed`, `after 300 ms`, `done: priceCart`. */
  label: string;
  /** The example payload in short, when there is one. */
  detail: string | null;
  event: EventObject;
  /** False when no transition would be taken (a guard is false for this payload). */
  enabled: boolean;
}

export function startSimulation(entry: MachineEntry): SimulationStep {
  const [snapshot] = initialTransition(entry.machine, entry.input as never);
  return { snapshot: snapshot as AnyMachineSnapshot, event: null };
}

/** The state ids the snapshot is in, the root included. */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).map((node) => node.id);
}

export { describeStateValue };

const MAX_DETAIL = 80;

/** A short, single-line form of an example payload. */
export function summarizePayload(event: EventObject): string | null {
  const rest = Object.fromEntries(Object.entries(event).filter(([key]) => key !== 'type'));
  if (Object.keys(rest).length === 0) return null;
  const text = JSON.stringify(rest);
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text;
}

function delayLabel(entry: MachineEntry, nodes: AnyStateNode[], eventType: string): string {
  for (const node of nodes) {
    for (const delayed of node.after as { delay: unknown; eventType: string }[]) {
      if (delayed.eventType !== eventType) continue;
      const ms = resolveDelay(entry.machine, delayed.delay);
      return ms === null ? `after ${String(delayed.delay)}` : `after ${formatDelay(ms)}`;
    }
  }
  return 'after delay';
}

function wouldTransition(entry: MachineEntry, snapshot: AnyMachineSnapshot, event: EventObject) {
  try {
    return (
      (entry.machine.getTransitionData(snapshot as never, event as never) as unknown[]).length > 0
    );
  } catch {
    // A guard that cannot read this payload does not let the event through.
    return false;
  }
}

/**
 * The events the current state handles, one button each: the registry's example payloads,
 * delays as `after N ms`, and invoked actors' done and error results.
 */
export function simulatedEvents(
  entry: MachineEntry,
  snapshot: AnyMachineSnapshot,
): SimulatedEvent[] {
  if (snapshot.status !== 'active') return [];
  const nodes = snapshot._nodes as AnyStateNode[];
  const types: string[] = [];
  for (const node of nodes) {
    for (const type of (node.transitions as Map<string, unknown>).keys()) {
      if (type !== '*' && !types.includes(type)) types.push(type);
    }
  }
  const result: SimulatedEvent[] = [];
  for (const type of types) {
    const examples = entry.events.filter((event) => event.type === type) as EventObject[];
    const described = describeEventType(type, (eventType) => delayLabel(entry, nodes, eventType));
    let candidates: EventObject[] = examples;
    if (candidates.length === 0) {
      if (described.kind === 'error') candidates = [{ type, error: 'example failure' } as never];
      else candidates = [{ type }];
    }
    candidates.forEach((event, index) => {
      result.push({
        key: `${type}#${index}`,
        label: described.text,
        detail: summarizePayload(event),
        event,
        enabled: wouldTransition(entry, snapshot, event),
      });
    });
  }
  return result;
}

/** Takes one event; the snapshot that follows (the same one when nothing handles it). */
export function simulateEvent(
  entry: MachineEntry,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): AnyMachineSnapshot {
  const [next] = transition(entry.machine, snapshot as never, event as never);
  return next as AnyMachineSnapshot;
}
