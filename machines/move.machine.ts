import { assertEvent, assign, setup } from 'xstate';
import { problemAt, quotedAt } from './booking';
import { problemOf, providedByApp } from './provided-by-app';
import type { AddressDraft } from './checkout-types';
import type {
  CreateMoveOrderMutation,
  CreateMoveOrderMutationVariables,
  MoveQuoteQuery,
  MoveStartQuery,
} from '../contract/graphql';
import type { PickupSchedule } from './returns.machine';

/** A held item that can be moved (dollars), as the API answers it; no `monthlyCharge` if owned. */
export type MoveItem = Omit<MoveStartQuery['movableItems'][number], 'purchaseOption' | 'options'>;

/** One of the customer's saved addresses. */
export interface MoveAddress {
  id: string;
  label: string;
  province: string;
}

export interface MoveStart {
  items: MoveItem[];
  addresses: MoveAddress[];
  /** The depots' schedules, by city id (the items' depots). */
  schedules: Record<string, PickupSchedule>;
}

export interface MoveVisit {
  date: string;
  window: string;
}

/** The fee, its taxes, how it is priced (`zone`, `basis`, `route`) and when the pieces arrive. */
export type MoveQuote = MoveQuoteQuery['moveQuote'];

export type MovePlaced = Pick<
  CreateMoveOrderMutation['createMoveOrder'],
  'orderId' | 'orderNumber' | 'chargedamount'
>;

export interface MoveProblem {
  message: string;
  code?: string | undefined;
  field?: string | undefined;
  fields?: Record<string, string> | undefined;
}

/** The steps, as in the URL: `/moveproducts?step=`. */
export type MoveStep = 'items' | 'address' | 'schedule' | 'review';

export interface MoveContext {
  step: MoveStep;
  items: MoveItem[];
  addresses: MoveAddress[];
  schedules: Record<string, PickupSchedule>;
  selected: string[];
  toAddressId: string | null;
  /** A new address being typed; null when a saved one is chosen. */
  addressDraft: AddressDraft | null;
  visit: MoveVisit | null;
  quote: MoveQuote | null;
  /** Messages by field: `items`, `toAddressId`, an address field, `visit.date`, `visit.window`. */
  fieldErrors: Record<string, string>;
  /** The codes of the field problems found here (a field without one shows the server's text). */
  fieldCodes: Record<string, MoveFieldCode>;
  problem: MoveProblem | null;
  idempotencyKey: string;
  placed: MovePlaced | null;
}

export interface MoveInput {
  step: MoveStep;
  selected?: string[];
  toAddressId?: string | null;
  visit?: MoveVisit | null;
  idempotencyKey: string;
}

export type PlaceMoveInput = CreateMoveOrderMutationVariables & { productIds: string[] };

export type MoveEvent =
  | { type: 'move.retry' }
  | { type: 'move.toggle'; id: string }
  | { type: 'move.chooseAddress'; id: string }
  | { type: 'move.newAddress' }
  | { type: 'move.saveAddress'; draft: AddressDraft }
  | { type: 'move.chooseVisit'; visit: MoveVisit }
  | { type: 'move.continue' }
  | { type: 'move.back' }
  | { type: 'move.confirm' };

const asProblem = problemOf<MoveProblem>;

/** The address the chosen items are at (one move takes items from one address). */
export function fromAddress(context: Pick<MoveContext, 'items' | 'selected'>): MoveItem | null {
  return context.items.find((item) => item.id === context.selected[0]) ?? null;
}

/** What a field lacks, found here; the screen words it, `moveFieldText` in English. */
export type MoveFieldCode =
  | { code: 'oneAddress' }
  | { code: 'itemsMissing' }
  | { code: 'addressMissing' }
  | { code: 'moveDayMissing' }
  | { code: 'moveDayTooEarly'; earliest: string }
  | { code: 'moveDayTooLate'; latest: string }
  | { code: 'moveTimeMissing' };

/** A field problem's English words (what `fieldErrors` holds). */
export function moveFieldText(problem: MoveFieldCode): string {
  switch (problem.code) {
    case 'oneAddress':
      return 'One move takes items from one address. Move the items at each address separately.';
    case 'itemsMissing':
      return 'Choose at least one item to move.';
    case 'addressMissing':
      return 'Choose the address to move to.';
    case 'moveDayMissing':
      return 'Choose the move day.';
    case 'moveDayTooEarly':
      return `Moves need at least a week’s notice. Choose ${problem.earliest} or a later day.`;
    case 'moveDayTooLate':
      return `Moves can be booked up to ${problem.latest}.`;
    case 'moveTimeMissing':
      return 'Choose a time for the crew.';
  }
}

function textsOf(codes: Record<string, MoveFieldCode>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(codes).map(([field, problem]) => [field, moveFieldText(problem)]),
  );
}

/** The field problems found here, in English words and by code. */
function fieldProblems(codes: Record<string, MoveFieldCode>) {
  return { fieldErrors: textsOf(codes), fieldCodes: codes };
}

/** Codes for a move day and window, by field: a week's notice, within the schedule. */
export function moveVisitProblemCodes(
  visit: MoveVisit | null,
  quote: MoveQuote | null,
  schedule: PickupSchedule | undefined,
): Record<string, MoveFieldCode> {
  const problems: Record<string, MoveFieldCode> = {};
  if (!visit?.date) problems['visit.date'] = { code: 'moveDayMissing' };
  else if (quote && visit.date < quote.earliestDate)
    problems['visit.date'] = { code: 'moveDayTooEarly', earliest: quote.earliestDate };
  else if (schedule && visit.date > schedule.latestDate)
    problems['visit.date'] = { code: 'moveDayTooLate', latest: schedule.latestDate };
  if (!visit?.window) problems['visit.window'] = { code: 'moveTimeMissing' };
  return problems;
}

/** Messages for a move day and window, by field: a week's notice, within the schedule. */
export function moveVisitProblems(
  visit: MoveVisit | null,
  quote: MoveQuote | null,
  schedule: PickupSchedule | undefined,
): Record<string, string> {
  return textsOf(moveVisitProblemCodes(visit, quote, schedule));
}

function scheduleOf(context: MoveContext): PickupSchedule | undefined {
  const cityId = fromAddress(context)?.cityId;
  return cityId ? context.schedules[cityId] : undefined;
}

/** The field a refused day or window is shown on. */
const placeProblemField = (problem: MoveProblem): string =>
  problem.field === 'movetimetype' ? 'visit.window' : 'visit.date';

/**
 * Moving held items (`/moveproducts`): choose items at one address, the address they go to
 * (saved, or a new one saved to the address book first), checked and priced by the server (a
 * refusal when no depot serves it), the day (a week's notice) and window of the pickup, see the
 * fee, confirm once under one idempotency key. The URL holds the step (`?step=`).
 */
export const moveMachine = setup({
  types: {
    context: {} as MoveContext,
    events: {} as MoveEvent,
    input: {} as MoveInput,
  },
  actors: {
    loadMove: providedByApp<MoveStart, void>('loadMove'),
    saveAddress: providedByApp<MoveAddress, { draft: AddressDraft }>('saveAddress'),
    quoteMove: providedByApp<
      MoveQuote,
      { productIds: string[]; toAddressId: string; movedate: string | null }
    >('quoteMove'),
    placeMove: providedByApp<MovePlaced, PlaceMoveInput>('placeMove'),
  },
  guards: {
    hasNothingToMove: (_args, params: { start: MoveStart }) => params.start.items.length === 0,
    shouldResumePastItems: ({ context }) =>
      context.step !== 'items' && context.selected.length > 0 && context.toAddressId !== null,
    shouldResumeAtAddress: ({ context }) => context.step !== 'items' && context.selected.length > 0,
    hasSelection: ({ context }) => context.selected.length > 0,
    hasAddress: ({ context }) =>
      context.toAddressId !== null &&
      context.addresses.some((address) => address.id === context.toAddressId),
    isVisitChosen: ({ context }) =>
      Object.keys(moveVisitProblems(context.visit, context.quote, scheduleOf(context))).length ===
      0,
    isVisitProblem: (_args, params: { error: unknown }) =>
      /^(movedate|movetimetype)$/.test(asProblem(params.error).field ?? ''),
  },
  actions: {
    rememberStart: assign(({ context }, params: { start: MoveStart }) => {
      const offered = new Map(params.start.items.map((item) => [item.id, item]));
      const kept = context.selected.filter((id) => offered.has(id));
      const address = kept.length > 0 ? offered.get(kept[0]!)!.addressId : null;
      const selected = kept.filter((id) => offered.get(id)!.addressId === address);
      const toAddressId = params.start.addresses.some(
        (each) => each.id === context.toAddressId && each.id !== address,
      )
        ? context.toAddressId
        : null;
      return {
        items: params.start.items,
        addresses: params.start.addresses,
        schedules: params.start.schedules,
        selected,
        toAddressId,
        problem: null,
      };
    }),
    rememberProblem: assign((_args, params: { error: unknown }) => ({
      problem: asProblem(params.error),
    })),
    rememberQuote: assign((_args, params: { quote: MoveQuote }) => ({ quote: params.quote })),
    enterReview: assign({ step: 'review' as MoveStep, problem: null }),
    showPlaceProblem: assign((_args, params: { error: unknown }) => {
      const problem = asProblem(params.error);
      return {
        fieldErrors: { [placeProblemField(problem)]: problem.message },
        fieldCodes: {},
        problem: null,
      };
    }),
    rememberPlaced: assign((_args, params: { placed: MovePlaced }) => ({
      placed: params.placed,
      problem: null,
    })),
    toggle: assign(({ context, event }): Partial<MoveContext> => {
      assertEvent(event, 'move.toggle');
      const item = context.items.find((candidate) => candidate.id === event.id);
      if (!item) return {};
      if (context.selected.includes(item.id))
        return {
          selected: context.selected.filter((id) => id !== item.id),
          quote: null,
          fieldErrors: {},
          fieldCodes: {},
        };
      const from = fromAddress(context);
      if (from && from.addressId !== item.addressId)
        return fieldProblems({ items: { code: 'oneAddress' } });
      const chosen = [...context.selected, item.id];
      return {
        selected: context.items.map((each) => each.id).filter((id) => chosen.includes(id)),
        quote: null,
        fieldErrors: {},
        fieldCodes: {},
      };
    }),
    askForSelection: assign(() => fieldProblems({ items: { code: 'itemsMissing' } })),
    chooseAddress: assign(({ context, event }) => {
      assertEvent(event, 'move.chooseAddress');
      return context.addresses.some((address) => address.id === event.id)
        ? {
            toAddressId: event.id,
            addressDraft: null,
            quote: null,
            fieldErrors: {},
            fieldCodes: {},
          }
        : {};
    }),
    openNewAddress: assign({ toAddressId: null, quote: null, fieldErrors: {}, fieldCodes: {} }),
    rememberDraft: assign(({ event }) => {
      assertEvent(event, 'move.saveAddress');
      return { addressDraft: event.draft, fieldErrors: {}, fieldCodes: {} };
    }),
    rememberSaved: assign(({ context }, params: { address: MoveAddress }) => ({
      addresses: [
        ...context.addresses.filter((address) => address.id !== params.address.id),
        params.address,
      ],
      toAddressId: params.address.id,
      addressDraft: null,
      fieldErrors: {},
      fieldCodes: {},
    })),
    showSaveProblem: assign((_args, params: { error: unknown }) => {
      const problem = asProblem(params.error);
      return {
        fieldErrors: problem.fields ?? { [problem.field ?? 'toAddressId']: problem.message },
        fieldCodes: {},
      };
    }),
    askForAddress: assign(() => fieldProblems({ toAddressId: { code: 'addressMissing' } })),
    showAddressRefusal: assign((_args, params: { error: unknown }) => {
      const problem = asProblem(params.error);
      return problem.field === 'toAddressId' || problem.code === 'BAD_USER_INPUT'
        ? {
            fieldErrors: { [problem.field ?? 'toAddressId']: problem.message },
            fieldCodes: {},
            problem: null,
          }
        : { problem };
    }),
    chooseVisit: assign(({ event }) => {
      assertEvent(event, 'move.chooseVisit');
      return { visit: event.visit, fieldErrors: {}, fieldCodes: {}, problem: null };
    }),
    showVisitProblems: assign(({ context }) =>
      fieldProblems(moveVisitProblemCodes(context.visit, context.quote, scheduleOf(context))),
    ),
    enterItems: assign({
      step: 'items' as MoveStep,
      fieldErrors: {},
      fieldCodes: {},
      problem: null,
    }),
    enterAddress: assign({
      step: 'address' as MoveStep,
      fieldErrors: {},
      fieldCodes: {},
      problem: null,
    }),
    enterSchedule: assign({
      step: 'schedule' as MoveStep,
      fieldErrors: {},
      fieldCodes: {},
      problem: null,
    }),
    clearProblem: assign({ fieldErrors: {}, fieldCodes: {}, problem: null }),
  },
}).createMachine({
  id: 'move',
  context: ({ input }) => ({
    step: input.step,
    items: [],
    addresses: [],
    schedules: {},
    selected: input.selected ?? [],
    toAddressId: input.toAddressId ?? null,
    addressDraft: null,
    visit: input.visit ?? null,
    quote: null,
    fieldErrors: {},
    fieldCodes: {},
    problem: null,
    idempotencyKey: input.idempotencyKey,
    placed: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMove',
        src: 'loadMove',
        onDone: [
          {
            guard: { type: 'hasNothingToMove', params: ({ event }) => ({ start: event.output }) },
            target: 'nothingToMove',
            actions: { type: 'rememberStart', params: ({ event }) => ({ start: event.output }) },
          },
          {
            target: 'resuming',
            actions: { type: 'rememberStart', params: ({ event }) => ({ start: event.output }) },
          },
        ],
        onError: problemAt('loadFailed'),
      },
    },
    // Back at the step the URL names, as far as what was kept still allows.
    resuming: {
      always: [
        { guard: 'shouldResumePastItems', target: 'checkingAddress' },
        { guard: 'shouldResumeAtAddress', target: 'choosingAddress', actions: 'enterAddress' },
        { target: 'choosingItems', actions: 'enterItems' },
      ],
    },
    loadFailed: {
      on: { 'move.retry': { target: 'loading' } },
    },
    nothingToMove: {},
    choosingItems: {
      on: {
        'move.toggle': { actions: 'toggle' },
        'move.continue': [
          { guard: 'hasSelection', target: 'choosingAddress', actions: 'enterAddress' },
          { actions: 'askForSelection' },
        ],
      },
    },
    choosingAddress: {
      on: {
        'move.chooseAddress': { actions: 'chooseAddress' },
        'move.newAddress': { actions: 'openNewAddress' },
        'move.saveAddress': { target: 'savingAddress', actions: 'rememberDraft' },
        'move.continue': [
          { guard: 'hasAddress', target: 'checkingAddress', actions: 'clearProblem' },
          { actions: 'askForAddress' },
        ],
        'move.back': { target: 'choosingItems', actions: 'enterItems' },
      },
    },
    savingAddress: {
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({ draft: context.addressDraft as AddressDraft }),
        onDone: {
          target: 'choosingAddress',
          actions: { type: 'rememberSaved', params: ({ event }) => ({ address: event.output }) },
        },
        onError: {
          target: 'choosingAddress',
          actions: { type: 'showSaveProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The server checks the address (a depot serves it) and prices the move.
    checkingAddress: {
      invoke: {
        id: 'quoteMove',
        src: 'quoteMove',
        input: ({ context }) => ({
          productIds: context.selected,
          toAddressId: context.toAddressId ?? '',
          movedate: context.visit?.date || null,
        }),
        onDone: quotedAt('scheduling', 'enterSchedule'),
        onError: {
          target: 'choosingAddress',
          actions: [
            'enterAddress',
            { type: 'showAddressRefusal', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    scheduling: {
      on: {
        'move.chooseVisit': { actions: 'chooseVisit' },
        'move.continue': [
          { guard: 'isVisitChosen', target: 'quoting', actions: 'clearProblem' },
          { actions: 'showVisitProblems' },
        ],
        'move.back': { target: 'choosingAddress', actions: 'enterAddress' },
      },
    },
    // Priced again for the day chosen (when the items arrive).
    // The server prices the request (a retry when it cannot), the customer reviews and confirms.
    quoting: {
      invoke: {
        id: 'requoteMove',
        src: 'quoteMove',
        input: ({ context }) => ({
          productIds: context.selected,
          toAddressId: context.toAddressId ?? '',
          movedate: context.visit?.date ?? null,
        }),
        onDone: quotedAt('review', 'enterReview'),
        onError: problemAt('quoteFailed'),
      },
    },
    quoteFailed: {
      on: {
        'move.retry': { target: 'quoting', actions: 'clearProblem' },
        'move.back': { target: 'scheduling', actions: 'enterSchedule' },
      },
    },
    review: {
      on: {
        'move.confirm': { target: 'placing' },
        'move.back': { target: 'scheduling', actions: 'enterSchedule' },
      },
    },
    // Booked once; a refused day or window goes back to choose another, shown on its field.
    placing: {
      invoke: {
        id: 'placeMove',
        src: 'placeMove',
        input: ({ context }) => ({
          productIds: context.selected,
          toAddressId: context.toAddressId ?? '',
          movedate: context.visit?.date ?? '',
          movetimetype: context.visit?.window ?? '',
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: {
          target: 'placed',
          actions: { type: 'rememberPlaced', params: ({ event }) => ({ placed: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isVisitProblem', params: ({ event }) => ({ error: event.error }) },
            target: 'scheduling',
            actions: [
              'enterSchedule',
              { type: 'showPlaceProblem', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          problemAt('review'),
        ],
      },
    },
    placed: {
      type: 'final',
    },
  },
});
