import type { AnyStateMachine } from 'xstate';
import { promoBarMachine } from './promo-bar.machine';

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
}

/** Every machine of the product. A test fails when a machine file is missing here. */
export const machineRegistry: MachineEntry[] = [
  {
    id: 'promo-bar',
    title: 'Promo bar',
    purpose:
      'Rotates the header promotions every 3 seconds and shows the billing alert to delinquent customers.',
    machine: promoBarMachine,
    input: {},
    events: [
      { type: 'promo.delinquencyChanged', delinquent: true },
      { type: 'promo.delinquencyChanged', delinquent: false },
      { type: 'promo.pause' },
      { type: 'promo.resume' },
      { type: 'promo.next' },
    ],
  },
];
