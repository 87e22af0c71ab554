import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout.machine';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * The checkout's actor, for the screens under it. The page provides it with the app's actors
 * (`logic={checkoutLogic}`), stories and tests with fakes; the screens read it through
 * `CheckoutActor.useSelector` and ask `snapshot.can(event)` before offering an action.
 */
export const CheckoutActor = createActorContext(checkoutMachine);

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The steps the customer sees, in order (each named by its message); `agreement` only when the cart holds subscriptions. */
export const CHECKOUT_STEPS = [
  ['address', m.checkout_step_address],
  ['schedule', m.checkout_step_schedule],
  ['agreement', m.checkout_step_agreement],
  ['payment', m.checkout_step_payment],
  ['review', m.checkout_step_review],
] as const;

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number][0];

/** The step a machine state belongs to (saving or checking an address is still the address step, …). */
export function checkoutStep(snapshot: CheckoutSnapshot): CheckoutStep {
  if (
    snapshot.matches('address') ||
    snapshot.matches('savingAddress') ||
    snapshot.matches('checkingArea')
  )
    return 'address';
  if (snapshot.matches('schedule')) return 'schedule';
  if (snapshot.matches('agreement')) return 'agreement';
  if (snapshot.matches('payment') || snapshot.matches('tokenizing')) return 'payment';
  return 'review';
}

/** Sends an event to the checkout's actor. */
export function useCheckoutSend() {
  return CheckoutActor.useActorRef().send;
}
