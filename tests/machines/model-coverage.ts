import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { ExampleEvent, MachineEntry } from '../../machines';

export interface CoverageReport {
  id: string;
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: string[] };
  paths: number;
  invariantFailures: string[];
}

interface TransitionLike {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [
    node,
    ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allStateNodes),
  ];
}

function describeTransition(transition: TransitionLike, index: number): string {
  const targets = transition.target?.map((target) => `#${target.id}`).join(',') ?? '(stay)';
  const guard = transition.guard ? ` [${guardName(transition.guard)}]` : '';
  return `#${transition.source.id} --${transition.eventType || 'always'}${guard}--> ${targets} (${index})`;
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard)
    return String((guard as { type: unknown }).type);
  return 'guard';
}

/** Events a tester may send plus what the machine itself implies: delays, and actor errors. */
export function eventsFor(entry: MachineEntry): ExampleEvent[] {
  const events = [...entry.events];
  const types = new Set(events.map((event) => event.type));
  for (const node of allStateNodes(entry.machine.root)) {
    for (const delayed of node.after) {
      if (!types.has(delayed.eventType)) {
        events.push({ type: delayed.eventType });
        types.add(delayed.eventType);
      }
    }
    for (const invoke of node.invoke) {
      const errorType = `xstate.error.actor.${invoke.id}`;
      if (!types.has(errorType)) {
        events.push({ type: errorType, error: 'example failure' });
        types.add(errorType);
      }
    }
  }
  return events;
}

/**
 * Builds the paths of a registered machine with xstate/graph and measures which state nodes
 * and which transitions (each event, guard branch, delay, actor done and error) they take.
 */
export function measureCoverage(entry: MachineEntry): CoverageReport {
  const machine: AnyStateMachine = entry.machine;
  const events = eventsFor(entry);
  const options = {
    events: events as never,
    input: entry.input as never,
    ...(entry.serialize ? { serializeState: entry.serialize as never } : {}),
  };
  const paths = [...getShortestPaths(machine, options), ...getSimplePaths(machine, options)];

  const nodes = allStateNodes(machine.root);
  const transitions: TransitionLike[] = nodes.flatMap((node) => [
    ...[...(node.transitions as Map<string, TransitionLike[]>).values()].flat(),
    ...((node.always ?? []) as TransitionLike[]),
  ]);
  const coveredNodes = new Set<string>();
  const coveredTransitions = new Set<TransitionLike>();
  const invariantFailures: string[] = [];

  // Every edge of the reachable graph: a generated path reaches its source (the shortest path
  // to that state) and takes it with its event, so each covered transition is run by a path.
  const adjacency = getAdjacencyMap(machine, options) as Record<
    string,
    {
      state: AnyMachineSnapshot;
      transitions: Record<string, { event: ExampleEvent; state: AnyMachineSnapshot }>;
    }
  >;
  for (const { state, transitions: edges } of Object.values(adjacency)) {
    for (const node of state._nodes as AnyStateNode[]) coveredNodes.add(node.id);
    for (const edge of Object.values(edges)) {
      const taken = machine.getTransitionData(
        state as never,
        edge.event as EventObject,
      ) as TransitionLike[];
      for (const transition of taken) {
        coveredTransitions.add(transition);
        // An eventless transition out of a state entered here is taken at once.
        for (const target of transition.target ?? []) {
          for (const always of (target.always ?? []) as TransitionLike[])
            coveredTransitions.add(always);
          if (target.always?.length) coveredNodes.add(target.id);
        }
      }
      const problem = entry.invariant?.(edge.state, edge.event);
      if (problem)
        invariantFailures.push(
          `${edge.event.type} from ${JSON.stringify(state.value)}: ${problem}`,
        );
    }
  }
  for (const path of paths) {
    for (const step of path.steps) {
      const problem = entry.invariant?.(
        step.state as AnyMachineSnapshot,
        step.event as ExampleEvent,
      );
      if (problem)
        invariantFailures.push(`${path.steps.map((s) => s.event.type).join(' > ')}: ${problem}`);
    }
  }

  return {
    id: entry.id,
    states: {
      total: nodes.length,
      covered: nodes.filter((node) => coveredNodes.has(node.id)).length,
      missing: nodes.filter((node) => !coveredNodes.has(node.id)).map((node) => `#${node.id}`),
    },
    transitions: {
      total: transitions.length,
      covered: transitions.filter((transition) => coveredTransitions.has(transition)).length,
      missing: transitions
        .map((transition, index) => [transition, index] as const)
        .filter(([transition]) => !coveredTransitions.has(transition))
        .map(([transition, index]) => describeTransition(transition, index)),
    },
    paths: paths.length,
    invariantFailures,
  };
}

export function coverageTable(reports: readonly CoverageReport[]): string {
  const rows = reports.map((report) => [
    report.id,
    `${report.states.covered}/${report.states.total}`,
    `${report.transitions.covered}/${report.transitions.total}`,
    `${Math.floor((100 * (report.states.covered + report.transitions.covered)) / (report.states.total + report.transitions.total))}%`,
    String(report.paths),
  ]);
  const header = ['machine', 'states', 'transitions', 'covered', 'paths run'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}
