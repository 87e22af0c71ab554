import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { cartQuoteMachine } from '../../machines/cart-quote.machine';
import type { PriceCartInput, PriceCartOutput } from '../../machines/cart-quote.machine';
import { readCart, readDiscardNotice, reloadCart } from '../../src/lib/cart-store';
import { formatMoney } from '../../src/lib/money-format';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderQuery } from '../../src/api/checkout-queries';
import { CartQuoteActor } from '../../src/features/cart/cart-quote-actor';
import { SharedCartView } from '../../src/features/cart/shared-cart-page';
import { OrderSuccessPage } from '../../src/features/checkout/order-success-page';
import {
  CartScreenFrame,
  fixedQuoteLogic,
  mixedCartLines,
  mixedCartQuote,
  seedCart,
  twoLinesOfOneProduct,
  twoLinesQuoteLogic,
} from '../../stories/cart/cart-quote-story-kit';
import { quoteLogic, sharedCart } from '../../stories/cart/share-fixtures';
import { pricedLine, quoteTotals } from '../../stories/cart/priced-line';
import { storyQueryClient } from '../../stories/catalog/catalog-story-providers';
import {
  CheckoutAtState,
  storyCheckoutLogic,
  storyPaths,
} from '../../stories/checkout/checkout-story-kit';
import { placedOrder } from '../../stories/checkout/order-fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A screen inside a query client (pre-filled) and a memory router, as in the app. */
function Frame({
  screen: Screen,
  queries = [],
}: {
  screen: () => ReactElement;
  queries?: readonly (readonly [readonly unknown[], unknown])[];
}) {
  const [client] = useState(() => storyQueryClient(queries as never));
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: Screen }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  );
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

describe('cart page', () => {
  it('prices two lines of one product each by the line it prices', async () => {
    seedCart(twoLinesOfOneProduct);
    render(<CartScreenFrame logic={twoLinesQuoteLogic()} />);
    await screen.findByTestId('cart-total', {}, { timeout: 3000 });
    const [outright, subscribed] = within(
      screen.getByRole('list', { name: 'Items in your cart' }),
    ).getAllByRole('listitem');
    expect(outright).toHaveTextContent('$1,299');
    expect(subscribed).toHaveTextContent('$498');
    expect(subscribed).not.toHaveTextContent('$1,299');
  });

  it('shows how each line of a mixed cart is paid, today and each month, and sends PivotCare', async () => {
    seedCart(mixedCartLines);
    const sent: PriceCartInput[] = [];
    const logic = cartQuoteMachine.provide({
      actors: {
        priceCart: fromPromise<PriceCartOutput, PriceCartInput>(async ({ input }) => {
          sent.push(input);
          return { quote: mixedCartQuote(), version: input.version };
        }),
      },
      actions: { reportError: () => undefined },
    });
    render(<CartScreenFrame logic={logic} />);
    await screen.findByTestId('cart-total', {}, { timeout: 3000 });
    const [subscribed, financed, bought] = within(
      screen.getByRole('list', { name: 'Items in your cart' }),
    ).getAllByRole('listitem');
    // $15.65 a month and PivotCare at 20% ($3.13): $18.78/mo.
    expect(subscribed).toHaveTextContent('$18.78/mo');
    expect(subscribed).toHaveTextContent('Yours after 19 payments');
    const care = within(subscribed!).getByRole('checkbox', {
      name: 'PivotCare damage cover +$3.13/mo',
    });
    expect(care).toBeChecked();
    expect(financed).toHaveTextContent('$104.55/mo');
    expect(financed).toHaveTextContent('36 monthly payments of $104.55 · total $3,763.80');
    expect(within(financed!).queryByRole('checkbox', { name: /PivotCare/ })).toBeNull();
    expect(bought).toHaveTextContent('$249.00');
    expect(bought).not.toHaveTextContent('/mo');

    const quote = mixedCartQuote();
    const today = screen.getByRole('region', { name: 'Due today' });
    expect(today).toHaveTextContent('First month of monthly items');
    expect(screen.getByTestId('cart-total')).toHaveTextContent(formatMoney(quote.total));
    expect(screen.getByTestId('cart-monthly-total')).toHaveTextContent(
      `${formatMoney(quote.monthlyBill.total)}/mo`,
    );
    expect(sent.at(-1)?.request.lines.map((line) => line.pivotCare)).toEqual([true, false, false]);

    await userEvent.click(care);
    await waitFor(() =>
      expect(sent.at(-1)?.request.lines.map((line) => line.pivotCare)).toEqual([
        false,
        false,
        false,
      ]),
    );
    expect(readCart()[0]?.pivotCare).toBe(false);
  });

  it("says a subscription's term and its payments from the same quoted line", async () => {
    // The product page adds a subscription with its 12-month minimum term.
    seedCart([{ ...mixedCartLines[0]!, termLength: 12, pivotCare: false }]);
    const subscribed = pricedLine({
      productId: '103',
      name: 'Muskoka Lounge Chair',
      slug: 'muskoka-lounge-chair',
      purchaseOption: 'subscribe',
      termLength: 12,
      price: 16,
      purchasePrice: 299,
    });
    render(
      <CartScreenFrame
        logic={fixedQuoteLogic(() => ({
          ...mixedCartQuote(),
          ...quoteTotals([subscribed], { delivery: 130 }),
          products: [subscribed],
        }))}
      />,
    );
    await screen.findByTestId('cart-total', {}, { timeout: 3000 });
    expect(subscribed.paymentsDue).toBe(18);
    expect(screen.getByTestId('line-terms')).toHaveTextContent('Yours after 18 payments');
    // The term is the minimum, not a count of payments beside "Yours after 18 payments".
    expect(screen.getByTestId('line-way-to-pay')).toHaveTextContent(
      'Monthly subscription, 12-month minimum',
    );
    expect(screen.getByTestId('line-way-to-pay')).not.toHaveTextContent('12 months');
  });

  it('offers no more of a product than the depot has, its other lines counted', async () => {
    seedCart([
      { ...mixedCartLines[2]!, quantity: 3 },
      { ...mixedCartLines[2]!, purchaseOption: 'own', quantity: 1 },
    ]);
    const line = (purchaseOption: string, quantity: number) =>
      pricedLine(
        {
          productId: '102',
          name: 'Harbourfront Side Table',
          slug: 'harbourfront-side-table',
          purchaseOption,
          quantity,
          price: 249,
        },
        { availability: { available: 14, low: 3, high: 5, unit: 'days', stockfrom: null } },
      );
    const products = [line('ownv3', 3), line('own', 1)];
    render(
      <CartScreenFrame
        logic={fixedQuoteLogic(() => ({
          ...mixedCartQuote(),
          ...quoteTotals(products, { delivery: 130 }),
          products,
        }))}
      />,
    );
    await screen.findByTestId('cart-total', {}, { timeout: 3000 });
    const [first] = within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole(
      'listitem',
    );
    await userEvent.click(within(first!).getByRole('combobox', { name: /Quantity/ }));
    // 14 in stock, 1 taken by the other line: 13 to choose from, not 20.
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      Array.from({ length: 13 }, (_, i) => String(i + 1)),
    );
  });

  it('shows no monthly block when nothing is billed monthly', async () => {
    seedCart([{ ...mixedCartLines[2]! }]);
    const products = [mixedCartQuote().products[2]!];
    render(
      <CartScreenFrame
        logic={fixedQuoteLogic(() => ({
          ...mixedCartQuote(),
          products,
          subscriptionSubtotal: 0,
          monthlyBill: { subtotal: 0, taxes: [], totalTax: 0, total: 0 },
        }))}
      />,
    );
    await screen.findByTestId('cart-total', {}, { timeout: 3000 });
    expect(screen.getByRole('region', { name: 'Due today' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Then monthly' })).toBeNull();
  });
});

describe('cart store', () => {
  it('loads a cart stored before PivotCare, its lines without it', () => {
    localStorage.setItem(
      'cart-v4',
      JSON.stringify([
        {
          productId: '9',
          quantity: 1,
          purchaseOption: 'subscribe',
          termLength: null,
          options: [],
          name: 'Sofa',
          slug: 'sofa',
          image: null,
          addedAt: '2026-01-15T14:03:00.000Z',
        },
      ]),
    );
    reloadCart();
    expect(readCart()).toEqual([expect.objectContaining({ productId: '9', pivotCare: false })]);
    expect(readDiscardNotice()).toBeNull();
  });
});

describe('shared cart', () => {
  const view = (count: number) => {
    const lines = count === 1 ? [{ ...sharedCart.lines[0]!, quantity: 1 }] : sharedCart.lines;
    return function SharedCartScreen() {
      return (
        <CartQuoteActor.Provider logic={quoteLogic()}>
          <SharedCartView
            shared={{ ...sharedCart, lines }}
            cityId="6"
            needsPicker={false}
            ownItemCount={0}
            onLoad={() => ({ added: 0, increased: 0, capped: 0, skipped: 0, lines: [] })}
          />
        </CartQuoteActor.Provider>
      );
    };
  };

  it('says "this item" for one item', async () => {
    render(<Frame screen={view(1)} />);
    expect(
      await screen.findByText(
        'Someone shared this item with you. Add it to your cart to order, or to keep shopping with it.',
      ),
    ).toBeVisible();
  });

  it('says "these 5 items" for several', async () => {
    render(<Frame screen={view(2)} />);
    expect(await screen.findByText(/^Someone shared these 5 items with you\./)).toBeVisible();
  });
});

describe('order success page', () => {
  it('names each line’s variant once', async () => {
    render(
      <Frame
        screen={() => <OrderSuccessPage orderId={placedOrder.id} />}
        queries={[[orderQuery(placedOrder.id).queryKey, placedOrder]]}
      />,
    );
    await screen.findByTestId('order-number');
    expect(screen.getAllByText(/Slate/)).toHaveLength(1);
    // An option the name does not say is still listed.
    expect(screen.getByText('Walnut')).toBeVisible();
  });
});

describe('checkout', () => {
  it('has the logo home and a way back to the cart, at every step', async () => {
    for (const path of [storyPaths.loading!, storyPaths.choosingDate!, storyPaths.review!]) {
      const view = render(<CheckoutAtState events={path} />);
      expect(await screen.findByRole('link', { name: 'Pivot Furniture home' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
      view.unmount();
    }
  });

  it('keeps the quantity on the line of its item in the cart summary', async () => {
    render(<CheckoutAtState events={storyPaths.choosingDate!} />);
    const summary = await screen.findByRole('region', { name: 'Your cart' });
    for (const item of within(summary).getAllByRole('listitem')) {
      const quantity = within(item).getByText(/^× \d+$/);
      expect(getComputedStyle(quantity).whiteSpace).toBe('nowrap');
      const name = item.firstElementChild as HTMLElement;
      expect(
        Math.abs(quantity.getBoundingClientRect().top - name.getBoundingClientRect().top),
      ).toBeLessThan(4);
    }
  });

  it('leaves what makes a signature to the machine', async () => {
    const sign = async (logic?: typeof storyCheckoutLogic, typed = 'A') => {
      const view = render(
        <CheckoutAtState events={storyPaths.agreement!} {...(logic ? { logic } : {})} />,
      );
      await userEvent.type(await screen.findByLabelText(/Your full name/), typed);
      await userEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
      return view;
    };
    // The machine's rule: the order's first and last name (decision 159); an emoji is not one.
    for (const typed of ['A', '\u{1F600}']) {
      const refused = await sign(undefined, typed);
      const message = 'Sign with your first and last name as they are on the order: Alex Tremblay.';
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.getByLabelText(/Your full name/)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('heading', { name: 'How would you like to pay?' })).toBeNull();
      refused.unmount();
    }
    // A machine with another rule: the screen follows it, with no rule of its own.
    await sign(storyCheckoutLogic.provide({ guards: { doesSignatureMatch: () => true } }));
    expect(
      await screen.findByRole('heading', { name: 'How would you like to pay?' }),
    ).toBeVisible();
  });
});
