import { assign, setup } from 'xstate';

/** Spec section 9: promo rotation every 3000 ms. */
export const PROMO_ROTATION_MS = 3000;

export const DEFAULT_PROMO_MESSAGES = ['85% off all furniture', 'Proudly made in Canada'] as const;

export const BILLING_ALERT_TEXT = 'Billing Information Update Required! Click Here to Update.';

export interface PromoBarContext {
  messages: readonly string[];
  index: number;
  /** Milliseconds until the next message: the rest of the shown one's 3000 ms at start. */
  delay: number;
}

export type PromoBarEvent =
  | { type: 'promo.delinquencyChanged'; delinquent: boolean }
  | { type: 'promo.pause' }
  | { type: 'promo.resume' }
  | { type: 'promo.next' };

export interface PromoBarInput {
  messages?: readonly string[];
  /** The message already shown when the machine starts (the page's own rotation ran before). */
  index?: number;
  /** How long the shown message has already been up, in milliseconds. */
  shownFor?: number;
}

/**
 * The header's promo bar: rotates its messages, pauses while a shopper hovers or focuses it
 * (so the moving text can be read, WCAG 2.2.2), and gives way to the billing alert while the
 * signed-in customer has delinquent records.
 */
export const promoBarMachine = setup({
  types: {
    context: {} as PromoBarContext,
    events: {} as PromoBarEvent,
    input: {} as PromoBarInput,
  },
  guards: {
    isDelinquent: (_args, params: { delinquent: boolean }) => params.delinquent,
    isInGoodStanding: (_args, params: { delinquent: boolean }) => !params.delinquent,
    hasSeveralMessages: ({ context }) => context.messages.length > 1,
  },
  actions: {
    showNextMessage: assign({
      index: ({ context }) => (context.index + 1) % Math.max(context.messages.length, 1),
      delay: PROMO_ROTATION_MS,
    }),
    fullDelay: assign({ delay: PROMO_ROTATION_MS }),
  },
  delays: {
    rotation: ({ context }) => context.delay,
  },
}).createMachine({
  id: 'promoBar',
  context: ({ input }) => {
    const messages =
      input.messages && input.messages.length > 0 ? input.messages : DEFAULT_PROMO_MESSAGES;
    const shownFor = Math.min(Math.max(input.shownFor ?? 0, 0), PROMO_ROTATION_MS);
    return {
      messages,
      index: Math.trunc(Math.abs(input.index ?? 0)) % messages.length,
      delay: PROMO_ROTATION_MS - shownFor,
    };
  },
  initial: 'promotions',
  states: {
    promotions: {
      initial: 'rotating',
      on: {
        'promo.delinquencyChanged': {
          guard: {
            type: 'isDelinquent',
            params: ({ event }) => ({ delinquent: event.delinquent }),
          },
          target: 'billingAlert',
        },
      },
      states: {
        rotating: {
          after: {
            rotation: {
              guard: 'hasSeveralMessages',
              target: 'rotating',
              reenter: true,
              actions: 'showNextMessage',
            },
          },
          on: {
            'promo.pause': { target: 'paused' },
            'promo.next': { actions: 'showNextMessage' },
          },
        },
        paused: {
          // After a pause the shown message gets its whole 3000 ms again.
          entry: 'fullDelay',
          on: {
            'promo.resume': { target: 'rotating' },
            'promo.next': { actions: 'showNextMessage' },
          },
        },
      },
    },
    billingAlert: {
      entry: 'fullDelay',
      on: {
        'promo.delinquencyChanged': {
          guard: {
            type: 'isInGoodStanding',
            params: ({ event }) => ({ delinquent: event.delinquent }),
          },
          target: 'promotions',
        },
      },
    },
  },
});
