import type { MachineModel } from '../machine-entry';
import { tipDraftProblems } from '../tip.machine';
import type { TipContext, TipLimits, TipPaid } from '../tip.machine';

/** Examples for the tip machine: the server's limits and answers, the events its model sends. */

const limits: TipLimits = { presets: [10, 20, 40], minimum: 1, maximum: 250, noteMaxLength: 500 };
const paid: TipPaid = { id: '3c2b1a00-0000-4000-8000-000000000001', amount: 20, note: null };

export const tipExamples = {
  deliveryId: '7d1e2f30-0000-4000-8000-000000000001',
  limits,
  paid,
  declined: {
    message: 'Your card was declined. Update your card on file and try again.',
    code: 'PAYMENT_DECLINED',
    field: 'payment',
  },
  unreachable: { message: 'We could not reach our servers. Check your connection and try again.' },
  tooMuch: {
    message: 'The largest tip we can take online is $250.00.',
    code: 'BAD_USER_INPUT',
    field: 'amount',
  },
};

export const tipModel: MachineModel = {
  input: { deliveryId: tipExamples.deliveryId, limits },
  events: [
    { type: 'tip.choosePreset', amount: 40 },
    { type: 'tip.typeCustom', value: '12.50' },
    { type: 'tip.typeCustom', value: '0' },
    { type: 'tip.typeNote', value: 'Thank you!' },
    { type: 'tip.submit' },
    { type: 'tip.edit' },
    { type: 'xstate.done.actor.chargeTip', output: paid },
    { type: 'xstate.error.actor.chargeTip', error: tipExamples.declined },
    { type: 'xstate.error.actor.chargeTip', error: tipExamples.unreachable },
  ],
  // States differ by step, whether a preset or the custom amount is chosen, whether the draft
  // could be sent and whether a problem is shown: the exact amounts and note do not.
  serialize: (snapshot) => {
    const context = snapshot.context as {
      preset: number | null;
      errors: Record<string, string>;
      problem: unknown;
    };
    const errors = Object.values(context.errors).some((message) => message !== '');
    const sendable = Object.keys(tipDraftProblems(snapshot.context as TipContext)).length === 0;
    return `${JSON.stringify(snapshot.value)}|${context.preset === null ? 'custom' : 'preset'}|${sendable ? 'sendable' : 'draft'}|${errors ? 'errors' : ''}|${context.problem ? 'problem' : ''}`;
  },
  invariant: (snapshot) => {
    const context = snapshot.context as { paid: TipPaid | null };
    if (snapshot.matches('paid') && context.paid === null) return 'paid without a paid tip';
    return null;
  },
};
