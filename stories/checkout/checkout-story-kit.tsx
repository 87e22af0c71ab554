import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { checkoutExamples } from '../../machines';
import { checkoutMachine } from '../../machines/checkout.machine';
import type { CheckoutEvent } from '../../machines/checkout.machine';
import { CheckoutView } from '../../src/features/checkout/checkout-view';

const never = () => new Promise<never>(() => undefined);

/** The checkout machine with actors that never answer: the events below stand for their answers. */
export const storyCheckoutLogic = checkoutMachine.provide({
  actors: {
    loadCheckout: fromPromise(never),
    addAddress: fromPromise(never),
    loadSchedule: fromPromise(never),
    tokenizeCard: fromPromise(never),
    loadQuote: fromPromise(never),
    placeOrder: fromPromise(never),
  } as never,
});

export const storyInput = { cart: checkoutExamples.cart, idempotencyKey: checkoutExamples.key };

export type StoryEvent = { type: string; [key: string]: unknown };

const ex = checkoutExamples;
const loaded = {
  type: 'xstate.done.actor.loadCheckout',
  output: { addresses: [ex.address], cards: [ex.savedCard] },
};
const toDate = [loaded, { type: 'address.confirm' }];
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

/** Renders the checkout screen after sending `events` to a fresh machine (no backend). */
export function CheckoutAtState({
  events,
  onSend,
}: {
  events: readonly StoryEvent[];
  onSend?: (event: CheckoutEvent) => void;
}) {
  const actor = useActorRef(storyCheckoutLogic, { input: storyInput as never });
  const [ready, setReady] = useState(events.length === 0);
  useEffect(() => {
    for (const event of events) actor.send(event as never);
    setReady(true);
  }, [actor, events]);
  const snapshot = useSelector(actor, (state) => state);
  if (!ready) return null;
  return (
    <CheckoutView
      state={snapshot}
      send={(event) => {
        onSend?.(event);
        actor.send(event);
      }}
      depotHour={() => 8}
    />
  );
}
