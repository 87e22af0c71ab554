import { fromPromise } from 'xstate';
import { buyoutMachine } from '../../../machines/buyout.machine';
import type {
  BuyoutItem,
  BuyoutPaid,
  BuyoutQuote,
  BuyoutStart,
  PlaceBuyoutInput,
} from '../../../machines/buyout.machine';
import { parseExpiry } from '../../../machines/card-rules';
import type { CardDraft, CardToken } from '../../../machines/checkout-types';
import { createBuyoutOrder, fetchBuyoutQuote, fetchBuyoutStart } from '../../api/buyout-queries';
import type { BuyoutStartAnswer } from '../../api/buyout-queries';
import { tokenizeCard } from '../../api/checkout-queries';

const toItem = ({
  monthlyCharge,
  ...item
}: BuyoutStartAnswer['buyoutProductPricing'][number]): BuyoutItem => ({
  ...item,
  monthly: monthlyCharge ?? null,
  thumbUrl: item.thumbUrl ?? null,
  monthsLeft: item.monthsLeft ?? null,
});

/** The app's buyout logic: the real calls of src/api. */
export const buyoutLogic = buyoutMachine.provide({
  actors: {
    loadBuyout: fromPromise<BuyoutStart, void>(async () => {
      const answer = await fetchBuyoutStart();
      return {
        items: answer.buyoutProductPricing.map(toItem),
        cards: answer.findPayment,
      };
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
    quoteBuyout: fromPromise<BuyoutQuote, { productIds: string[] }>(async ({ input }) => {
      const quote = await fetchBuyoutQuote(input.productIds);
      return { ...quote, items: quote.items.map(toItem) };
    }),
    placeBuyout: fromPromise<BuyoutPaid, PlaceBuyoutInput>(async ({ input }) => {
      const answer = await createBuyoutOrder({
        productIds: input.productIds,
        idempotencyKey: input.idempotencyKey,
        expectedTotal: input.expectedTotal,
        ...input.payment,
      });
      return {
        orderId: answer.orderId,
        orderNumber: answer.orderNumber,
        chargedAmount: answer.chargedamount,
      };
    }),
  },
});
