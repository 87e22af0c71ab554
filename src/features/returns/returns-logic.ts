import { fromPromise } from 'xstate';
import { returnsMachine } from '../../../machines/returns.machine';
import type {
  PickupSchedule,
  PlacedReturn,
  PlaceReturnInput,
  ReturnQuote,
  ReturnsStart,
} from '../../../machines/returns.machine';
import { fetchDeliverySchedule } from '../../api/checkout-queries';
import {
  createReturnOrder,
  fetchReturnableItems,
  fetchReturnQuote,
} from '../../api/return-queries';

/** The app's returns logic: the real calls of src/api. */
export const returnsLogic = returnsMachine.provide({
  actors: {
    loadReturns: fromPromise<ReturnsStart, void>(async () => {
      const items = await fetchReturnableItems();
      const cities = [...new Set(items.flatMap((item) => (item.cityId ? [item.cityId] : [])))];
      const schedules: Record<string, PickupSchedule> = {};
      await Promise.all(
        cities.map(async (cityId) => {
          const schedule = await fetchDeliverySchedule(cityId);
          const lead = schedule.visitLeadTimes.find((each) => each.flow === 'RETURN_PICKUP');
          schedules[cityId] = {
            today: schedule.today,
            earliest: lead?.earliestDate ?? schedule.today,
            notice: lead?.rule ?? '',
            latestDate: schedule.latestDate,
            // Pickups run in the delivery windows; "pickup at the depot" is not a pickup.
            windows: schedule.windows.filter((window) => window.type !== 'PICKUP'),
          };
        }),
      );
      return { items, schedules };
    }),
    quoteReturn: fromPromise<ReturnQuote, { ids: string[]; cityId: string }>(({ input }) =>
      fetchReturnQuote(input.cityId, input.ids),
    ),
    placeReturn: fromPromise<PlacedReturn, PlaceReturnInput>(({ input }) =>
      createReturnOrder(input),
    ),
  },
});
