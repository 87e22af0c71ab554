import { assertEvent, assign, setup } from 'xstate';
import { problemAt, quotedAt } from './booking';
import { problemOf, providedByApp } from './provided-by-app';
import type {
  CreateSwapOrderMutation,
  CreateSwapOrderMutationVariables,
  SwappableItemsQuery,
  SwapQuoteQuery,
  SwapReplacementsQuery,
} from '../contract/graphql';
import type { PickupSchedule } from './returns.machine';

/** A held item that can be swapped (dollars), as the API answers it. */
export type SwapItem = Omit<SwappableItemsQuery['swappableItems'][number], 'purchaseOption'>;

/** A piece it can become; `monthlyCharge` with PivotCare when the held item has it. */
export type SwapReplacement = SwapReplacementsQuery['swapReplacements'][number];

export interface SwapStart {
  items: SwapItem[];
  /** The depots' schedules, by city id. */
  schedules: Record<string, PickupSchedule>;
}

export interface SwapVisit {
  date: string;
  window: string;
}

export type SwapQuote = SwapQuoteQuery['swapQuote'];

export type SwapPlaced = Pick<
  CreateSwapOrderMutation['createSwapOrder'],
  'orderId' | 'orderNumber' | 'chargedamount'
>;

export interface SwapProblem {
  message: string;
  code?: string | undefined;
  field?: string | undefined;
}

/** The steps, as in the URL: `/swapproducts/{step}/{addressId}`. */
export type SwapStep = 'item' | 'replacement' | 'schedule' | 'review';

export interface SwapContext {
  step: SwapStep;
  items: SwapItem[];
  schedules: Record<string, PickupSchedule>;
  /** The held item given back. */
  itemId: string | null;
  search: string;
  replacements: SwapReplacement[];
  /** The replacement chosen (a variant id). */
  productId: string | null;
  visit: SwapVisit | null;
  quote: SwapQuote | null;
  /** Messages by field: `item`, `replacement`, `visit.date`, `visit.window`. */
  fieldErrors: Record<string, string>;
  /** The codes of the field problems found here (a field without one shows the server's text). */
  fieldCodes: Record<string, SwapFieldCode>;
  problem: SwapProblem | null;
  idempotencyKey: string;
  placed: SwapPlaced | null;
}

export interface SwapInput {
  step: SwapStep;
  itemId?: string | null;
  productId?: string | null;
  visit?: SwapVisit | null;
  idempotencyKey: string;
}

export type PlaceSwapInput = CreateSwapOrderMutationVariables;

export type SwapEvent =
  | { type: 'swap.retry' }
  | { type: 'swap.chooseItem'; id: string }
  | { type: 'swap.search'; search: string }
  | { type: 'swap.chooseReplacement'; productId: string }
  | { type: 'swap.chooseVisit'; visit: SwapVisit }
  | { type: 'swap.continue' }
  | { type: 'swap.back' }
  | { type: 'swap.confirm' };

const asProblem = problemOf<SwapProblem>;

/** The held item chosen, if it is still offered. */
export function chosenItem(context: Pick<SwapContext, 'items' | 'itemId'>): SwapItem | null {
  return context.items.find((item) => item.id === context.itemId) ?? null;
}

/** The replacement chosen, if it is in the list. */
export function chosenReplacement(
  context: Pick<SwapContext, 'replacements' | 'productId'>,
): SwapReplacement | null {
  return context.replacements.find((each) => each.productId === context.productId) ?? null;
}

/** What a field lacks, found here; the screen words it, `swapFieldText` in English. */
export type SwapFieldCode =
  | { code: 'itemMissing' }
  | { code: 'replacementMissing' }
  | { code: 'swapDayMissing' }
  | { code: 'swapDayOutOfRange'; earliest: string; latest: string }
  | { code: 'swapTimeMissing' };

/** A field problem's English words (what `fieldErrors` holds). */
export function swapFieldText(problem: SwapFieldCode): string {
  switch (problem.code) {
    case 'itemMissing':
      return 'Choose the item to give back.';
    case 'replacementMissing':
      return 'Choose the piece you would like instead.';
    case 'swapDayMissing':
      return 'Choose the swap day.';
    case 'swapDayOutOfRange':
      return `Choose a swap day from ${problem.earliest} to ${problem.latest}.`;
    case 'swapTimeMissing':
      return 'Choose a time for the crew.';
  }
}

function textsOf(codes: Record<string, SwapFieldCode>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(codes).map(([field, problem]) => [field, swapFieldText(problem)]),
  );
}

/**
 * Codes for a swap day and window against the depot's schedule, by field. The earliest swap
 * day is the schedule's, from the server's lead-time policy (decision 153).
 */
export function visitProblemCodes(
  visit: SwapVisit | null,
  schedule: PickupSchedule | undefined,
): Record<string, SwapFieldCode> {
  const problems: Record<string, SwapFieldCode> = {};
  const earliest = schedule ? schedule.earliest : null;
  if (!visit?.date) problems['visit.date'] = { code: 'swapDayMissing' };
  else if (schedule && earliest && (visit.date < earliest || visit.date > schedule.latestDate))
    problems['visit.date'] = {
      code: 'swapDayOutOfRange',
      earliest,
      latest: schedule.latestDate,
    };
  if (!visit?.window) problems['visit.window'] = { code: 'swapTimeMissing' };
  return problems;
}

/** Messages for a swap day and window against the depot's schedule, by field. */
export function visitProblems(
  visit: SwapVisit | null,
  schedule: PickupSchedule | undefined,
): Record<string, string> {
  return textsOf(visitProblemCodes(visit, schedule));
}

/** 'YYYY-MM-DD' plus days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function scheduleOf(context: SwapContext): PickupSchedule | undefined {
  const cityId = chosenItem(context)?.cityId;
  return cityId ? context.schedules[cityId] : undefined;
}

/** The field a refused day or window is shown on. */
const placeProblemField = (problem: SwapProblem): string =>
  problem.field === 'swaptimetype' ? 'visit.window' : 'visit.date';

/**
 * Swapping a held item (`/swapproducts/{step}/{addressId}`): choose the item to give back, a
 * replacement from the catalogue offered at its depot, the day and window of the crew's one
 * visit (it brings the new piece and takes the old one), see the monthly difference and
 * today's charge, confirm once under one idempotency key. The URL holds the step; the page keeps
 * the choices in the tab so a reload resumes.
 */
export const swapMachine = setup({
  types: {
    context: {} as SwapContext,
    events: {} as SwapEvent,
    input: {} as SwapInput,
  },
  actors: {
    loadSwap: providedByApp<SwapStart, void>('loadSwap'),
    findReplacements: providedByApp<
      SwapReplacement[],
      { membershipProductId: string; search: string }
    >('findReplacements'),
    quoteSwap: providedByApp<SwapQuote, { membershipProductId: string; productId: string }>(
      'quoteSwap',
    ),
    placeSwap: providedByApp<SwapPlaced, PlaceSwapInput>('placeSwap'),
  },
  guards: {
    hasNothingToSwap: (_args, params: { start: SwapStart }) => params.start.items.length === 0,
    shouldResumePastItem: ({ context }, params: { start: SwapStart }) =>
      context.step !== 'item' && params.start.items.some((item) => item.id === context.itemId),
    shouldResumeAtSchedule: ({ context }, params: { replacements: SwapReplacement[] }) =>
      (context.step === 'schedule' || context.step === 'review') &&
      params.replacements.some((each) => each.productId === context.productId),
    hasItem: ({ context }) => chosenItem(context) !== null,
    hasReplacement: ({ context }) => chosenReplacement(context) !== null,
    isVisitChosen: ({ context }) =>
      Object.keys(visitProblems(context.visit, scheduleOf(context))).length === 0,
    isVisitProblem: (_args, params: { error: unknown }) =>
      /^(swapdate|swaptimetype)$/.test(asProblem(params.error).field ?? ''),
  },
  actions: {
    rememberStart: assign(({ context }, params: { start: SwapStart }) => ({
      items: params.start.items,
      schedules: params.start.schedules,
      itemId: params.start.items.some((item) => item.id === context.itemId) ? context.itemId : null,
      problem: null,
    })),
    rememberProblem: assign((_args, params: { error: unknown }) => ({
      problem: asProblem(params.error),
    })),
    rememberQuote: assign((_args, params: { quote: SwapQuote }) => ({ quote: params.quote })),
    enterReview: assign({ step: 'review' as SwapStep, problem: null }),
    showPlaceProblem: assign((_args, params: { error: unknown }) => {
      const problem = asProblem(params.error);
      return {
        fieldErrors: { [placeProblemField(problem)]: problem.message },
        fieldCodes: {},
        problem: null,
      };
    }),
    rememberPlaced: assign((_args, params: { placed: SwapPlaced }) => ({
      placed: params.placed,
      problem: null,
    })),
    chooseItem: assign(({ context, event }) => {
      assertEvent(event, 'swap.chooseItem');
      if (!context.items.some((item) => item.id === event.id)) return {};
      if (event.id === context.itemId) return { fieldErrors: {}, fieldCodes: {}, problem: null };
      // Another item: its replacements and price differ.
      return {
        itemId: event.id,
        productId: null,
        replacements: [],
        quote: null,
        fieldErrors: {},
        fieldCodes: {},
        problem: null,
      };
    }),
    askForItem: assign(() => {
      const codes: Record<string, SwapFieldCode> = { item: { code: 'itemMissing' } };
      return { fieldErrors: textsOf(codes), fieldCodes: codes };
    }),
    setSearch: assign(({ event }) => {
      assertEvent(event, 'swap.search');
      return { search: event.search.slice(0, 60) };
    }),
    rememberReplacements: assign(({ context }, params: { replacements: SwapReplacement[] }) => ({
      replacements: params.replacements,
      productId: params.replacements.some((each) => each.productId === context.productId)
        ? context.productId
        : null,
      problem: null,
    })),
    chooseReplacement: assign(({ context, event }) => {
      assertEvent(event, 'swap.chooseReplacement');
      return context.replacements.some((each) => each.productId === event.productId)
        ? {
            productId: event.productId,
            quote: null,
            fieldErrors: {},
            fieldCodes: {},
            problem: null,
          }
        : {};
    }),
    askForReplacement: assign(() => {
      const codes: Record<string, SwapFieldCode> = { replacement: { code: 'replacementMissing' } };
      return { fieldErrors: textsOf(codes), fieldCodes: codes };
    }),
    chooseVisit: assign(({ event }) => {
      assertEvent(event, 'swap.chooseVisit');
      return { visit: event.visit, fieldErrors: {}, fieldCodes: {}, problem: null };
    }),
    showVisitProblems: assign(({ context }) => {
      const codes = visitProblemCodes(context.visit, scheduleOf(context));
      return { fieldErrors: textsOf(codes), fieldCodes: codes };
    }),
    enterItem: assign({ step: 'item' as SwapStep, fieldErrors: {}, fieldCodes: {}, problem: null }),
    enterReplacement: assign({
      step: 'replacement' as SwapStep,
      fieldErrors: {},
      fieldCodes: {},
      problem: null,
    }),
    enterSchedule: assign({
      step: 'schedule' as SwapStep,
      fieldErrors: {},
      fieldCodes: {},
      problem: null,
    }),
    clearProblem: assign({ fieldErrors: {}, fieldCodes: {}, problem: null }),
  },
}).createMachine({
  id: 'swap',
  context: ({ input }) => ({
    step: input.step,
    items: [],
    schedules: {},
    itemId: input.itemId ?? null,
    search: '',
    replacements: [],
    productId: input.productId ?? null,
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
        id: 'loadSwap',
        src: 'loadSwap',
        onDone: [
          {
            guard: { type: 'hasNothingToSwap', params: ({ event }) => ({ start: event.output }) },
            target: 'nothingToSwap',
            actions: { type: 'rememberStart', params: ({ event }) => ({ start: event.output }) },
          },
          {
            guard: {
              type: 'shouldResumePastItem',
              params: ({ event }) => ({ start: event.output }),
            },
            target: 'loadingReplacements',
            actions: { type: 'rememberStart', params: ({ event }) => ({ start: event.output }) },
          },
          {
            target: 'choosingItem',
            actions: [
              { type: 'rememberStart', params: ({ event }) => ({ start: event.output }) },
              'enterItem',
            ],
          },
        ],
        onError: problemAt('loadFailed'),
      },
    },
    loadFailed: {
      on: { 'swap.retry': { target: 'loading' } },
    },
    nothingToSwap: {},
    choosingItem: {
      on: {
        'swap.chooseItem': { actions: 'chooseItem' },
        'swap.continue': [
          { guard: 'hasItem', target: 'loadingReplacements', actions: 'enterReplacement' },
          { actions: 'askForItem' },
        ],
      },
    },
    loadingReplacements: {
      invoke: {
        id: 'findReplacements',
        src: 'findReplacements',
        input: ({ context }) => ({
          membershipProductId: context.itemId ?? '',
          search: context.search,
        }),
        onDone: [
          {
            guard: {
              type: 'shouldResumeAtSchedule',
              params: ({ event }) => ({ replacements: event.output }),
            },
            target: 'scheduling',
            actions: [
              {
                type: 'rememberReplacements',
                params: ({ event }) => ({ replacements: event.output }),
              },
              'enterSchedule',
            ],
          },
          {
            target: 'choosingReplacement',
            actions: [
              {
                type: 'rememberReplacements',
                params: ({ event }) => ({ replacements: event.output }),
              },
              'enterReplacement',
            ],
          },
        ],
        onError: problemAt('replacementsFailed'),
      },
    },
    replacementsFailed: {
      on: {
        'swap.retry': { target: 'loadingReplacements', actions: 'clearProblem' },
        'swap.back': { target: 'choosingItem', actions: 'enterItem' },
      },
    },
    choosingReplacement: {
      on: {
        'swap.search': { target: 'loadingReplacements', actions: 'setSearch' },
        'swap.chooseReplacement': { actions: 'chooseReplacement' },
        'swap.continue': [
          { guard: 'hasReplacement', target: 'scheduling', actions: 'enterSchedule' },
          { actions: 'askForReplacement' },
        ],
        'swap.back': { target: 'choosingItem', actions: 'enterItem' },
      },
    },
    scheduling: {
      on: {
        'swap.chooseVisit': { actions: 'chooseVisit' },
        'swap.continue': [
          { guard: 'isVisitChosen', target: 'quoting', actions: 'clearProblem' },
          { actions: 'showVisitProblems' },
        ],
        'swap.back': { target: 'choosingReplacement', actions: 'enterReplacement' },
      },
    },
    // The server prices the request (a retry when it cannot), the customer reviews and confirms.
    quoting: {
      invoke: {
        id: 'quoteSwap',
        src: 'quoteSwap',
        input: ({ context }) => ({
          membershipProductId: context.itemId ?? '',
          productId: context.productId ?? '',
        }),
        onDone: quotedAt('review', 'enterReview'),
        onError: problemAt('quoteFailed'),
      },
    },
    quoteFailed: {
      on: {
        'swap.retry': { target: 'quoting', actions: 'clearProblem' },
        'swap.back': { target: 'scheduling', actions: 'enterSchedule' },
      },
    },
    review: {
      on: {
        'swap.confirm': { target: 'placing' },
        'swap.back': { target: 'scheduling', actions: 'enterSchedule' },
      },
    },
    // Booked once; a refused day or window goes back to choose another, shown on its field.
    placing: {
      invoke: {
        id: 'placeSwap',
        src: 'placeSwap',
        input: ({ context }) => ({
          membershipProductId: context.itemId ?? '',
          productId: context.productId ?? '',
          swapdate: context.visit?.date ?? '',
          swaptimetype: context.visit?.window ?? '',
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
