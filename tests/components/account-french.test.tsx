import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountOverviewView } from '../../src/features/account/account-overview';
import { DeliveriesView } from '../../src/features/account/deliveries/deliveries-page';
import { ReceiptPrintView } from '../../src/features/account/receipt-print-page';
import { getLocale, overwriteGetLocale } from '../../src/i18n/paraglide/runtime.js';
import { alexProfile } from '../../stories/account/account-story-kit';
import { alexOverview } from '../../stories/account/holdings-story-kit';
import { quebecReceipt } from '../../stories/account/receipts-story-kit';
import { CatalogStoryFrame } from '../../stories/catalog/catalog-story-providers';
import {
  cancelledPickup,
  delivered,
  scheduled,
  upcomingPickup,
} from '../../stories/deliveries/deliveries-story-kit';

/** The page's own language as the runtime reads it, put back after each test. */
const pageLocale = getLocale;

afterEach(() => {
  cleanup();
  overwriteGetLocale(pageLocale);
});

function drawOverview(path: string) {
  render(
    <CatalogStoryFrame
      path={path}
      story={() => (
        <AccountOverviewView
          status="success"
          overview={alexOverview}
          profile={{ ...alexProfile, mobileverified: true }}
          onRetry={() => undefined}
        />
      )}
    />,
  );
}

function drawReceipt(path: string) {
  render(
    <CatalogStoryFrame
      path={path}
      story={() => (
        <ReceiptPrintView
          status="success"
          receipt={quebecReceipt}
          onRetry={() => undefined}
          onPrint={() => undefined}
        />
      )}
    />,
  );
}

function rowText(name: string): string {
  return screen.getByRole('rowheader', { name }).closest('tr')?.textContent ?? '';
}

/** The account's screens in French on a French page, and unchanged in English (decision 178). */
describe('the account in French', () => {
  it('draws the overview in French, with money as 150,22 $', async () => {
    overwriteGetLocale(() => 'fr');
    drawOverview('/fr/account');
    const bill = await screen.findByRole('region', { name: 'Prochaine facture' });
    expect(within(bill).getByTestId('account-next-bill-amount').textContent).toBe('150,22\u00a0$');
    expect(within(bill).getByTestId('account-next-bill-date')).toHaveTextContent(
      'samedi 28 novembre 2026',
    );
    expect(screen.getByRole('region', { name: 'Vos meubles' })).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pages du compte' });
    expect(within(pages).getByRole('link', { name: 'Historique de facturation' })).toBeVisible();
    expect(within(pages).getByRole('link', { name: 'Parrainage' })).toBeVisible();
    expect(screen.getByTestId('account-credit').textContent).toBe(
      'Crédit au compte : 25,00\u00a0$, utilisé en premier sur votre prochaine commande ou facture.',
    );
  });

  it('prints a Quebec receipt with its TPS and TVQ lines in French', async () => {
    overwriteGetLocale(() => 'fr');
    drawReceipt(`/fr/account/receipts/print/${quebecReceipt.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reçu' })).toBeVisible();
    expect(screen.getByText('No de TPS/TVH : 784512369 RT 0001')).toBeVisible();
    expect(screen.getByText('No de TVQ : 1227845123 TQ 0001')).toBeVisible();
    expect(rowText('TPS 5 %')).toContain('63,25\u00a0$');
    expect(rowText('TVQ 9,975 %')).toContain('126,18\u00a0$');
    expect(screen.getByRole('rowheader', { name: 'Total prélevé' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Imprimer le reçu' })).toBeVisible();
    expect(screen.queryByText(/GST|QST/)).toBeNull();
  });

  it('lists deliveries and pickups in French', async () => {
    overwriteGetLocale(() => 'fr');
    render(
      <CatalogStoryFrame
        path="/fr/account/deliveries"
        story={() => (
          <DeliveriesView
            status="success"
            upcoming={[scheduled, upcomingPickup]}
            past={[delivered, cancelledPickup]}
            onRetry={() => undefined}
          />
        )}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Livraisons' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'À venir' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Passées' })).toBeVisible();
    const card = within(screen.getByTestId('deliveries-upcoming')).getByRole('article', {
      name: 'Livraison du samedi 28 novembre 2026',
    });
    expect(within(card).getByTestId('delivery-status')).toHaveTextContent('Planifiée');
    expect(within(card).getByTestId('delivery-window')).toHaveTextContent(
      'Morning, 9 am to noon, heure de Montreal',
    );
    expect(within(card).getByRole('link', { name: 'Suivre cette livraison' })).toBeVisible();
    expect(within(card).getByText(/Avis par texto\./)).toBeVisible();
  });

  it('keeps the English screens word for word', async () => {
    overwriteGetLocale(() => 'en');
    drawOverview('/account');
    const bill = await screen.findByRole('region', { name: 'Next bill' });
    expect(within(bill).getByTestId('account-next-bill-amount').textContent).toBe('$150.22');
    expect(within(bill).getByTestId('account-next-bill-date')).toHaveTextContent(
      'Saturday, November 28, 2026',
    );
    expect(screen.getByTestId('account-credit').textContent).toBe(
      'Account credit: $25.00, used first on your next order or bill.',
    );
    expect(screen.getByRole('navigation', { name: 'Account pages' })).toBeVisible();
    cleanup();

    drawReceipt(`/account/receipts/print/${quebecReceipt.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    expect(screen.getByText('GST/HST no. 784512369 RT 0001')).toBeVisible();
    expect(rowText('GST 5%')).toContain('$63.25');
    expect(rowText('QST 9.975%')).toContain('$126.18');
    expect(screen.getByRole('rowheader', { name: 'Total charged' })).toBeVisible();
  });
});
