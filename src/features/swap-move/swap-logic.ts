import { fromPromise } from 'xstate';
import { swapMachine } from '../../../machines/swap.machine';
import type {
  PlaceSwapInput,
  SwapPlaced,
  SwapQuote,
  SwapReplacement,
  SwapStart,
} from '../../../machines/swap.machine';
import {
  createSwapOrder,
  fetchSwappableItems,
  fetchSwapQuote,
  fetchSwapReplacements,
} from '../../api/swap-move-queries';
import { schedulesOf } from '../../lib/visit-schedules';

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
