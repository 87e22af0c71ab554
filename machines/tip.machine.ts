import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CheckoutTipCartMutation, TipOptionsQuery } from '../contract/graphql';

/** What the tip panel offers (server: tipOptions, decision 132). Dollars. */
export type TipLimits = TipOptionsQuery['tipOptions'];

/** Why a call failed: the message and the field it is about (`amount`, `note`, `payment`). */
export interface TipProblem {
  message: string;
  code?: string | undefined;
  field?: string | undefined;
}

/** The tip as charged (checkoutTipCart's tip): its id, the dollars charged, the note kept. */
export type TipPaid = Pick<
  CheckoutTipCartMutation['checkoutTipCart']['tip'],
  'id' | 'amount' | 'note'
>;

export interface ChargeTipInput {
  deliveryId: string;
  amount: number;
  note: string | null;
}

export interface TipContext {
  deliveryId: string;
  limits: TipLimits;
  /** The chosen preset in dollars, or null while the custom amount is used. */
  preset: number | null;
  /** The custom amount as typed. */
  custom: string;
  note: string;
  /** Problems found before sending, by field. */
  errors: Record<string, string>;
  problem: TipProblem | null;
  paid: TipPaid | null;
}

export interface TipInput {
  deliveryId: string;
  limits: TipLimits;
}

export type TipEvent =
  | { type: 'tip.choosePreset'; amount: number }
  | { type: 'tip.typeCustom'; value: string }
  | { type: 'tip.typeNote'; value: string }
  | { type: 'tip.submit' }
  | { type: 'tip.edit' };

/**
 * Why a typed amount or a note is not a tip, as a code (and the limit it is about): a screen
 * writes it in the page's language; {@link tipIssueInEnglish} is the English text.
 */
export type TipIssue =
  | { code: 'AMOUNT_EMPTY' }
  | { code: 'AMOUNT_NOT_DOLLARS' }
  | { code: 'AMOUNT_NOT_POSITIVE' }
  | { code: 'AMOUNT_TOO_PRECISE' }
  | { code: 'AMOUNT_BELOW_MINIMUM'; limit: number }
  | { code: 'AMOUNT_ABOVE_MAXIMUM'; limit: number }
  | { code: 'NOTE_TOO_LONG'; limit: number };

/** The English text of a tip issue (what the machine keeps in `errors`). */
export function tipIssueInEnglish(issue: TipIssue): string {
  switch (issue.code) {
    case 'AMOUNT_EMPTY':
      return 'Enter an amount or choose one above.';
    case 'AMOUNT_NOT_DOLLARS':
      return 'Enter the tip in dollars, like 15 or 12.50.';
    case 'AMOUNT_NOT_POSITIVE':
      return 'Enter a tip greater than $0.';
    case 'AMOUNT_TOO_PRECISE':
      return 'Use at most two decimals (dollars and cents).';
    case 'AMOUNT_BELOW_MINIMUM':
      return `The smallest tip is $${issue.limit.toFixed(2)}.`;
    case 'AMOUNT_ABOVE_MAXIMUM':
      return `The largest tip we can take online is $${issue.limit.toFixed(2)}.`;
    case 'NOTE_TOO_LONG':
      return `Keep the note to ${issue.limit} characters.`;
  }
}

/** Dollars typed by the customer as a number, or the issue that stops it being a tip. */
export function checkTipAmount(
  typed: string,
  limits: TipLimits,
): { amount: number } | { issue: TipIssue } {
  const text = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  if (text === '') return { issue: { code: 'AMOUNT_EMPTY' } };
  if (!/^-?\d*(\.\d*)?$/.test(text)) return { issue: { code: 'AMOUNT_NOT_DOLLARS' } };
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) return { issue: { code: 'AMOUNT_NOT_POSITIVE' } };
  if (/\.\d{3,}$/.test(text)) return { issue: { code: 'AMOUNT_TOO_PRECISE' } };
  if (value < limits.minimum)
    return { issue: { code: 'AMOUNT_BELOW_MINIMUM', limit: limits.minimum } };
  if (value > limits.maximum) {
    return { issue: { code: 'AMOUNT_ABOVE_MAXIMUM', limit: limits.maximum } };
  }
  return { amount: Math.round(value * 100) / 100 };
}

/** Dollars typed by the customer as a number of cents, or a reason it is not a tip. */
export function parseTipAmount(
  typed: string,
  limits: TipLimits,
): { amount: number } | { error: string } {
  const checked = checkTipAmount(typed, limits);
  return 'issue' in checked ? { error: tipIssueInEnglish(checked.issue) } : checked;
}

/** The issues that stop the panel charging now, by field (`amount`, `note`). */
export function tipDraftIssues(context: TipContext): Record<string, TipIssue> {
  const issues: Record<string, TipIssue> = {};
  if (context.preset === null) {
    const checked = checkTipAmount(context.custom, context.limits);
    if ('issue' in checked) issues.amount = checked.issue;
  }
  if (context.note.trim().length > context.limits.noteMaxLength) {
    issues.note = { code: 'NOTE_TOO_LONG', limit: context.limits.noteMaxLength };
  }
  return issues;
}

/** The amount the panel would charge now, or the problems that stop it (in English). */
export function tipDraftProblems(context: TipContext): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tipDraftIssues(context)).map(([field, issue]) => [
      field,
      tipIssueInEnglish(issue),
    ]),
  );
}

export function tipAmount(context: TipContext): number | null {
  if (context.preset !== null) return context.preset;
  const parsed = parseTipAmount(context.custom, context.limits);
  return 'amount' in parsed ? parsed.amount : null;
}

/**
 * Tipping a crew after a done delivery: choose a preset or type an amount, add a note, send once.
 * `chargeTip` is provided by the app (checkoutTipCart); a declined card and any other failure
 * keep the draft so the customer can try again. The server charges a visit once however often
 * the same tip is sent.
 */
export const tipMachine = setup({
  types: {
    context: {} as TipContext,
    events: {} as TipEvent,
    input: {} as TipInput,
  },
  actors: {
    chargeTip: fromPromise<TipPaid, ChargeTipInput>(async () => {
      throw new Error('chargeTip is provided by the app');
    }),
  },
  guards: {
    isDraftValid: ({ context }) => Object.keys(tipDraftProblems(context)).length === 0,
    isDeclined: ({ event }) => (event as { error?: TipProblem }).error?.code === 'PAYMENT_DECLINED',
  },
  actions: {
    assignPreset: assign(({ event }) => {
      assertEvent(event, 'tip.choosePreset');
      return { preset: event.amount, errors: {}, problem: null };
    }),
    assignCustom: assign(({ event }) => {
      assertEvent(event, 'tip.typeCustom');
      return { custom: event.value, preset: null, errors: {}, problem: null };
    }),
    assignNote: assign(({ context, event }) => {
      assertEvent(event, 'tip.typeNote');
      return { note: event.value, errors: { ...context.errors, note: '' } };
    }),
    assignDraftProblems: assign(({ context }) => ({ errors: tipDraftProblems(context) })),
    clearProblem: assign({ problem: null }),
    assignPaid: assign((_args, params: { paid: TipPaid }) => ({ paid: params.paid })),
    assignProblem: assign(({ event }) => {
      const error = (event as { error?: Partial<TipProblem> }).error ?? {};
      const problem: TipProblem = {
        message: error.message ?? 'Something went wrong. Please try again.',
        code: error.code,
        field: error.field,
      };
      return problem.field === 'amount' || problem.field === 'note'
        ? { problem, errors: { [problem.field]: problem.message } }
        : { problem };
    }),
  },
}).createMachine({
  id: 'tip',
  context: ({ input }) => ({
    deliveryId: input.deliveryId,
    limits: input.limits,
    preset: input.limits.presets[1] ?? input.limits.presets[0] ?? null,
    custom: '',
    note: '',
    errors: {},
    problem: null,
    paid: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'tip.choosePreset': { actions: 'assignPreset' },
        'tip.typeCustom': { actions: 'assignCustom' },
        'tip.typeNote': { actions: 'assignNote' },
        'tip.submit': [
          { guard: 'isDraftValid', target: 'submitting', actions: 'clearProblem' },
          { actions: 'assignDraftProblems' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'chargeTip',
        src: 'chargeTip',
        input: ({ context }) => ({
          deliveryId: context.deliveryId,
          amount: tipAmount(context) ?? 0,
          note: context.note.trim() === '' ? null : context.note.trim(),
        }),
        onDone: {
          target: 'paid',
          actions: { type: 'assignPaid', params: ({ event }) => ({ paid: event.output }) },
        },
        onError: [
          { guard: 'isDeclined', target: 'declined', actions: 'assignProblem' },
          { target: 'failed', actions: 'assignProblem' },
        ],
      },
    },
    declined: {
      on: {
        'tip.submit': { target: 'submitting', actions: 'clearProblem' },
        'tip.edit': { target: 'idle' },
      },
    },
    failed: {
      on: {
        'tip.submit': { target: 'submitting', actions: 'clearProblem' },
        'tip.edit': { target: 'idle' },
        'tip.choosePreset': { target: 'idle', actions: 'assignPreset' },
        'tip.typeCustom': { target: 'idle', actions: 'assignCustom' },
        'tip.typeNote': { target: 'idle', actions: 'assignNote' },
      },
    },
    paid: { type: 'final' },
  },
});
