import { fromPromise } from 'xstate';
import type { PickupSchedule } from '../../../machines/returns.machine';
import { swapMachine } from '../../../machines/swap.machine';
import type {
  PlaceSwapInput,
  SwapPlaced,
  SwapQuote,
  SwapReplacement,
  SwapStart,
} from '../../../machines/swap.machine';
import { fetchDeliverySchedule } from '../../api/checkout-queries';
import {
  createSwapOrder,
  fetchSwappableItems,
  fetchSwapQuote,
  fetchSwapReplacements,
} from '../../api/swap-move-queries';

/** The depots' schedules of these cities; the crews' windows, not "pickup at the depot". */
export async function schedulesOf(
  cityIds: string[],
  flow: 'SWAP' | 'MOVE',
): Promise<Record<string, PickupSchedule>> {
  const schedules: Record<string, PickupSchedule> = {};
  await Promise.all(
    [...new Set(cityIds)].map(async (cityId) => {
      const schedule = await fetchDeliverySchedule(cityId);
      const lead = schedule.visitLeadTimes.find((each) => each.flow === flow);
      schedules[cityId] = {
        today: schedule.today,
        earliest: lead?.earliestDate ?? schedule.today,
        notice: lead?.rule ?? '',
        latestDate: schedule.latestDate,
        windows: schedule.windows.filter((window) => window.type !== 'PICKUP'),
      };
    }),
  );
  return schedules;
}

/** The app's swap logic: the real calls of src/api. */
export const swapLogic = swapMachine.provide({
  actors: {
    loadSwap: fromPromise<SwapStart, void>(async () => {
      const items = await fetchSwappableItems();
      return {
        items,
        schedules: await schedulesOf(
          items.map((item) => item.cityId),
          'SWAP',
        ),
      };
    }),
    findReplacements: fromPromise<
      SwapReplacement[],
      { membershipProductId: string; search: string }
    >(({ input }) => fetchSwapReplacements(input.membershipProductId, input.search)),
    quoteSwap: fromPromise<SwapQuote, { membershipProductId: string; productId: string }>(
      async ({ input }) => fetchSwapQuote(input.membershipProductId, input.productId),
    ),
    placeSwap: fromPromise<SwapPlaced, PlaceSwapInput>(({ input }) => createSwapOrder(input)),
  },
});
