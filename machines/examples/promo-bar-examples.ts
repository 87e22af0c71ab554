import type { MachineModel } from '../machine-entry';

/** Examples for the promo-bar machine: the events its model sends and its invariant. */
export const promoBarModel: MachineModel = {
  input: {},
  events: [
    { type: 'promo.delinquencyChanged', delinquent: true },
    { type: 'promo.delinquencyChanged', delinquent: false },
    { type: 'promo.pause' },
    { type: 'promo.resume' },
    { type: 'promo.next' },
  ],
  invariant: (snapshot) =>
    snapshot.context.messages[snapshot.context.index] === undefined ? 'shows no message' : null,
};
