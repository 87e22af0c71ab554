import { fromPromise } from 'xstate';
import { m } from '../../i18n/paraglide/messages.js';
import { addressDraftProblems } from '../../../machines/address-rules';
import type { AddressDraft } from '../../../machines/checkout-types';
import { moveMachine } from '../../../machines/move.machine';
import type {
  MoveAddress,
  MovePlaced,
  MoveQuote,
  MoveStart,
  PlaceMoveInput,
} from '../../../machines/move.machine';
import { normalisePostalCode } from '../../../machines/postal-code';
import { addShippingAddress } from '../../api/checkout-queries';
import type { ShippingAddressInput } from '../../../contract/graphql';
import { createMoveOrder, fetchMoveQuote, fetchMoveStart } from '../../api/swap-move-queries';
import { schedulesOf } from '../../lib/visit-schedules';

/** "90 Elgin Street, Unit 4, Ottawa ON K1P 5E9" */
export function moveAddressLabel(address: {
  streetaddress: string;
  unitnumber?: string | null;
  city: string;
  province: string;
  postalcode: string;
}): string {
  const unit = address.unitnumber ? `, Unit ${address.unitnumber}` : '';
  return `${address.streetaddress}${unit}, ${address.city} ${address.province} ${address.postalcode}`;
}

/** The typed address as the API takes it: blanks as null, the postal code `A1A 1A1`. */
function addressInput(draft: AddressDraft): ShippingAddressInput {
  const blank = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    phoneNumber: blank(draft.phoneNumber),
    streetaddress: draft.streetaddress.trim(),
    unitnumber: blank(draft.unitnumber),
    city: draft.city.trim(),
    province: draft.province,
    postalcode: normalisePostalCode(draft.postalcode),
    country: 'CA',
    typeofaddress: (blank(draft.typeofaddress) as ShippingAddressInput['typeofaddress']) ?? null,
    floornumber: blank(draft.floornumber) === null ? null : Number(draft.floornumber),
    elevatoraccess: draft.elevatoraccess,
    buzzernumber: blank(draft.buzzernumber),
    dockdooraccess: draft.dockdooraccess,
    receivinghours: blank(draft.receivinghours),
    deliveryinstructions: blank(draft.deliveryinstructions),
    primary: draft.primary,
  };
}

/** The app's move logic: the real calls of src/api. */
export const moveLogic = moveMachine.provide({
  actors: {
    loadMove: fromPromise<MoveStart, void>(async () => {
      const answer = await fetchMoveStart();
      const items = answer.movableItems;
      return {
        items,
        addresses: answer.findShippingAddress.map((address) => ({
          id: address.id,
          label: moveAddressLabel(address),
          province: address.province,
        })),
        schedules: await schedulesOf(
          items.map((item) => item.cityId),
          'MOVE',
        ),
      };
    }),
    saveAddress: fromPromise<MoveAddress, { draft: AddressDraft }>(async ({ input }) => {
      const problems = addressDraftProblems(input.draft);
      if (Object.keys(problems).length > 0) {
        throw { message: m.swapmove_check_address(), fields: problems };
      }
      const saved = await addShippingAddress(addressInput(input.draft));
      return { id: saved.id, label: moveAddressLabel(saved), province: saved.province };
    }),
    quoteMove: fromPromise<
      MoveQuote,
      { productIds: string[]; toAddressId: string; movedate: string | null }
    >(async ({ input }) => fetchMoveQuote(input)),
    placeMove: fromPromise<MovePlaced, PlaceMoveInput>(({ input }) => createMoveOrder(input)),
  },
});
