import type { AddressDraft } from '../checkout-types';
import type { MachineModel } from '../machine-entry';
import type { MoveAddress, MoveItem, MoveQuote, MoveStart } from '../move.machine';
import type { PickupSchedule } from '../returns.machine';

/** Examples for the move machine: what the server answers, the events its model sends, its invariant. */

const montreal = {
  addressId: 'c1c2d3e4-0000-4000-8000-00000000b001',
  addressLabel: '175 Rue Sainte-Catherine Ouest, Montreal QC H2X 1Y4',
  cityId: '8',
};
const sofa: MoveItem = {
  id: '8a1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e01',
  name: 'Harlow Sofa',
  thumbUrl: null,
  monthlyCharge: { fee: 89, pivotCare: 0, total: 89 },
  ...montreal,
};
const lamp: MoveItem = {
  id: '8a1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e02',
  name: 'Orbit Floor Lamp',
  thumbUrl: null,
  monthlyCharge: { fee: 19, pivotCare: 0, total: 19 },
  ...montreal,
};
/** At another address: cannot go in the same move. */
const desk: MoveItem = {
  id: '8a1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e03',
  name: 'Alder Desk',
  thumbUrl: null,
  monthlyCharge: { fee: 29, pivotCare: 0, total: 29 },
  addressId: 'c1c2d3e4-0000-4000-8000-00000000b009',
  addressLabel: '1 Rue du Cottage, Laval QC H7N 1A1',
  cityId: '8',
};
const ottawa: MoveAddress = {
  id: 'c1c2d3e4-0000-4000-8000-00000000b002',
  label: '90 Elgin Street, Ottawa ON K1P 5E9',
  province: 'ON',
};
const yukon: MoveAddress = {
  id: 'c1c2d3e4-0000-4000-8000-00000000b003',
  label: '1 Main Street, Whitehorse YT Y1A 1A1',
  province: 'YT',
};
const schedule: PickupSchedule = {
  today: '2026-11-25',
  earliest: '2026-12-02',
  notice: 'Moves need at least a week’s notice.',
  latestDate: '2027-01-24',
  windows: [
    { type: 'MORNING', label: 'Morning, 9 am to 1 pm', startHour: 9, endHour: 13 },
    { type: 'AFTERNOON', label: 'Afternoon, 1 pm to 5 pm', startHour: 13, endHour: 17 },
  ],
};
const quote: MoveQuote = {
  fee: 372.25,
  tax: 48.39,
  taxes: [{ name: 'HST 13%', price: 48.39 }],
  total: 420.64,
  zone: 'BETWEEN_DEPOTS',
  basis: '199 km by road, Montreal depot to Ottawa depot',
  route: ['Montreal', 'Ottawa'],
  checkRouteUrl:
    'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=45.5017%2C-73.5673%3B45.4215%2C-75.6972',
  buyoutTotal: 1480,
  costsMoreThanBuyout: false,
  distanceKm: 199,
  fromDepot: 'Montreal',
  toDepot: 'Ottawa',
  toProvince: 'ON',
  transitDays: 1,
  earliestDate: '2026-12-02',
  deliveryDate: '2026-12-04',
};
const draft: AddressDraft = {
  firstName: 'Alex',
  lastName: 'Tremblay',
  phoneNumber: '613 555 0100',
  streetaddress: '90 Elgin Street',
  unitnumber: '',
  city: 'Ottawa',
  province: 'ON',
  postalcode: 'K1P 5E9',
  typeofaddress: 'APARTMENT',
  floornumber: '',
  elevatoraccess: true,
  buzzernumber: '',
  dockdooraccess: false,
  receivinghours: '',
  deliveryinstructions: '',
  primary: false,
};

export const moveExamples = {
  sofa,
  lamp,
  desk,
  ottawa,
  yukon,
  schedule,
  quote,
  draft,
  start: {
    items: [sofa, lamp, desk],
    addresses: [ottawa, yukon],
    schedules: { '8': schedule },
  } satisfies MoveStart,
  nothing: { items: [], addresses: [ottawa], schedules: {} } satisfies MoveStart,
  goodVisit: { date: '2026-12-03', window: 'AFTERNOON' },
  /** Five days ahead: less than a week's notice. */
  earlyVisit: { date: '2026-11-30', window: 'AFTERNOON' },
  noDepot: {
    message:
      'No depot serves Y1A 1A1: our crews reach about 75 km around our 15 depots, so we cannot move your furniture there.',
    code: 'BAD_USER_INPUT',
    field: 'toAddressId',
  },
  declined: {
    message: 'Your card was declined. Update the card on file and try again.',
    code: 'PAYMENT_DECLINED',
    field: 'payment',
  },
  noticeRefused: {
    message: 'Moves need at least a week’s notice. Choose 2026-12-02 or a later day.',
    code: 'BAD_USER_INPUT',
    field: 'movedate',
  },
};

export const moveModel: MachineModel = {
  // Opened at /moveproducts?step=schedule, as after a reload of the schedule step.
  input: {
    step: 'schedule',
    selected: [sofa.id],
    toAddressId: ottawa.id,
    visit: null,
    idempotencyKey: 'move-key-1',
  },
  events: [
    { type: 'xstate.done.actor.loadMove', output: moveExamples.start },
    { type: 'xstate.done.actor.loadMove', output: moveExamples.nothing },
    { type: 'xstate.error.actor.loadMove', error: { message: 'We could not reach our servers.' } },
    { type: 'move.retry' },
    { type: 'move.toggle', id: sofa.id },
    { type: 'move.toggle', id: desk.id },
    { type: 'move.chooseAddress', id: yukon.id },
    { type: 'move.newAddress' },
    { type: 'move.saveAddress', draft },
    { type: 'xstate.done.actor.saveAddress', output: ottawa },
    {
      type: 'xstate.error.actor.saveAddress',
      error: {
        message: 'Check the postal code.',
        fields: { postalcode: 'Enter a Canadian postal code like A1A 1A1.' },
      },
    },
    { type: 'xstate.done.actor.quoteMove', output: quote },
    { type: 'xstate.error.actor.quoteMove', error: moveExamples.noDepot },
    { type: 'xstate.done.actor.requoteMove', output: quote },
    { type: 'move.chooseVisit', visit: moveExamples.goodVisit },
    { type: 'move.continue' },
    { type: 'move.back' },
    { type: 'move.confirm' },
    {
      type: 'xstate.done.actor.placeMove',
      output: {
        orderId: 'a1b2c3d4-0000-4000-8000-000000000003',
        orderNumber: 'SF100323',
        chargedamount: 420.64,
      },
    },
    { type: 'xstate.error.actor.placeMove', error: moveExamples.declined },
    { type: 'xstate.error.actor.placeMove', error: moveExamples.noticeRefused },
  ],
  // What the customer can see: the state, the choices and whether something is wrong.
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.selected.length,
      snapshot.context.toAddressId,
      snapshot.context.visit !== null,
    ]),
  invariant: (snapshot) => {
    const context = snapshot.context as {
      selected: string[];
      items: { id: string; addressId: string }[];
      toAddressId: string | null;
      quote: unknown;
      placed: unknown;
      idempotencyKey: string;
    };
    const addresses = new Set(
      context.items.filter((item) => context.selected.includes(item.id)).map((i) => i.addressId),
    );
    if (addresses.size > 1) return 'items from two addresses in one move';
    const pastAddress = ['checkingAddress', 'scheduling', 'quoting', 'review', 'placing'];
    if (pastAddress.some((state) => snapshot.matches(state)) && !context.toAddressId)
      return 'past the address step without an address';
    if (
      ['choosingAddress', ...pastAddress].some((state) => snapshot.matches(state)) &&
      context.selected.length === 0
    )
      return 'moves nothing';
    if ((snapshot.matches('review') || snapshot.matches('placing')) && !context.quote)
      return 'confirms without showing the fee';
    if (snapshot.matches('placed') && !context.placed) return 'placed without an order';
    if (context.idempotencyKey !== 'move-key-1') return 'the idempotency key changed';
    return null;
  },
};
