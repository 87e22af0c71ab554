import { fromPromise } from 'xstate';
import { returnsMachine } from '../../../machines/returns.machine';
import type {
  PlacedReturn,
  PlaceReturnInput,
  ReturnQuote,
  ReturnsStart,
} from '../../../machines/returns.machine';
import {
  createReturnOrder,
  fetchReturnableItems,
  fetchReturnQuote,
} from '../../api/return-queries';
import { schedulesOf } from '../../lib/visit-schedules';

/** The app's returns logic: the real calls of src/api. */
export const returnsLogic = returnsMachine.provide({
  actors: {
    loadReturns: fromPromise<ReturnsStart, void>(async () => {
      const items = await fetchReturnableItems();
      // Only items with a city have a depot to pick them up.
      const cities = items.flatMap((item) => (item.cityId ? [item.cityId] : []));
      return { items, schedules: await schedulesOf(cities, 'RETURN_PICKUP') };
    }),
    quoteReturn: fromPromise<ReturnQuote, { ids: string[]; cityId: string }>(({ input }) =>
      fetchReturnQuote(input.cityId, input.ids),
    ),
    placeReturn: fromPromise<PlacedReturn, PlaceReturnInput>(({ input }) =>
      createReturnOrder(input),
    ),
  },
});
