import { fromPromise } from 'xstate';
import { buyoutMachine } from '../../../machines/buyout.machine';
import type {
  BuyoutPaid,
  BuyoutQuote,
  BuyoutStart,
  PlaceBuyoutInput,
} from '../../../machines/buyout.machine';
import { parseExpiry } from '../../../machines/card-rules';
import type { CardDraft, CardToken } from '../../../machines/checkout-types';
import { createBuyoutOrder, fetchBuyoutQuote, fetchBuyoutStart } from '../../api/buyout-queries';
import { tokenizeCard } from '../../api/checkout-queries';

/** The app's buyout logic: the real calls of src/api. */
export const buyoutLogic = buyoutMachine.provide({
  actors: {
    loadBuyout: fromPromise<BuyoutStart, void>(async () => {
      const answer = await fetchBuyoutStart();
      return { items: answer.buyoutProductPricing, cards: answer.findPayment };
    }),
    tokenizeCard: fromPromise<CardToken, { card: CardDraft }>(async ({ input }) => {
      const expiry = parseExpiry(input.card.expiry);
      return tokenizeCard({
        number: input.card.number.replace(/[\s-]/g, ''),
        expMonth: expiry?.month ?? 0,
        expYear: expiry?.year ?? 0,
        cvc: input.card.cvc.trim(),
        name: input.card.name.trim(),
      });
    }),
    quoteBuyout: fromPromise<BuyoutQuote, { productIds: string[] }>(({ input }) =>
      fetchBuyoutQuote(input.productIds),
    ),
    placeBuyout: fromPromise<BuyoutPaid, PlaceBuyoutInput>(({ input: { payment, ...input } }) =>
      createBuyoutOrder({ ...input, ...payment }),
    ),
  },
});
