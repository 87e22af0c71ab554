/**
 * Counts the charges a flow asks of the card processor, by outcome (decision 183): the metric
 * `payment_charges_total{flow, outcome}`. The gateway is wrapped once per flow where the
 * services are made (server/composition-root.ts), so the count is taken where the processor is
 * called, whichever path of the flow called it.
 */
import type { PaymentGateway } from './payment-gateway';

/** Every flow that charges a card; a short, fixed set (the metric's label). */
export type ChargeFlow =
  'checkout' | 'billing' | 'buyout' | 'tip' | 'swap' | 'move' | 'visit' | 'return' | 'card_check';

/** approved, declined, or error (the outcome is unknown: processor down, conflict). */
export type ChargeOutcome = 'approved' | 'declined' | 'voided' | 'error';

export type CountCharge = (flow: ChargeFlow, outcome: ChargeOutcome) => void;

/** `gateway` with each `charge` counted under `flow`. */
export function countedGateway(
  gateway: PaymentGateway,
  flow: ChargeFlow,
  count: CountCharge,
): PaymentGateway {
  return {
    name: gateway.name,
    describeSource: (source, customerId) => gateway.describeSource(source, customerId),
    findCharge: (key) => gateway.findCharge(key),
    voidCharge: (key) => gateway.voidCharge(key),
    refundCharge: (key) => gateway.refundCharge(key),
    async charge(request) {
      try {
        const charge = await gateway.charge(request);
        count(
          flow,
          charge.status === 'succeeded'
            ? 'approved'
            : charge.status === 'declined'
              ? 'declined'
              : 'voided',
        );
        return charge;
      } catch (error) {
        count(flow, 'error');
        throw error;
      }
    },
  };
}
