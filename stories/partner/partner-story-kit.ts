import { createActor, fromPromise, waitFor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { CardDraft, CardToken } from '../../machines/checkout-types';
import { partnerExamples } from '../../machines/examples/partner-examples';
import { partnerMachine } from '../../machines/partner.machine';
import type {
  CompletePartnerInput,
  PartnerEvent,
  PartnerInput,
  PartnerOrderSummary,
  PartnerStart,
  SavePartnerAddressInput,
} from '../../machines/partner.machine';

export type PartnerSnapshot = SnapshotFrom<typeof partnerMachine>;

export interface PartnerScenario {
  input?: Partial<PartnerInput>;
  /** What loading answers; an Error fails it; 'never' keeps it loading. */
  start?: PartnerStart | Error | 'never';
  saveAddress?: PartnerOrderSummary | Error | 'never';
  tokenize?: CardToken | Error | 'never';
  complete?: PartnerOrderSummary | Error | 'never';
  events?: PartnerEvent[];
  /** The state to stop in. */
  until: keyof typeof partnerMachine.root.states;
}

const never = <T>() => new Promise<T>(() => undefined);

function answer<T>(value: T | Error | 'never' | undefined, fallback: T): Promise<T> {
  if (value === 'never') return never<T>();
  if (value instanceof Error) return Promise.reject(value);
  return Promise.resolve(value ?? fallback);
}

/** Runs the real partner machine with fake actors until it reaches `until`, for a story. */
export async function reachPartner(scenario: PartnerScenario): Promise<PartnerSnapshot> {
  const machine = partnerMachine.provide({
    actors: {
      loadPartner: fromPromise<PartnerStart, void>(() =>
        answer(scenario.start, partnerExamples.start),
      ),
      savePartnerAddress: fromPromise<PartnerOrderSummary, SavePartnerAddressInput>(() =>
        answer(scenario.saveAddress, partnerExamples.addressed),
      ),
      tokenizeCard: fromPromise<CardToken, { card: CardDraft }>(() =>
        answer(scenario.tokenize, {
          source: 'tok_story',
          card: { brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2034 },
        }),
      ),
      completePartner: fromPromise<PartnerOrderSummary, CompletePartnerInput>(() =>
        answer(scenario.complete, partnerExamples.confirmed),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { step: 'address', ...scenario.input },
  }).start();
  if (scenario.start !== 'never') {
    await waitFor(actor, (snapshot) => !snapshot.matches('loading'), { timeout: 2000 });
  }
  for (const event of scenario.events ?? []) {
    actor.send(event);
    await Promise.resolve();
  }
  await waitFor(actor, (snapshot) => snapshot.value === scenario.until, { timeout: 2000 });
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

/** A problem as src/api's CallFailure carries it. */
export function failure(message: string, field?: string, code?: string): Error {
  return Object.assign(new Error(message), { field, code });
}
