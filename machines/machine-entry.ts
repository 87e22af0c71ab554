import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';

/** An event a tester or the visualizer may send, with an example payload. */
export interface ExampleEvent {
  type: string;
  [key: string]: unknown;
}

export interface MachineEntry {
  /** The file name in machines/, without `.machine.ts`. */
  id: string;
  title: string;
  purpose: string;
  machine: AnyStateMachine;
  /** Input used to start the machine in tests and the visualizer. */
  input?: unknown;
  events: ExampleEvent[];
  /** How the model tells states apart, when context grows without bound (counters, clocks). */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /** A rule that must hold in every reached state: returns what is wrong, or null. */
  invariant?: (snapshot: AnyMachineSnapshot, event: ExampleEvent) => string | null;
}

/**
 * How a machine is explored by its model-based tests and the visualizer: its input, the example
 * events to send, and optionally how to tell states apart and what must hold in each.
 */
export type MachineModel = Pick<MachineEntry, 'input' | 'events' | 'serialize' | 'invariant'>;
