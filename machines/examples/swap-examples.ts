import type { PickupSchedule } from '../returns.machine';
import type { SwapItem, SwapReplacement, SwapStart } from '../swap.machine';
import type { MachineModel } from '../machine-entry';

/** Examples for the swap machine: what the server answers, the events its model sends, its invariant. */

const sofa: SwapItem = {
  id: '7a1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e01',
  name: 'Harlow Sofa',
  thumbUrl: null,
  options: ['Oatmeal'],
  monthlyCharge: { fee: 89, pivotCare: 17.8, total: 106.8 },
  addressId: 'b1c2d3e4-0000-4000-8000-00000000a001',
  addressLabel: '301 Front Street West, Toronto ON M5V 2T6',
  cityId: '6',
};
const chair: SwapItem = {
  id: '7a1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e02',
  name: 'Orbit Lounge Chair',
  thumbUrl: null,
  options: ['Brass'],
  monthlyCharge: { fee: 39, pivotCare: 0, total: 39 },
  addressId: 'b1c2d3e4-0000-4000-8000-00000000a001',
  addressLabel: '301 Front Street West, Toronto ON M5V 2T6',
  cityId: '6',
};
const sectional: SwapReplacement = {
  productId: '412',
  name: 'Bramble Sectional',
  thumbUrl: null,
  monthlyCharge: { fee: 119, pivotCare: 23.8, total: 142.8 },
};
const loveseat: SwapReplacement = {
  productId: '418',
  name: 'Wren Loveseat',
  thumbUrl: null,
  monthlyCharge: { fee: 69, pivotCare: 13.8, total: 82.8 },
};
const toronto: PickupSchedule = {
  today: '2026-11-25',
  earliest: '2026-11-27',
  notice: 'Swaps need two days’ notice.',
  latestDate: '2027-01-24',
  windows: [
    { type: 'MORNING', label: 'Morning, 9 am to 1 pm', startHour: 9, endHour: 13 },
    { type: 'AFTERNOON', label: 'Afternoon, 1 pm to 5 pm', startHour: 13, endHour: 17 },
  ],
};

export const swapExamples = {
  sofa,
  chair,
  sectional,
  loveseat,
  toronto,
  start: { items: [sofa, chair], schedules: { '6': toronto } } satisfies SwapStart,
  /** The sofa was swapped meanwhile (another tab): the choice kept in the tab is not offered. */
  chairOnly: { items: [chair], schedules: { '6': toronto } } satisfies SwapStart,
  nothing: { items: [], schedules: {} } satisfies SwapStart,
  replacements: [sectional, loveseat],
  /** A search that finds only the loveseat. */
  loveseatOnly: [loveseat],
  quote: {
    oldMonthly: 106.8,
    newMonthly: 142.8,
    oldMonthlyCharge: { fee: 89, pivotCare: 17.8, total: 106.8 },
    newMonthlyCharge: { fee: 119, pivotCare: 23.8, total: 142.8 },
    monthlyDifference: 36,
    fee: 99,
    tax: 12.87,
    taxes: [{ name: 'HST 13%', price: 12.87 }],
    todayTotal: 111.87,
  },
  goodVisit: { date: '2026-11-28', window: 'MORNING' },
  /** Tomorrow: too soon for the depot to load the replacement. */
  earlyVisit: { date: '2026-11-26', window: 'MORNING' },
  declined: {
    message: 'Your card was declined. Update the card on file and try again.',
    code: 'PAYMENT_DECLINED',
    field: 'payment',
  },
  dayRefused: {
    message: 'That day has passed. Choose 2026-11-27 or a later day.',
    code: 'BAD_USER_INPUT',
    field: 'swapdate',
  },
};

export const swapModel: MachineModel = {
  // Opened at /swapproducts/schedule/<address>, as after a reload of the schedule step.
  input: {
    step: 'schedule',
    itemId: sofa.id,
    productId: sectional.productId,
    visit: null,
    idempotencyKey: 'swap-key-1',
  },
  events: [
    { type: 'xstate.done.actor.loadSwap', output: swapExamples.start },
    { type: 'xstate.done.actor.loadSwap', output: swapExamples.chairOnly },
    { type: 'xstate.done.actor.loadSwap', output: swapExamples.nothing },
    { type: 'xstate.error.actor.loadSwap', error: { message: 'We could not reach our servers.' } },
    { type: 'swap.retry' },
    { type: 'swap.chooseItem', id: chair.id },
    { type: 'xstate.done.actor.findReplacements', output: swapExamples.replacements },
    { type: 'swap.search', search: 'loveseat' },
    { type: 'swap.chooseReplacement', productId: loveseat.productId },
    { type: 'swap.chooseVisit', visit: swapExamples.goodVisit },
    { type: 'swap.continue' },
    { type: 'swap.back' },
    { type: 'xstate.done.actor.quoteSwap', output: swapExamples.quote },
    { type: 'swap.confirm' },
    {
      type: 'xstate.done.actor.placeSwap',
      output: {
        orderId: 'a1b2c3d4-0000-4000-8000-000000000002',
        orderNumber: 'SF100322',
        chargedamount: 111.87,
      },
    },
    { type: 'xstate.error.actor.placeSwap', error: swapExamples.declined },
    { type: 'xstate.error.actor.placeSwap', error: swapExamples.dayRefused },
  ],
  // What the customer can see: the state, the choices and whether something is wrong.
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.itemId,
      snapshot.context.productId,
      snapshot.context.visit?.date ?? null,
      Object.keys(snapshot.context.fieldErrors as object).length > 0 ||
        snapshot.context.problem !== null,
    ]),
  invariant: (snapshot) => {
    const context = snapshot.context as {
      itemId: string | null;
      productId: string | null;
      items: { id: string }[];
      replacements: { productId: string }[];
      quote: unknown;
      placed: unknown;
      idempotencyKey: string;
    };
    const pastItem = ['choosingReplacement', 'scheduling', 'quoting', 'review', 'placing'];
    if (
      pastItem.some((state) => snapshot.matches(state)) &&
      !context.items.some((item) => item.id === context.itemId)
    )
      return 'past the first step without an item that is offered';
    const pastReplacement = ['scheduling', 'quoting', 'review', 'placing'];
    if (
      pastReplacement.some((state) => snapshot.matches(state)) &&
      !context.replacements.some((each) => each.productId === context.productId)
    )
      return 'past the replacement step without a listed replacement';
    if ((snapshot.matches('review') || snapshot.matches('placing')) && !context.quote)
      return 'confirms without showing the price';
    if (snapshot.matches('placed') && !context.placed) return 'placed without an order';
    if (context.idempotencyKey !== 'swap-key-1') return 'the idempotency key changed';
    return null;
  },
};
