import type { MachineModel } from '../machine-entry';
import type { PickupSchedule, ReturnableItem, ReturnQuote, ReturnsStart } from '../returns.machine';

/** Examples for the returns machine: what the server answers, the events its model sends, its invariant. */

const home = {
  addressId: 'a0000000-0000-4000-8000-000000000001',
  address: '88 Harbour Street, Toronto ON M5J 0C3',
  cityId: '6',
};
const sofa: ReturnableItem = {
  id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Harlow Sofa',
  thumbUrl: null,
  subscriptionPrice: 89,
  monthlyCharge: { fee: 106.8, pivotCare: 0, total: 106.8 },
  earlyReturnFee: 178,
  freeReturnFrom: '2030-01-10',
  ...home,
};
const chair: ReturnableItem = {
  id: 'b0000000-0000-4000-8000-000000000002',
  name: 'Loft Lounge Chair',
  thumbUrl: null,
  subscriptionPrice: 45,
  monthlyCharge: { fee: 45, pivotCare: 0, total: 45 },
  earlyReturnFee: 90,
  freeReturnFrom: '2024-07-01',
  ...home,
};
const cottage: ReturnableItem = {
  id: 'b0000000-0000-4000-8000-000000000003',
  name: 'Cove Side Table',
  thumbUrl: null,
  subscriptionPrice: 19,
  monthlyCharge: { fee: 22.8, pivotCare: 0, total: 22.8 },
  earlyReturnFee: 38,
  freeReturnFrom: '2029-05-01',
  addressId: 'a0000000-0000-4000-8000-000000000002',
  address: '12 Lakeshore Road, Oakville ON L6J 1H5',
  cityId: '6',
};
const schedule: PickupSchedule = {
  today: '2026-11-25',
  earliest: '2026-11-27',
  notice: 'Pickups need two days’ notice.',
  latestDate: '2027-01-24',
  windows: [
    { type: 'MORNING', label: '9 a.m. to 1 p.m.', startHour: 9, endHour: 13 },
    { type: 'AFTERNOON', label: '1 p.m. to 5 p.m.', startHour: 13, endHour: 17 },
    { type: 'EVENING', label: '5 p.m. to 9 p.m.', startHour: 17, endHour: 21 },
  ],
};

export const returnsExamples = {
  sofa,
  chair,
  cottage,
  schedule,
  start: { items: [sofa, chair, cottage], schedules: { '6': schedule } } satisfies ReturnsStart,
  nothing: { items: [], schedules: {} } satisfies ReturnsStart,
  described: { reason: 'MOVING' as const, condition: 'LIGHT_WEAR' as const, note: '' },
  /** "It is damaged": the condition step asks for a photo. */
  damaged: { reason: 'DAMAGED' as const, condition: 'HEAVY_WEAR' as const, note: '' },
  photo: {
    key: 'returns/d0000000-0000-4000-8000-000000000001/b0000000-0000-4000-8000-000000000001/e0000000-0000-4000-8000-000000000001.jpg',
    signedURL: '/return-photos/returns/d0000000/photo.jpg?expires=1&signature=x',
  },
  pickup: { date: '2026-11-30', window: 'AFTERNOON' },
  quote: {
    returns: [
      {
        id: sofa.id,
        pricedHandling: { price: 178, type: 'EARLY_RETURN_FEE' },
        happinessGuaranteeError:
          'Free returns start on January 10, 2030; before then the pickup costs twice the monthly membership fee.',
      },
    ],
    returnsSubtotal: 178,
    returnsTax: 23.14,
    returnsTaxes: [{ name: 'HST 13%', price: 23.14 }],
    returnsTotal: 201.14,
  } satisfies ReturnQuote,
  placed: {
    orderId: 'c0000000-0000-4000-8000-000000000001',
    orderNumber: 'SF100500',
    total: 201.14,
  },
};

export const returnsModel: MachineModel = {
  // Opened at /returns/review/<address> with the sofa in the return cart, as after a reload.
  input: {
    step: 'review',
    selected: [sofa.id],
    details: {},
    pickup: null,
    idempotencyKey: 'return-key-1',
  },
  events: [
    { type: 'xstate.done.actor.loadReturns', output: returnsExamples.start },
    { type: 'xstate.done.actor.loadReturns', output: returnsExamples.nothing },
    {
      type: 'xstate.error.actor.loadReturns',
      error: { message: 'We could not reach our servers.' },
    },
    { type: 'returns.retry' },
    { type: 'returns.toggle', id: sofa.id },
    { type: 'returns.toggle', id: cottage.id },
    { type: 'returns.continue' },
    { type: 'returns.back' },
    { type: 'returns.describe', id: sofa.id, detail: returnsExamples.described },
    { type: 'returns.describe', id: sofa.id, detail: returnsExamples.damaged },
    { type: 'returns.photoAdded', id: sofa.id, photo: returnsExamples.photo },
    { type: 'returns.choosePickup', pickup: returnsExamples.pickup },
    { type: 'returns.choosePickup', pickup: { date: '2026-11-01', window: 'MORNING' } },
    { type: 'xstate.done.actor.quoteReturn', output: returnsExamples.quote },
    {
      type: 'xstate.error.actor.quoteReturn',
      error: { message: 'We could not price your return.' },
    },
    { type: 'returns.confirm' },
    { type: 'xstate.done.actor.placeReturn', output: returnsExamples.placed },
    {
      type: 'xstate.error.actor.placeReturn',
      error: { message: 'That time window has already started today.', field: 'returntimetype' },
    },
    {
      type: 'xstate.error.actor.placeReturn',
      error: {
        message: 'Harlow Sofa: This item already has a pickup booked.',
        field: 'returns[0].id',
      },
    },
  ],
  // What the screen shows: the state, whether anything is chosen, described and picked, and
  // whether a problem is held (their exact values would multiply paths without new screens).
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      (snapshot.context.selected as string[]).length,
      Object.keys(snapshot.context.details as object).length > 0,
      Object.keys(snapshot.context.photos as object).length > 0,
      // A damaged item needs a photo: its own screen (the condition step's requirement).
      Object.values(snapshot.context.details as Record<string, { reason: string }>).some(
        (detail) => detail.reason === 'DAMAGED',
      ),
      snapshot.context.pickup !== null,
      snapshot.context.problem !== null,
      Object.keys(snapshot.context.fieldErrors as object).length > 0,
    ]),
  invariant: (snapshot) => {
    const context = snapshot.context as {
      selected: string[];
      items: ReturnableItem[];
      placed: unknown;
      quote: unknown;
    };
    const onScreen = ['select', 'details', 'pickup', 'quoting', 'review', 'placing', 'placed'].some(
      (state) => snapshot.matches(state),
    );
    if (onScreen && context.selected.some((id) => !context.items.some((item) => item.id === id)))
      return 'an item is chosen that is not offered';
    const addresses = new Set(
      context.selected.map((id) => context.items.find((item) => item.id === id)?.addressId),
    );
    if (addresses.size > 1) return 'one pickup from two addresses';
    if (
      ['details', 'pickup', 'quoting', 'review', 'placing'].some((state) =>
        snapshot.matches(state),
      ) &&
      context.selected.length === 0
    )
      return 'returns nothing';
    if ((snapshot.matches('review') || snapshot.matches('placing')) && !context.quote)
      return 'confirms without a price';
    if (snapshot.matches('placed') && !context.placed) return 'placed without an order';
    if (
      snapshot.matches('quoting') &&
      (snapshot.context.problem !== null ||
        Object.keys(snapshot.context.fieldErrors as object).length > 0)
    )
      return 'a problem held behind the pricing spinner';
    return null;
  },
};
