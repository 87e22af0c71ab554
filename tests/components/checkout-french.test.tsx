import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressDraftProblemCodes, addressProblemEnglish } from '../../machines/address-rules';
import { CARD_PROBLEM_ENGLISH, cardDraftProblemCodes } from '../../machines/card-rules';
import { GENERIC_FAILURE } from '../../machines/checkout-failure';
import { orderQuery } from '../../src/api/checkout-queries';
import { agreementLineTerms } from '../../src/features/checkout/agreement-terms';
import {
  addressProblemText,
  cardProblemText,
  checkoutProblem,
  provinceLabel,
  provinceOptions,
} from '../../src/features/checkout/checkout-problems';
import { OrderSuccessPage } from '../../src/features/checkout/order-success-page';
import { getLocale, overwriteGetLocale } from '../../src/i18n/paraglide/runtime.js';
import { EMPTY_ADDRESS } from '../../src/ui/address-form';
import { storyQueryClient } from '../../stories/catalog/catalog-story-providers';
import { CheckoutAtState, storyPaths } from '../../stories/checkout/checkout-story-kit';
import { placedOrder } from '../../stories/checkout/order-fixtures';

/** The page's own language as the runtime reads it, put back after each test. */
const pageLocale = getLocale;

afterEach(() => {
  cleanup();
  overwriteGetLocale(pageLocale);
  localStorage.clear();
});

function OrderFrame() {
  const [client] = useState(() =>
    storyQueryClient([[orderQuery(placedOrder.id).queryKey, placedOrder]] as never),
  );
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({
        component: () => <OrderSuccessPage orderId={placedOrder.id} />,
      }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  );
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** The checkout's steps and the order's confirmation in French on a French page (decision 178). */
describe('checkout in French', () => {
  beforeEach(() => {
    overwriteGetLocale(() => 'fr');
  });

  it('asks for the address in French, with the form’s problems in French', async () => {
    render(<CheckoutAtState events={storyPaths.addressInvalidPostalCode!} />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Où devons-nous livrer\u00a0?' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Étapes du paiement' })).toHaveTextContent(
      '1. Adresse',
    );
    expect(screen.getByRole('heading', { name: 'Nouvelle adresse' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enregistrer et livrer ici' })).toBeVisible();
    expect(document.body).toHaveTextContent(/code postal/i);
    expect(document.body).not.toHaveTextContent(/Enter a|Check the postal code/);
  });

  it('says in French that the city does not deliver to the address', async () => {
    render(<CheckoutAtState events={storyPaths.addressOutsideArea!} />);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      /ne livre pas au code postal/,
    );
  });

  it('says in French that the servers could not be reached', async () => {
    render(<CheckoutAtState events={storyPaths.loadFailed!} />);
    expect(
      await screen.findByRole('heading', { name: 'Nous n’avons pas pu commencer votre paiement' }),
    ).toBeVisible();
    expect(document.body).toHaveTextContent(
      'Nous n’avons pas pu joindre nos serveurs. Vérifiez votre connexion et réessayez.',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });

  it('asks for the delivery day and window in French', async () => {
    render(<CheckoutAtState events={storyPaths.choosingDate!} />);
    expect(
      await screen.findByRole('heading', { name: 'Quand devons-nous livrer\u00a0?' }),
    ).toBeVisible();
    expect(
      screen.getByRole('radiogroup', { name: /^Plage de livraison \(heure de / }),
    ).toBeVisible();
    expect(screen.getByLabelText(/Jour de livraison/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retour à l’adresse' })).toBeVisible();
  });

  it('labels the agreement and its signature in French', async () => {
    render(<CheckoutAtState events={storyPaths.agreement!} />);
    expect(
      await screen.findByRole('heading', { name: 'Signez votre entente de paiement mensuel' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Votre nom complet/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Signer et continuer' })).toBeVisible();
    expect(screen.getByLabelText('Entente de paiement mensuel')).toBeVisible();
  });

  it('asks for the card in French', async () => {
    render(<CheckoutAtState events={storyPaths.payment!} />);
    expect(
      await screen.findByRole('heading', { name: 'Comment souhaitez-vous payer\u00a0?' }),
    ).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Payer avec' })).toHaveTextContent(
      /se terminant par/,
    );
    expect(screen.getByRole('button', { name: 'Vérifier la commande' })).toBeVisible();
  });

  it('reviews the order in French, with French money', async () => {
    render(<CheckoutAtState events={storyPaths.review!} />);
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre commande' })).toBeVisible();
    expect(screen.getByText('Livrer à')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Changer de carte' })).toBeVisible();
    expect(
      screen.getByRole('button', {
        name: /^Passer la commande et payer [\d\s\u00a0\u202f]+,\d\d\s\$ aujourd’hui$/,
      }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'À payer aujourd’hui' })[0]).toBeVisible();
  });

  it('says in French that the order was not confirmed', async () => {
    render(<CheckoutAtState events={storyPaths.placeFailed!} />);
    expect(await screen.findByText('Votre commande n’a pas été confirmée')).toBeVisible();
    expect(document.body).toHaveTextContent('Réessayer ne vous facture jamais deux fois.');
    expect(document.body).toHaveTextContent('Nous n’avons pas pu joindre nos serveurs.');
  });

  it('confirms the placed order in French', async () => {
    render(<OrderFrame />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merci, votre commande est passée' }),
    ).toBeVisible();
    expect(document.body).toHaveTextContent(/Numéro de commande \S+\. Nous avons envoyé le reçu à/);
    expect(screen.getByRole('link', { name: 'Voir le reçu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continuer à magasiner' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Totaux' })).toBeVisible();
  });

  it('names the provinces and the machines’ own problems in French', () => {
    expect(provinceLabel('QC')).toBe('Québec');
    expect(provinceLabel('BC')).toBe('Colombie-Britannique');
    expect(provinceOptions().map((option) => option.label)).toContain('Île-du-Prince-Édouard');
    expect(checkoutProblem(GENERIC_FAILURE)).toBe(
      'Nous n’avons pas pu joindre nos serveurs. Vérifiez votre connexion et réessayez.',
    );
    expect(checkoutProblem('Something went wrong.')).toBe('Une erreur s’est produite.');
    expect(
      addressProblemText({ code: 'POSTAL_PROVINCE', letter: 'X', provinces: ['NT', 'NU'] }),
    ).toBe(
      'Un code postal commençant par X correspond à : Territoires du Nord-Ouest ou Nunavut. Vérifiez le code postal ou la province.',
    );
    // Every check of the address and card rules has its French, worded from its code.
    const addressProblems = [
      ...Object.values(addressDraftProblemCodes(EMPTY_ADDRESS)),
      ...Object.values(
        addressDraftProblemCodes({
          ...EMPTY_ADDRESS,
          postalcode: 'x',
          phoneNumber: '1',
          floornumber: 'a',
        }),
      ),
    ];
    const cardCodes = Object.values(
      cardDraftProblemCodes({ name: '', number: '1', expiry: '', cvc: '', saveCard: false }),
    );
    expect(addressProblems.length + cardCodes.length).toBeGreaterThan(10);
    for (const problem of addressProblems) {
      const english = addressProblemEnglish(problem);
      expect(addressProblemText(problem), english).not.toBe(english);
    }
    for (const code of cardCodes) {
      expect(cardProblemText(code), code).not.toBe(CARD_PROBLEM_ENGLISH[code]);
    }
    // The server's words are shown as they come (the server answers in the page's language).
    expect(checkoutProblem('La carte a été refusée.')).toBe('La carte a été refusée.');
    expect(
      agreementLineTerms({ name: 'Sofa', purchaseOption: 'rentv2', termLength: null, price: null }),
    ).toBe('location, facturée chaque mois jusqu’à ce que vous retourniez le meuble');
  });
});

describe('checkout in English, unchanged', () => {
  it('keeps the English of the steps and the machines’ problems', async () => {
    render(<CheckoutAtState events={storyPaths.review!} />);
    expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: /^Place order and pay \$[\d,]+\.\d\d today$/ }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Checkout steps' })).toHaveTextContent(
      '1. Address',
    );
    expect(checkoutProblem(GENERIC_FAILURE)).toBe(GENERIC_FAILURE);
    expect(provinceLabel('QC')).toBe('Quebec');
    // The rules' codes read as the rules' English did.
    const problems = Object.values(
      addressDraftProblemCodes({ ...EMPTY_ADDRESS, postalcode: 'x', phoneNumber: '1' }),
    );
    problems.push({ code: 'POSTAL_PROVINCE', letter: 'X', provinces: ['NT', 'NU'] });
    for (const problem of problems) {
      expect(addressProblemText(problem)).toBe(addressProblemEnglish(problem));
    }
    for (const code of Object.keys(CARD_PROBLEM_ENGLISH) as (keyof typeof CARD_PROBLEM_ENGLISH)[]) {
      expect(cardProblemText(code)).toBe(CARD_PROBLEM_ENGLISH[code]);
    }
  });

  it('keeps the English of the confirmation', async () => {
    render(<OrderFrame />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is placed' }),
    ).toBeVisible();
    expect(document.body).toHaveTextContent(/Order number \S+\. We sent the receipt to/);
  });
});
