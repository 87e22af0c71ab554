import { authSessionMachine } from './auth-session.machine';
import { buyoutMachine } from './buyout.machine';
import { cartQuoteMachine } from './cart-quote.machine';
import { checkoutMachine } from './checkout.machine';
import { authSessionModel } from './examples/auth-session-examples';
import { buyoutModel } from './examples/buyout-examples';
import { cartQuoteModel } from './examples/cart-quote-examples';
import { checkoutModel } from './examples/checkout-examples';
import { promoBarModel } from './examples/promo-bar-examples';
import { partnerModel } from './examples/partner-examples';
import { returnsModel } from './examples/returns-examples';
import { verificationModel } from './examples/verification-examples';
import { tipModel } from './examples/tip-examples';
import type { MachineEntry } from './machine-entry';
import { partnerMachine } from './partner.machine';
import { promoBarMachine } from './promo-bar.machine';
import { returnsMachine } from './returns.machine';
import { swapMachine } from './swap.machine';
import { moveMachine } from './move.machine';
import { moveModel } from './examples/move-examples';
import { swapModel } from './examples/swap-examples';
import { verificationMachine } from './verification.machine';
import { tipMachine } from './tip.machine';

export type { ExampleEvent, MachineEntry, MachineModel } from './machine-entry';
export { checkoutExamples, checkoutInvariant } from './examples/checkout-examples';

/**
 * Every machine of the product, for the model-based tests, the statechart docs and the
 * visualizer. A test fails when a machine file is missing here. Each machine's example events,
 * fixtures and invariant are in `examples/<id>-examples.ts`.
 */
export const machineRegistry: MachineEntry[] = [
  {
    id: 'checkout',
    title: 'Checkout',
    purpose:
      'Address, delivery day and window, subscription agreement, payment, review and one guarded order placement under a single idempotency key.',
    machine: checkoutMachine,
    ...checkoutModel,
  },
  {
    id: 'cart-quote',
    title: 'Cart quote',
    purpose:
      'Prices the cart 300 ms after the last change; an empty cart resets without a request; failures can be retried.',
    machine: cartQuoteMachine,
    ...cartQuoteModel,
  },
  {
    id: 'auth-session',
    title: 'Auth session',
    purpose:
      'Holds the signed-in session, hands out valid tokens, refreshes once for all callers, and signs out.',
    machine: authSessionMachine,
    ...authSessionModel,
  },
  {
    id: 'promo-bar',
    title: 'Promo bar',
    purpose:
      'Rotates the header promotions every 3 seconds and shows the billing alert to delinquent customers.',
    machine: promoBarMachine,
    ...promoBarModel,
  },
  {
    id: 'verification',
    title: 'Verification',
    purpose:
      'Verifies the email (mailed link) or the mobile number (six-digit texted code, 10 minutes, locked with its unlock time after five wrong codes).',
    machine: verificationMachine,
    ...verificationModel,
  },
  {
    id: 'buyout',
    title: 'Buyout',
    purpose:
      'Chooses held items to buy out at their priced amount, pays with a saved or new card under one idempotency key (one charge), and asks for another card after a decline.',
    machine: buyoutMachine,
    ...buyoutModel,
  },
  {
    id: 'returns',
    title: 'Returns',
    purpose:
      'Chooses held items at one address, their reason and condition, a pickup day and window from the depot schedule, shows the return fee and books the pickup once.',
    machine: returnsMachine,
    ...returnsModel,
  },
  {
    id: 'partner',
    title: 'Partner steps',
    purpose:
      'A customer an EQ3 showroom served gives the delivery address, then the card for later monthly payments; the order the showroom rang up is confirmed once, and a refused card asks for another.',
    machine: partnerMachine,
    ...partnerModel,
  },
  {
    id: 'tip',
    title: 'Tip',
    purpose:
      'After a done delivery, tips the crew a preset or custom amount with an optional note, charged once on the card on file; a declined card or a failure keeps the draft for another try.',
    machine: tipMachine,
    ...tipModel,
  },
  {
    id: 'swap',
    title: 'Swap',
    purpose:
      "Chooses a held item to give back and a replacement offered at its depot, the day and window of the one crew visit, shows the monthly difference and today's charge, and books the swap once.",
    machine: swapMachine,
    ...swapModel,
  },
  {
    id: 'move',
    title: 'Move',
    purpose:
      "Chooses held items at one address and the address they go to (saved or new), refused when no depot serves it, a pickup day with a week's notice, shows the move fee by depot and distance, and books the move once.",
    machine: moveMachine,
    ...moveModel,
  },
];
