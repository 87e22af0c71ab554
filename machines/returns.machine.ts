import { assertEvent, assign, setup } from 'xstate';
import { problemAt, quotedAt } from './booking';
import { problemOf, providedByApp } from './provided-by-app';
import type {
  CreateReturnOrderMutation,
  CreateReturnOrderMutationVariables,
  DeliveryScheduleQuery,
  ReturnableItemsQuery,
  ReturnItemInput,
  ReturnQuoteQuery,
} from '../contract/graphql';

/** A held item the customer can return (dollars), as the API answers it. */
export type ReturnableItem = ReturnableItemsQuery['returnableItems'][number];

type DeliverySchedule = DeliveryScheduleQuery['deliverySchedule'];

export type PickupWindow = Pick<
  DeliverySchedule['windows'][number],
  'type' | 'label' | 'startHour'
> &
  Partial<Pick<DeliverySchedule['windows'][number], 'endHour'>>;

/** The depot's schedule for an address's city. */
export interface PickupSchedule extends Pick<DeliverySchedule, 'today' | 'latestDate'> {
  /** The first day this flow's visit can be booked (the server's lead-time policy). */
  earliest: string;
  /** The lead-time rule in words ("Pickups need two days' notice."). */
  notice: string;
  windows: PickupWindow[];
}

export interface ReturnsStart {
  items: ReturnableItem[];
  /** By city id. */
  schedules: Record<string, PickupSchedule>;
}

export type ReturnReason =
  'NO_LONGER_NEEDED' | 'MOVING' | 'NOT_AS_EXPECTED' | 'DAMAGED' | 'UPGRADING' | 'OTHER';

export type ReturnCondition = 'BETTER_THAN_NEW' | 'LIGHT_WEAR' | 'HEAVY_WEAR';

export interface ReturnDetail {
  reason: ReturnReason | '';
  condition: ReturnCondition | '';
  note: string;
}

/** A photo added on the condition step, before booking (the server keeps it with the draft). */
export interface ReturnPhotoRef {
  key: string;
  signedURL: string;
}

export interface PickupChoice {
  date: string;
  window: string;
}

/** The return fees priced, with each tax named as a receipt names it. */
export type ReturnQuote = ReturnQuoteQuery['priceCart'];

export type PlacedReturn = Pick<
  CreateReturnOrderMutation['createReturnOrder'],
  'orderId' | 'orderNumber' | 'total'
>;

export interface ReturnsProblem {
  message: string;
  field?: string | undefined;
  /** A problem found here (not the server's): the screen words it in the page's language. */
  code?: ReturnsProblemCode | undefined;
}

/** The problems the machine finds itself, by code; `message` holds their English words. */
export type ReturnsProblemCode = 'oneAddress' | 'chooseItems';

/** What a field lacks, found here; the screen words it, `returnsFieldText` in English. */
export type ReturnsFieldCode =
  | { code: 'reasonMissing' }
  | { code: 'conditionMissing' }
  | { code: 'noteMissing' }
  | { code: 'photoMissing' }
  | { code: 'pickupDayMissing' }
  | { code: 'pickupDayTooEarly'; notice: string; earliest: string; latest: string }
  | { code: 'pickupDayOutOfRange'; earliest: string; latest: string }
  | { code: 'pickupTimeMissing' };

/** A field problem's English words (what `fieldErrors` holds). */
export function returnsFieldText(problem: ReturnsFieldCode): string {
  switch (problem.code) {
    case 'reasonMissing':
      return 'Choose why you are returning it.';
    case 'conditionMissing':
      return 'Choose the condition it is in.';
    case 'noteMissing':
      return 'Tell us in a few words why you return it.';
    case 'photoMissing':
      return 'Add at least one photo of the damage.';
    case 'pickupDayMissing':
      return 'Choose a pickup day.';
    case 'pickupDayTooEarly':
      return `${problem.notice} Choose a pickup day from ${problem.earliest} to ${problem.latest}.`;
    case 'pickupDayOutOfRange':
      return `Choose a pickup day from ${problem.earliest} to ${problem.latest}.`;
    case 'pickupTimeMissing':
      return 'Choose a pickup time.';
  }
}

function textsOf(codes: Record<string, ReturnsFieldCode>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(codes).map(([field, problem]) => [field, returnsFieldText(problem)]),
  );
}

/** The steps, as in the URL: `/returncenter/select`, then `/returns/{step}/{addressId}`. */
export type ReturnsStep = 'select' | 'details' | 'photos' | 'pickup' | 'review';

export interface ReturnsContext {
  step: ReturnsStep;
  items: ReturnableItem[];
  schedules: Record<string, PickupSchedule>;
  selected: string[];
  details: Record<string, ReturnDetail>;
  /** Photos of each item's condition, by item id (decision 153). */
  photos: Record<string, ReturnPhotoRef[]>;
  pickup: PickupChoice | null;
  quote: ReturnQuote | null;
  /** Messages by field: `details.<id>.reason`, `pickup.date`, ... */
  fieldErrors: Record<string, string>;
  /** The codes of the field problems found here (a field without one shows the server's text). */
  fieldCodes: Record<string, ReturnsFieldCode>;
  problem: ReturnsProblem | null;
  idempotencyKey: string;
  placed: PlacedReturn | null;
}

export interface ReturnsInput {
  step: ReturnsStep;
  /** What the return cart and the saved details hold (`return-cart-v1`). */
  selected?: string[];
  details?: Record<string, ReturnDetail>;
  photos?: Record<string, ReturnPhotoRef[]>;
  pickup?: PickupChoice | null;
  idempotencyKey: string;
}

export type PlaceReturnInput = Omit<CreateReturnOrderMutationVariables, 'returns'> & {
  returns: (ReturnItemInput & { id: string; note: string | null })[];
};

export type ReturnsEvent =
  | { type: 'returns.retry' }
  | { type: 'returns.toggle'; id: string }
  | { type: 'returns.describe'; id: string; detail: ReturnDetail }
  | { type: 'returns.photoAdded'; id: string; photo: ReturnPhotoRef }
  | { type: 'returns.choosePickup'; pickup: PickupChoice }
  | { type: 'returns.continue' }
  | { type: 'returns.back' }
  | { type: 'returns.confirm' };

const asProblem = problemOf<ReturnsProblem>;

/** Codes for what the details step lacks, by field. */
export function detailProblemCodes(
  selected: readonly string[],
  details: Readonly<Record<string, ReturnDetail>>,
): Record<string, ReturnsFieldCode> {
  const problems: Record<string, ReturnsFieldCode> = {};
  for (const id of selected) {
    const detail = details[id];
    if (!detail?.reason) problems[`details.${id}.reason`] = { code: 'reasonMissing' };
    if (!detail?.condition) problems[`details.${id}.condition`] = { code: 'conditionMissing' };
    if (detail?.reason === 'OTHER' && detail.note.trim() === '')
      problems[`details.${id}.note`] = { code: 'noteMissing' };
  }
  return problems;
}

/** Messages for what the details step lacks, by field. */
export function detailProblems(
  selected: readonly string[],
  details: Readonly<Record<string, ReturnDetail>>,
): Record<string, string> {
  return textsOf(detailProblemCodes(selected, details));
}

/** The photos step: "It is damaged" needs a photo of the damage; other reasons may add some. */
export function photoProblemCodes(
  selected: readonly string[],
  details: Readonly<Record<string, ReturnDetail>>,
  photos: Readonly<Record<string, ReturnPhotoRef[]>>,
): Record<string, ReturnsFieldCode> {
  const problems: Record<string, ReturnsFieldCode> = {};
  for (const id of selected) {
    if (details[id]?.reason === 'DAMAGED' && (photos[id]?.length ?? 0) === 0)
      problems[`photos.${id}`] = { code: 'photoMissing' };
  }
  return problems;
}

/** {@link photoProblemCodes} in English words. */
export function photoProblems(
  selected: readonly string[],
  details: Readonly<Record<string, ReturnDetail>>,
  photos: Readonly<Record<string, ReturnPhotoRef[]>>,
): Record<string, string> {
  return textsOf(photoProblemCodes(selected, details, photos));
}

/** Codes for a pickup choice against the schedule, by field. */
export function pickupProblemCodes(
  pickup: PickupChoice | null,
  schedule: PickupSchedule | undefined,
): Record<string, ReturnsFieldCode> {
  const problems: Record<string, ReturnsFieldCode> = {};
  if (!pickup?.date) problems['pickup.date'] = { code: 'pickupDayMissing' };
  else if (schedule && pickup.date < schedule.earliest)
    problems['pickup.date'] = {
      code: 'pickupDayTooEarly',
      notice: schedule.notice,
      earliest: schedule.earliest,
      latest: schedule.latestDate,
    };
  else if (schedule && pickup.date > schedule.latestDate)
    problems['pickup.date'] = {
      code: 'pickupDayOutOfRange',
      earliest: schedule.earliest,
      latest: schedule.latestDate,
    };
  if (!pickup?.window) problems['pickup.window'] = { code: 'pickupTimeMissing' };
  return problems;
}

/** Messages for a pickup choice against the schedule, by field. */
export function pickupProblems(
  pickup: PickupChoice | null,
  schedule: PickupSchedule | undefined,
): Record<string, string> {
  return textsOf(pickupProblemCodes(pickup, schedule));
}

/** The address of the chosen items (one pickup collects from one address). */
export function chosenAddress(context: Pick<ReturnsContext, 'items' | 'selected'>) {
  return context.items.find((item) => item.id === context.selected[0]) ?? null;
}

function scheduleOf(context: ReturnsContext): PickupSchedule | undefined {
  const cityId = chosenAddress(context)?.cityId;
  return cityId ? context.schedules[cityId] : undefined;
}

/** The field a refused day or window is shown on. */
const placeProblemField = (problem: ReturnsProblem): string =>
  problem.field === 'returntimetype' ? 'pickup.window' : 'pickup.date';

/**
 * Returning held items: choose items at one address (the return cart), say why and in what
 * condition, pick a pickup day and window from the depot's schedule, see the fee (twice the
 * monthly fee inside the free-return term, free after), confirm. One idempotency key for the
 * whole return; the URL holds the step, the return cart and the saved details hold the rest.
 */
export const returnsMachine = setup({
  types: {
    context: {} as ReturnsContext,
    events: {} as ReturnsEvent,
    input: {} as ReturnsInput,
  },
  actors: {
    loadReturns: providedByApp<ReturnsStart, void>('loadReturns'),
    quoteReturn: providedByApp<ReturnQuote, { ids: string[]; cityId: string }>('quoteReturn'),
    placeReturn: providedByApp<PlacedReturn, PlaceReturnInput>('placeReturn'),
  },
  guards: {
    hasNothingToReturn: (_args, params: { start: ReturnsStart }) => params.start.items.length === 0,
    shouldResumeAtPickup: ({ context }) =>
      (context.step === 'pickup' || context.step === 'review') &&
      context.selected.length > 0 &&
      Object.keys(detailProblems(context.selected, context.details)).length === 0 &&
      Object.keys(photoProblems(context.selected, context.details, context.photos)).length === 0,
    shouldResumeAtPhotos: ({ context }) =>
      context.step !== 'select' &&
      context.step !== 'details' &&
      context.selected.length > 0 &&
      Object.keys(detailProblems(context.selected, context.details)).length === 0,
    shouldResumeAtDetails: ({ context }) =>
      context.step !== 'select' && context.selected.length > 0,
    hasSelection: ({ context }) => context.selected.length > 0,
    isDescribed: ({ context }) =>
      Object.keys(detailProblems(context.selected, context.details)).length === 0,
    isPhotographed: ({ context }) =>
      Object.keys(photoProblems(context.selected, context.details, context.photos)).length === 0,
    isPickupChosen: ({ context }) =>
      Object.keys(pickupProblems(context.pickup, scheduleOf(context))).length === 0,
    isPickupProblem: (_args, params: { error: unknown }) =>
      /^(returndate|returntimetype)$/.test(asProblem(params.error).field ?? ''),
  },
  actions: {
    rememberStart: assign(({ context }, params: { start: ReturnsStart }) => {
      const offered = new Map(params.start.items.map((item) => [item.id, item]));
      const kept = context.selected.filter((id) => offered.has(id));
      const address = kept.length > 0 ? offered.get(kept[0]!)!.addressId : null;
      return {
        items: params.start.items,
        schedules: params.start.schedules,
        selected: kept.filter((id) => offered.get(id)!.addressId === address),
        problem: null,
      };
    }),
    rememberProblem: assign((_args, params: { error: unknown }) => ({
      problem: asProblem(params.error),
    })),
    rememberQuote: assign((_args, params: { quote: ReturnQuote }) => ({ quote: params.quote })),
    enterReview: assign({ step: 'review' as ReturnsStep, problem: null }),
    showPlaceProblem: assign((_args, params: { error: unknown }) => {
      const problem = asProblem(params.error);
      return {
        fieldErrors: { [placeProblemField(problem)]: problem.message },
        fieldCodes: {},
        problem: null,
      };
    }),
    rememberPlaced: assign((_args, params: { placed: PlacedReturn }) => ({
      placed: params.placed,
      problem: null,
    })),
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'returns.toggle');
      const item = context.items.find((candidate) => candidate.id === event.id);
      if (!item) return {};
      if (context.selected.includes(item.id))
        return { selected: context.selected.filter((id) => id !== item.id), problem: null };
      const address = chosenAddress(context);
      if (address && address.addressId !== item.addressId)
        return {
          problem: {
            message:
              'One pickup collects from one address. Return the items at each address separately.',
            field: 'returns',
            code: 'oneAddress' as const,
          },
        };
      const chosen = [...context.selected, item.id];
      return {
        selected: context.items.map((each) => each.id).filter((id) => chosen.includes(id)),
        problem: null,
      };
    }),
    askForSelection: assign({
      problem: {
        message: 'Choose at least one item to return.',
        field: 'returns',
        code: 'chooseItems' as const,
      },
    }),
    describe: assign(({ context, event }) => {
      assertEvent(event, 'returns.describe');
      return {
        details: { ...context.details, [event.id]: event.detail },
        fieldErrors: {},
        fieldCodes: {},
      };
    }),
    showDetailProblems: assign(({ context }) => {
      const codes = detailProblemCodes(context.selected, context.details);
      return { fieldErrors: textsOf(codes), fieldCodes: codes };
    }),
    addPhoto: assign(({ context, event }) => {
      assertEvent(event, 'returns.photoAdded');
      return {
        photos: {
          ...context.photos,
          [event.id]: [...(context.photos[event.id] ?? []), event.photo],
        },
        fieldErrors: {},
        fieldCodes: {},
      };
    }),
    showPhotoProblems: assign(({ context }) => {
      const codes = photoProblemCodes(context.selected, context.details, context.photos);
      return { fieldErrors: textsOf(codes), fieldCodes: codes };
    }),
    choosePickup: assign(({ event }) => {
      assertEvent(event, 'returns.choosePickup');
      return { pickup: event.pickup, fieldErrors: {}, fieldCodes: {}, problem: null };
    }),
    showPickupProblems: assign(({ context }) => {
      const codes = pickupProblemCodes(context.pickup, scheduleOf(context));
      return { fieldErrors: textsOf(codes), fieldCodes: codes };
    }),
    enterSelect: assign({
      step: 'select' as ReturnsStep,
      fieldErrors: {},
      fieldCodes: {},
      problem: null,
    }),
    enterDetails: assign({
      step: 'details' as ReturnsStep,
      fieldErrors: {},
      fieldCodes: {},
      problem: null,
    }),
    enterPhotos: assign({
      step: 'photos' as ReturnsStep,
      fieldErrors: {},
      fieldCodes: {},
      problem: null,
    }),
    enterPickup: assign({
      step: 'pickup' as ReturnsStep,
      fieldErrors: {},
      fieldCodes: {},
      problem: null,
    }),
    startQuoting: assign({ fieldErrors: {}, fieldCodes: {}, problem: null }),
  },
}).createMachine({
  id: 'returns',
  context: ({ input }) => ({
    step: input.step,
    items: [],
    schedules: {},
    selected: input.selected ?? [],
    details: input.details ?? {},
    photos: input.photos ?? {},
    pickup: input.pickup ?? null,
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
        id: 'loadReturns',
        src: 'loadReturns',
        onDone: [
          {
            guard: { type: 'hasNothingToReturn', params: ({ event }) => ({ start: event.output }) },
            target: 'nothingToReturn',
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
        { guard: 'shouldResumeAtPickup', target: 'pickup', actions: 'enterPickup' },
        { guard: 'shouldResumeAtPhotos', target: 'photos', actions: 'enterPhotos' },
        { guard: 'shouldResumeAtDetails', target: 'details', actions: 'enterDetails' },
        { target: 'select', actions: 'enterSelect' },
      ],
    },
    loadFailed: {
      on: { 'returns.retry': { target: 'loading' } },
    },
    nothingToReturn: {},
    select: {
      on: {
        'returns.toggle': { actions: 'toggle' },
        'returns.continue': [
          { guard: 'hasSelection', target: 'details', actions: 'enterDetails' },
          { actions: 'askForSelection' },
        ],
      },
    },
    details: {
      on: {
        'returns.describe': { actions: 'describe' },
        'returns.continue': [
          { guard: 'isDescribed', target: 'photos', actions: 'enterPhotos' },
          { actions: 'showDetailProblems' },
        ],
        'returns.back': { target: 'select', actions: 'enterSelect' },
      },
    },
    // The condition step: photos, required when the item is damaged (decision 153).
    photos: {
      on: {
        'returns.photoAdded': { actions: 'addPhoto' },
        'returns.continue': [
          { guard: 'isPhotographed', target: 'pickup', actions: 'enterPickup' },
          { actions: 'showPhotoProblems' },
        ],
        'returns.back': { target: 'details', actions: 'enterDetails' },
      },
    },
    pickup: {
      on: {
        'returns.choosePickup': { actions: 'choosePickup' },
        'returns.continue': [
          { guard: 'isPickupChosen', target: 'quoting', actions: 'startQuoting' },
          { actions: 'showPickupProblems' },
        ],
        'returns.back': { target: 'photos', actions: 'enterPhotos' },
      },
    },
    // The server prices the request (a retry when it cannot), the customer reviews and confirms.
    quoting: {
      invoke: {
        id: 'quoteReturn',
        src: 'quoteReturn',
        input: ({ context }) => ({
          ids: context.selected,
          cityId: chosenAddress(context)?.cityId ?? '',
        }),
        onDone: quotedAt('review', 'enterReview'),
        onError: problemAt('quoteFailed'),
      },
    },
    quoteFailed: {
      on: {
        'returns.retry': { target: 'quoting', actions: 'startQuoting' },
        'returns.back': { target: 'pickup', actions: 'enterPickup' },
      },
    },
    review: {
      on: {
        'returns.confirm': { target: 'placing' },
        'returns.back': { target: 'pickup', actions: 'enterPickup' },
      },
    },
    // Booked once; a refused day or window goes back to choose another, shown on its field.
    placing: {
      invoke: {
        id: 'placeReturn',
        src: 'placeReturn',
        input: ({ context }) => ({
          returns: context.selected.map((id) => ({
            id,
            reason: context.details[id]?.reason ?? '',
            condition: context.details[id]?.condition ?? '',
            note: context.details[id]?.note.trim() || null,
          })),
          returndate: context.pickup?.date ?? '',
          returntimetype: context.pickup?.window ?? '',
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: {
          target: 'placed',
          actions: { type: 'rememberPlaced', params: ({ event }) => ({ placed: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isPickupProblem', params: ({ event }) => ({ error: event.error }) },
            target: 'pickup',
            actions: [
              'enterPickup',
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
