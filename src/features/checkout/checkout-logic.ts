import { fromPromise } from 'xstate';
import { checkoutMachine, parseExpiry } from '../../../machines/checkout.machine';
import { addressDraftInput } from '../../../machines/address-rules';
import type {
  AddressDraft,
  CardDraft,
  CardToken,
  CheckoutAddress,
  CheckoutCart,
  CheckoutProfile,
  CheckoutQuote,
  DeliveryAreaAnswer,
  DeliveryAreaQuestion,
  DeliveryScheduleInfo,
  PlaceOrderInput,
  PlacedOrder,
  SavedCardSummary,
} from '../../../machines/checkout.machine';
import {
  addShippingAddress,
  fetchCheckoutAgreement,
  fetchCheckoutQuote,
  fetchCheckoutStart,
  fetchDeliverySchedule,
  placeOrder,
  tokenizeCard,
} from '../../api/checkout-queries';
import { toCartProductInput } from '../../api/cart-line-input';
import { fetchDeliveryArea } from '../../api/delivery-area-queries';
import type { BuildingType } from '../../../contract/graphql';
import { pushAnalyticsEvent } from '../../lib/analytics';
import type { AnalyticsItem } from '../../lib/analytics';
import { clearCart } from '../../lib/cart-store';
import { pricingRole } from '../../lib/session-store';
import { m } from '../../i18n/paraglide/messages.js';

/** The cart as every pricing call takes it (quote, agreement, order). */
function pricedCart(cart: CheckoutCart) {
  return {
    cityId: cart.cityId,
    products: cart.lines.map(toCartProductInput),
    includeAssembly: cart.includeAssembly,
  };
}

/** The quote as the machine takes it: a line the server refuses fails the call instead. */
function refusingProblems(quote: CheckoutQuote): CheckoutQuote {
  const [problem] = quote.errors;
  if (problem) {
    throw {
      message: m.checkout_line_problem({
        name: problem.productName ?? m.checkout_an_item(),
        error: problem.error,
      }),
      code: problem.reason === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : 'BAD_USER_INPUT',
      field: 'products',
    };
  }
  return quote;
}

async function quoteFor(cart: CheckoutCart): Promise<CheckoutQuote> {
  // Priced in the role cart prices use, so checkout charges what the cart showed.
  return fetchCheckoutQuote(pricedCart(cart), pricingRole());
}

/** The address form's strings as the API's input (machines/address-rules, shared with partner steps). */
export function addressInput(draft: AddressDraft) {
  const input = addressDraftInput(draft);
  return { ...input, typeofaddress: input.typeofaddress as BuildingType | null };
}

function analyticsItems(quote: CheckoutQuote, cart: CheckoutCart): AnalyticsItem[] {
  return quote.products.map((line) => {
    const cartLine = cart.lines.find((candidate) => candidate.productId === line.productId);
    return {
      item_id: line.productId,
      item_name: line.name,
      item_variant: cartLine
        ? [cartLine.purchaseOption, cartLine.termLength].filter(Boolean).join(' ')
        : undefined,
      price: line.price,
      quantity: line.quantity,
    } as AnalyticsItem;
  });
}

/** The checkout machine with the real calls: our API, the card tokeniser, analytics, the cart. */
export const checkoutLogic = checkoutMachine.provide({
  actors: {
    loadCheckout: fromPromise<
      { addresses: CheckoutAddress[]; cards: SavedCardSummary[]; profile?: CheckoutProfile | null },
      { cart: CheckoutCart }
    >(async () => {
      const start = await fetchCheckoutStart();
      return {
        addresses: start.findShippingAddress,
        cards: start.findPayment,
        // A new address starts with the customer's own name and phone.
        profile: start.getCustomerProfile,
      };
    }),
    addAddress: fromPromise<CheckoutAddress, { address: AddressDraft }>(async ({ input }) =>
      addShippingAddress(addressInput(input.address)),
    ),
    checkDeliveryArea: fromPromise<DeliveryAreaAnswer, DeliveryAreaQuestion>(({ input }) =>
      fetchDeliveryArea(input),
    ),
    loadSchedule: fromPromise<DeliveryScheduleInfo, { cart: CheckoutCart }>(async ({ input }) => {
      const [schedule, quote, agreement] = await Promise.all([
        fetchDeliverySchedule(input.cart.cityId),
        quoteFor(input.cart),
        // A cart the quote refuses has its say at review: no agreement is written for it.
        fetchCheckoutAgreement(pricedCart(input.cart), pricingRole()).catch(() => null),
      ]);
      const estimated = quote.estimatedDeliveryDate;
      return {
        cityId: schedule.cityId,
        cityName: schedule.cityName,
        timezone: schedule.timezone,
        today: schedule.today,
        latestDate: schedule.latestDate,
        windows: schedule.windows,
        earliestDate: estimated && estimated > schedule.today ? estimated : schedule.today,
        // A line the quote refuses is said at review, where the order is priced again.
        ...(quote.errors.length === 0 ? { quote, agreement } : {}),
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
    loadQuote: fromPromise<CheckoutQuote, { cart: CheckoutCart }>(async ({ input }) =>
      refusingProblems(await quoteFor(input.cart)),
    ),
    placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async ({ input: { cart, ...order } }) =>
      placeOrder({ ...pricedCart(cart), ...order }, pricingRole()),
    ),
  },
  actions: {
    checkoutStarted: ({ context }) => {
      // Analytics only: the value comes from a fresh quote; a failure loses nothing.
      quoteFor(context.cart)
        .then((quote) =>
          pushAnalyticsEvent('begin_checkout', {
            currency: 'CAD',
            value: quote.amountDue,
            items: analyticsItems(quote, context.cart),
          }),
        )
        .catch(() => undefined);
    },
    orderPlaced: ({ context }, params) => {
      const quote = context.quote;
      if (quote) {
        pushAnalyticsEvent('purchase', {
          currency: 'CAD',
          // Exactly what was charged today.
          value: quote.total,
          items: analyticsItems(quote, context.cart),
          transaction_id: params.order.id,
          tax: quote.totalTax,
          shipping: quote.deliveryTotal,
        });
      }
      clearCart();
    },
  },
});
