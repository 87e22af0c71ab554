import { useEffect, useState } from 'react';
import type { DeliveryWindowChoice } from '../../../machines/checkout.machine';
import { CheckoutActor } from './checkout-actor';
import type { CheckoutSnapshot } from './checkout-actor';

/**
 * The choices of a checkout in progress, kept across the one page load the language switch makes
 * (decision 178): the checkout's machine lives in the page, so a new page would start it again at
 * the address. Only what the customer chose is kept, never a card's number or code: a new card is
 * typed again on the payment step. The tab's session storage holds it until the next page reads it.
 */
export interface CheckoutDraft {
  addressId: string | null;
  deliveryDate: string | null;
  deliveryWindow: string | null;
  signedBy: string | null;
  paymentMethodId: string | null;
}

export const CHECKOUT_DRAFT_KEY = 'checkout-draft';

/** Keeps the checkout's choices for the page the language switch loads. */
export function saveCheckoutDraft(snapshot: CheckoutSnapshot): void {
  const { context } = snapshot;
  const draft: CheckoutDraft = {
    addressId: context.addressId,
    deliveryDate: context.deliveryDate,
    deliveryWindow: context.deliveryWindow,
    signedBy: context.agreementSignedBy,
    paymentMethodId: context.paymentMethodId,
  };
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, full): the checkout starts again at the address, as before.
  }
}

function readCheckoutDraft(): CheckoutDraft | null {
  try {
    const stored = sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
    if (!stored) return null;
    const draft = JSON.parse(stored) as Partial<CheckoutDraft> | null;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return draft && typeof draft === 'object'
      ? {
          addressId: text(draft.addressId),
          deliveryDate: text(draft.deliveryDate),
          deliveryWindow: text(draft.deliveryWindow),
          signedBy: text(draft.signedBy),
          paymentMethodId: text(draft.paymentMethodId),
        }
      : null;
  } catch {
    return null;
  }
}

function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * Takes the checkout back to where the customer was before the language switch: the same
 * address, day and window, signature and saved card, step by step as the machine allows each
 * (an address the city no longer delivers to stops it there, with the machine's own message).
 */
export function useRestoredCheckoutDraft(): void {
  const actor = CheckoutActor.useActorRef();
  const [draft] = useState(readCheckoutDraft);
  useEffect(() => {
    clearCheckoutDraft();
    if (!draft) return;
    const done = { address: false, schedule: false, agreement: false, payment: false };
    let finished = false;
    const finish = () => {
      finished = true;
    };
    const step = (snapshot: CheckoutSnapshot) => {
      if (finished) return;
      if (snapshot.matches('loadFailed') || snapshot.matches('success')) return finish();
      if (snapshot.matches('address') && !done.address) {
        done.address = true;
        const select = { type: 'address.select', addressId: draft.addressId ?? '' } as const;
        if (!draft.addressId || !snapshot.can(select)) return finish();
        actor.send(select);
        actor.send({ type: 'address.confirm' });
        return;
      }
      if (snapshot.matches({ schedule: 'choosing' }) && !done.schedule) {
        done.schedule = true;
        const select = {
          type: 'date.select',
          date: draft.deliveryDate ?? '',
          window: (draft.deliveryWindow ?? '') as DeliveryWindowChoice['type'],
        } as const;
        if (!draft.deliveryDate || !draft.deliveryWindow || !snapshot.can(select)) return finish();
        actor.send(select);
        actor.send({ type: 'date.confirm' });
        return;
      }
      if (snapshot.matches('agreement') && !done.agreement) {
        done.agreement = true;
        const sign = { type: 'agreement.sign', name: draft.signedBy ?? '' } as const;
        if (!draft.signedBy || !snapshot.can(sign)) return finish();
        actor.send(sign);
        return;
      }
      if (snapshot.matches('payment') && !done.payment) {
        done.payment = true;
        const choose = {
          type: 'payment.chooseSaved',
          paymentMethodId: draft.paymentMethodId ?? '',
        } as const;
        if (draft.paymentMethodId && snapshot.can(choose)) actor.send(choose);
        return finish();
      }
    };
    // After the event being handled: the machine takes the next one from a settled state.
    const subscription = actor.subscribe(() => queueMicrotask(() => step(actor.getSnapshot())));
    step(actor.getSnapshot());
    return () => subscription.unsubscribe();
  }, [actor, draft]);
}
