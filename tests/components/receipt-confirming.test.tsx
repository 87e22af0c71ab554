import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderQuery } from '../../src/api/checkout-queries';
import { OrderSuccessPage } from '../../src/features/checkout/order-success-page';
import { ReceiptPrintView } from '../../src/features/account/receipt-print-page';
import { getLocale, overwriteGetLocale } from '../../src/i18n/paraglide/runtime.js';
import { confirmingReceipt, quebecReceipt } from '../../stories/account/receipts-story-kit';
import { CatalogStoryFrame, storyQueryClient } from '../../stories/catalog/catalog-story-providers';
import { placedOrder } from '../../stories/checkout/order-fixtures';

const pageLocale = getLocale;

afterEach(() => {
  cleanup();
  overwriteGetLocale(pageLocale);
});

function rowText(name: string): string {
  return screen.getByRole('rowheader', { name }).closest('tr')?.textContent ?? '';
}

function draw(path: string, receipt = confirmingReceipt) {
  render(
    <CatalogStoryFrame
      path={path}
      story={() => (
        <ReceiptPrintView
          status="success"
          receipt={receipt}
          onRetry={() => undefined}
          onPrint={() => undefined}
        />
      )}
    />,
  );
}

/**
 * An order whose payment is not settled yet (a crash between its charge and its commit): the
 * customer reads that it is being confirmed, with what was ordered and the total, never "not
 * found" and never a tax breakdown or a charge nothing settled backs.
 */
describe('a receipt still being confirmed', () => {
  it('says the order is being confirmed, with its lines and total and no taxes, in English', async () => {
    overwriteGetLocale(() => 'en');
    draw(`/account/receipts/print/${confirmingReceipt.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order is being confirmed' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'We are confirming the payment for order SF100214. This page updates by itself: there is no need to pay again.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Checking again in a few seconds');
    const lines = screen.getAllByTestId('confirming-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Harbour sofa - Oatmeal')).toBeVisible();
    expect(lines[0]).toHaveTextContent('$899.00');
    expect(within(lines[1]!).getByText('Nordic dining chair')).toBeVisible();
    expect(lines[1]).toHaveTextContent('$238.00');
    // What was placed, before tax, and the total with tax; never the taxes line by line.
    expect(rowText('Products')).toContain('$1,137.00');
    expect(rowText('Delivery')).toContain('$79.00');
    expect(rowText('Assembly')).toContain('$49.00');
    expect(screen.getByTestId('confirming-total')).toHaveTextContent(
      'Order total, taxes included$1,454.43',
    );
    expect(
      screen.getByText(
        'The tax breakdown and the card charged show on the receipt once the order is confirmed.',
      ),
    ).toBeVisible();
    // Nothing it cannot back: no tax lines, no charge, no card, nothing to print yet.
    expect(screen.queryByTestId('receipt-tax')).toBeNull();
    expect(screen.queryByText(/GST|QST|Total charged|Visa/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print receipt' })).toBeNull();
    expect(screen.queryByText('We could not find this receipt')).toBeNull();
    expect(screen.getByRole('link', { name: 'All receipts' })).toBeVisible();
  });

  it('says it in French', async () => {
    overwriteGetLocale(() => 'fr');
    draw(`/fr/account/receipts/print/${confirmingReceipt.id}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Votre commande est en cours de confirmation',
      }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Nous confirmons le paiement de la commande SF100214. Cette page se met à jour d’elle-même : inutile de payer de nouveau.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nouvelle vérification dans quelques secondes',
    );
    expect(screen.getByTestId('confirming-total').textContent).toMatch(
      /^Total de la commande, taxes comprises1[\u00a0\u202f]454,43\u00a0\$$/,
    );
    expect(screen.queryByText(/TPS|TVQ|Total prélevé/)).toBeNull();
  });

  it('shows the full receipt once it is confirmed', async () => {
    overwriteGetLocale(() => 'en');
    draw(`/account/receipts/print/${quebecReceipt.id}`, quebecReceipt);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    expect(screen.queryByTestId('receipt-confirming')).toBeNull();
    expect(screen.getAllByTestId('receipt-tax')).toHaveLength(2);
  });
});

/** The checkout's success page of an order whose payment is not settled yet. */
describe('an order still being confirmed after checkout', () => {
  function SuccessOf({ order }: { order: typeof placedOrder }) {
    const [client] = useState(() =>
      storyQueryClient([[orderQuery(order.id).queryKey, order]] as never),
    );
    const [router] = useState(() =>
      createRouter({
        routeTree: createRootRoute({ component: () => <OrderSuccessPage orderId={order.id} /> }),
        history: createMemoryHistory({ initialEntries: ['/'] }),
      }),
    );
    return (
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  }

  it('says it is being confirmed, not placed, with its lines and total and no taxes or card', async () => {
    overwriteGetLocale(() => 'en');
    render(<SuccessOf order={{ ...placedOrder, status: 'PENDING' }} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order is being confirmed' }),
    ).toBeVisible();
    expect(screen.queryByText('Thank you, your order is placed')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Checking again in a few seconds');
    for (const line of placedOrder.products) expect(screen.getByText(line.name)).toBeVisible();
    expect(screen.getByTestId('order-confirming-total')).toHaveTextContent(
      'Order total, taxes included$1,916.48',
    );
    expect(screen.queryByText(/Charged to|HST|GST|QST/)).toBeNull();
  });

  it('says it in French', async () => {
    overwriteGetLocale(() => 'fr');
    render(<SuccessOf order={{ ...placedOrder, status: 'PENDING' }} />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Votre commande est en cours de confirmation',
      }),
    ).toBeVisible();
    expect(
      screen.getByText(
        `Nous confirmons le paiement de la commande ${placedOrder.orderNumber}. Cette page se met à jour d’elle-même : inutile de payer de nouveau.`,
      ),
    ).toBeVisible();
  });
});
