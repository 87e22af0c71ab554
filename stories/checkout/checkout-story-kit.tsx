import {
  RouterContextProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { InspectionEvent } from 'xstate';
import { checkoutExamples } from '../../machines';
import { checkoutMachine } from '../../machines/checkout.machine';
import type { CheckoutEvent, CheckoutInput } from '../../machines/checkout.machine';
import { CheckoutActor } from '../../src/features/checkout/checkout-actor';
import { CheckoutView } from '../../src/features/checkout/checkout-view';

const never = () => new Promise<never>(() => undefined);

/** The checkout machine with actors that never answer: the events below stand for their answers. */
export const storyCheckoutLogic = checkoutMachine.provide({
  actors: {
    loadCheckout: fromPromise(never),
    addAddress: fromPromise(never),
    checkDeliveryArea: fromPromise(never),
    loadSchedule: fromPromise(never),
    tokenizeCard: fromPromise(never),
    loadQuote: fromPromise(never),
    placeOrder: fromPromise(never),
  } as never,
});

/** The examples' cart (read-only there) as the machine's input. */
export const storyInput = {
  cart: checkoutExamples.cart,
  idempotencyKey: checkoutExamples.key,
} as unknown as CheckoutInput;

export type StoryEvent = { type: string; [key: string]: unknown };

const ex = checkoutExamples;
const loaded = {
  type: 'xstate.done.actor.loadCheckout',
  output: { addresses: [ex.address], cards: [ex.savedCard] },
};
const toDate = [
  loaded,
  { type: 'address.confirm' },
  { type: 'xstate.done.actor.checkDeliveryArea', output: ex.areaServed },
];
const scheduled = [
  ...toDate,
  { type: 'xstate.done.actor.loadSchedule', output: ex.schedule },
  { type: 'date.select', date: '2026-11-27', window: 'MORNING' },
];
const toAgreement = [...scheduled, { type: 'date.confirm' }];
const toPayment = [...toAgreement, { type: 'agreement.sign', name: 'Alex Tremblay' }];
const withNewCard = [...toPayment, { type: 'payment.enterCard', card: ex.card }];
const toReview = [
  ...withNewCard,
  { type: 'payment.confirm' },
  { type: 'xstate.done.actor.tokenizeCard', output: ex.token },
  { type: 'xstate.done.actor.loadQuote', output: ex.quote },
];

/** Event sequences that start the machine in each state a customer can see. */
export const storyPaths: Record<string, StoryEvent[]> = {
  loading: [],
  loadFailed: [{ type: 'xstate.error.actor.loadCheckout', error: 'network' }],
  addressInvalidPostalCode: [
    { type: 'xstate.done.actor.loadCheckout', output: { addresses: [], cards: [] } },
    { type: 'address.submit', address: ex.badDraft },
  ],
  addressOutsideArea: [
    loaded,
    { type: 'address.confirm' },
    { type: 'xstate.done.actor.checkDeliveryArea', output: ex.areaRefused },
  ],
  choosingDate: [...toDate, { type: 'xstate.done.actor.loadSchedule', output: ex.schedule }],
  agreement: toAgreement,
  payment: toPayment,
  paymentDeclined: [
    ...toReview,
    { type: 'order.place' },
    { type: 'xstate.error.actor.placeOrder', error: ex.declined },
  ],
  review: toReview,
  addressRefused: [
    ...toReview,
    { type: 'order.place' },
    { type: 'xstate.error.actor.placeOrder', error: ex.addressRefused },
  ],
  placing: [...toReview, { type: 'order.place' }],
  placeFailed: [
    ...toReview,
    { type: 'order.place' },
    { type: 'xstate.error.actor.placeOrder', error: 'network' },
  ],
  success: [
    ...toReview,
    { type: 'order.place' },
    { type: 'xstate.done.actor.placeOrder', output: ex.order },
  ],
};

/** A memory router around the screen, so its links (the logo, back to the cart) work. */
function StoryRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute(),
      history: createMemoryHistory({ initialEntries: ['/checkout'] }),
    }),
  );
  return <RouterContextProvider router={router}>{children}</RouterContextProvider>;
}

/** Sends the story's events to the actor above it, as if its actors had answered them. */
function Replay({ events, onDone }: { events: readonly StoryEvent[]; onDone: () => void }) {
  const actor = CheckoutActor.useActorRef();
  useEffect(() => {
    for (const event of events) actor.send(event as never);
    onDone();
  }, [actor, events, onDone]);
  return null;
}

/**
 * Renders the checkout screen after sending `events` to a fresh machine (no backend), provided
 * as the app provides it: `CheckoutActor.Provider` with the machine's actors swapped for fakes.
 * `onSend` hears every event the screen sends afterwards.
 */
export function CheckoutAtState({
  events,
  onSend,
  logic = storyCheckoutLogic,
}: {
  events: readonly StoryEvent[];
  onSend?: (event: CheckoutEvent) => void;
  /** The machine as provided; default: {@link storyCheckoutLogic}. */
  logic?: typeof storyCheckoutLogic;
}) {
  const [ready, setReady] = useState(events.length === 0);
  const recording = useRef(events.length === 0);
  const onSendRef = useRef(onSend);
  onSendRef.current = onSend;
  const [options] = useState(() => ({
    input: storyInput,
    // Events sent from outside the actor after the replay: the ones the screen sent.
    inspect: (inspection: InspectionEvent) => {
      if (
        recording.current &&
        inspection.type === '@xstate.event' &&
        inspection.sourceRef === undefined &&
        !inspection.event.type.startsWith('xstate.')
      )
        onSendRef.current?.(inspection.event as CheckoutEvent);
    },
  }));
  const replayed = useCallback(() => {
    recording.current = true;
    setReady(true);
  }, []);
  return (
    <StoryRouter>
      <CheckoutActor.Provider logic={logic} options={options}>
        {events.length > 0 ? <Replay events={events} onDone={replayed} /> : null}
        {ready ? <CheckoutView depotHour={() => 8} /> : null}
      </CheckoutActor.Provider>
    </StoryRouter>
  );
}
