import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { buyoutMachine } from '../../machines/buyout.machine';
import type { BuyoutContext } from '../../machines/buyout.machine';
import { buyoutExamples } from '../../machines/examples/buyout-examples';
import { addressDraftProblemCodes, addressDraftProblems } from '../../machines/address-rules';
import { partnerExamples } from '../../machines/examples/partner-examples';
import { EMPTY_ADDRESS } from '../../src/ui/address-form';
import { tipExamples } from '../../machines/examples/tip-examples';
import { partnerMachine } from '../../machines/partner.machine';
import type { PartnerContext } from '../../machines/partner.machine';
import type { TipPaid } from '../../machines/tip.machine';
import { BuyoutActor, BuyoutView } from '../../src/features/buyout/buyout-view';
import type { BuyoutStateName } from '../../src/features/buyout/buyout-view';
import { PartnerActor, PartnerView } from '../../src/features/partner/partner-view';
import type { PartnerStateName } from '../../src/features/partner/partner-view';
import { ReviewFormView } from '../../src/features/reviews/review-form-page';
import { ReviewListView } from '../../src/features/reviews/review-list-page';
import { TipPanel } from '../../src/features/tips/tip-panel';
import { getLocale, overwriteGetLocale } from '../../src/i18n/paraglide/runtime.js';
import { ActorAtState } from '../../stories/actor-at-state';
import { reachBuyout } from '../../stories/buyout/buyout-story-kit';
import { CatalogStoryFrame } from '../../stories/catalog/catalog-story-providers';
import { reachPartner } from '../../stories/partner/partner-story-kit';
import { returned, reviewed, unreviewed } from '../../stories/reviews/reviews-story-kit';

/** The page's own language as the runtime reads it, put back after each test. */
const pageLocale = getLocale;

afterEach(() => {
  cleanup();
  overwriteGetLocale(pageLocale);
});

function inLocale(locale: 'en' | 'fr') {
  overwriteGetLocale(() => locale);
}

/** The page's text with no-break spaces read as spaces (money and `:` in French). */
const pageText = () => (document.body.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** An accessible name matched with no-break spaces read as spaces. */
const named = (text: string) => (name: string) => name.replace(/[\u00a0\u202f]/g, ' ') === text;

function draw(node: ReactNode, path = '/') {
  function Story() {
    return <>{node}</>;
  }
  return render(<CatalogStoryFrame story={Story} path={path} />);
}

async function drawBuyout(until: 'choosing' | 'payment' | 'paid' | 'nothingToBuy') {
  const snapshot = await reachBuyout({
    start:
      until === 'nothingToBuy'
        ? { items: [], cards: [] }
        : until === 'choosing'
          ? buyoutExamples.withUnpaid
          : buyoutExamples.start,
    input: until === 'choosing' ? {} : { step: 'payment', selected: [buyoutExamples.sofa.id] },
    events:
      until === 'paid'
        ? [{ type: 'buyout.chooseSaved', paymentMethodId: buyoutExamples.start.cards[0]!.id }]
        : [],
    until: until === 'paid' ? 'payment' : until,
  });
  let value = snapshot.value as BuyoutStateName;
  let context = snapshot.context as BuyoutContext;
  if (until === 'paid') {
    value = 'paid';
    context = {
      ...context,
      paid: { orderId: 'o-1', orderNumber: 'SF100321', chargedamount: 904 },
    };
  }
  return draw(
    <ActorAtState actor={BuyoutActor} machine={buyoutMachine} value={value} context={context}>
      <BuyoutView onContinue={() => undefined} onBack={() => undefined} />
    </ActorAtState>,
    '/buyout',
  );
}

async function drawPartner(
  until: 'address' | 'billing' | 'done',
  extra: Partial<PartnerContext> = {},
) {
  const snapshot = await reachPartner({
    start:
      until === 'address'
        ? partnerExamples.start
        : until === 'billing'
          ? partnerExamples.startWithCard
          : partnerExamples.startDone,
    input: { step: until === 'address' ? 'address' : 'billing' },
    until,
  });
  return draw(
    <ActorAtState
      actor={PartnerActor}
      machine={partnerMachine}
      value={snapshot.value as PartnerStateName}
      context={{ ...(snapshot.context as PartnerContext), ...extra }}
    >
      <PartnerView onBack={() => undefined} />
    </ActorAtState>,
    '/partner/step/address',
  );
}

describe('the shared form rules’ problems in French', () => {
  it('words the partner address and card problems from their codes', async () => {
    inLocale('fr');
    const address = addressDraftProblemCodes({ ...EMPTY_ADDRESS, postalcode: 'x' });
    await drawPartner('address', {
      addressErrors: addressDraftProblems({ ...EMPTY_ADDRESS, postalcode: 'x' }),
      addressProblems: address,
    });
    expect(await screen.findByText('Entrez un prénom.')).toBeVisible();
    expect(screen.getByText('Entrez un code postal canadien comme A1A 1A1.')).toBeVisible();
    expect(pageText()).not.toContain('Enter a first name.');
  });
});

describe('the buyout in French', () => {
  it('explains each price, the overdue month and the totals in French', async () => {
    inLocale('fr');
    await drawBuyout('choosing');
    expect(await screen.findByRole('heading', { name: 'Racheter vos meubles' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Articles que vous pouvez racheter' })).toBeVisible();
    const text = pageText();
    expect(text).toContain(
      'Valeur au détail de 1 000,00 $, moins 200,00 $ déjà payés pour la pièce (4 mois payés à 50,00 $) = 800,00 $.',
    );
    expect(text).toContain('Abonnement · Oatmeal');
    expect(text).toContain('Location · Rust');
    expect(text).toContain(
      'Une facture mensuelle de cette pièce a été refusée et n’est pas payée : seuls les mois payés comptent dans le prix.',
    );
    expect(text).toContain('ce mois comptera alors, ce qui retire 30,00 $ du prix');
    expect(text).toContain('(50 % de 3 mois payés à 60,00 $ : la location compte pour moitié)');
    expect(screen.getByRole('link', { name: 'Payer le solde en souffrance' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mon compte' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reçus' })).toBeVisible();
  });

  it('pays in French, with the tax named TVH', async () => {
    inLocale('fr');
    await drawBuyout('payment');
    expect(await screen.findByRole('heading', { name: 'Payer votre rachat' })).toBeVisible();
    expect(screen.getByRole('button', { name: named('Payer 904,00 $') })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Changer les articles' })).toBeVisible();
    const text = pageText();
    expect(text).toContain('Rachat de 1 article');
    expect(text).toContain('TVH 13 %');
    expect(text).toContain('Total facturé aujourd’hui');
  });

  it('says the buyout is paid, and that there is nothing to buy out, in French', async () => {
    inLocale('fr');
    await drawBuyout('paid');
    expect(await screen.findByRole('heading', { name: 'C’est à vous' })).toBeVisible();
    expect(pageText()).toContain(
      'Nous avons facturé 904,00 $ pour le rachat SF100321. Les articles sont à vous et leur facturation mensuelle est arrêtée.',
    );
    expect(screen.getByRole('link', { name: 'Voir le reçu' })).toBeVisible();
    cleanup();
    await drawBuyout('nothingToBuy');
    expect(await screen.findByText(/Vous n’avez rien à racheter pour le moment/)).toBeVisible();
  });

  it('keeps the English screens word for word', async () => {
    inLocale('en');
    await drawBuyout('choosing');
    expect(await screen.findByRole('heading', { name: 'Buy out your furniture' })).toBeVisible();
    const text = pageText();
    expect(text).toContain(
      'Retail value $1,000.00 less $200.00 paid toward it (4 months paid at $50.00) = $800.00.',
    );
    expect(text).toContain(
      'A monthly bill for it was declined and is not paid: only paid months count toward the price. Pay the overdue balance first; that month then counts, taking $30.00 off, and it can be bought out.',
    );
    expect(text).toContain('(50% of 3 months paid at $60.00: rent counts half)');
    expect(text).toContain('Subscription · Oatmeal');
    cleanup();
    await drawBuyout('paid');
    expect(await screen.findByRole('heading', { name: "It's yours" })).toBeVisible();
    expect(pageText()).toContain(
      'We charged $904.00 for buyout SF100321. The items are yours and their monthly billing has stopped.',
    );
  });
});

describe('the partner steps in French', () => {
  it('asks for the address and shows the showroom order in French', async () => {
    inLocale('fr');
    await drawPartner('address');
    expect(await screen.findByRole('heading', { name: 'Où devons-nous livrer?' })).toBeVisible();
    const text = pageText();
    expect(text).toContain('Étape 1 de 2');
    expect(text).toContain(
      'EQ3 Toronto, King Street West · reçu de la salle d’exposition EQ3-TOR-20417 · commande SF100420',
    );
    expect(text).toContain('samedi 5 décembre, l’après-midi (de 12 h à 17 h)');
    expect(text).toContain('forfait de 12 mois');
    expect(screen.getByRole('button', { name: 'Continuer vers la facturation' })).toBeVisible();
    expect(pageText()).toContain('Colombie-Britannique');
    expect(screen.getByRole('link', { name: 'Nous joindre' })).toBeVisible();
  });

  it('asks for the card and confirms in French', async () => {
    inLocale('fr');
    await drawPartner('billing');
    expect(
      await screen.findByRole('heading', { name: 'Comment paierez-vous chaque mois?' }),
    ).toBeVisible();
    expect(pageText()).toContain('une retenue de 1,00 $, libérée aussitôt');
    expect(screen.getByRole('button', { name: 'Confirmer ma commande' })).toBeVisible();
    cleanup();
    await drawPartner('done');
    expect(
      await screen.findByRole('heading', { name: 'Votre commande est confirmée' }),
    ).toBeVisible();
    expect(pageText()).toContain(
      'Nous la livrerons le samedi 5 décembre, l’après-midi (de 12 h à 17 h), et nous vous enverrons un courriel la veille.',
    );
  });

  it('keeps the English screens word for word', async () => {
    inLocale('en');
    await drawPartner('done');
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
    const text = pageText();
    expect(text).toContain(
      'We will deliver it on Saturday, December 5, afternoon (noon to 5 pm), and email you the day before.',
    );
    expect(text).toContain(
      'EQ3 Toronto, King Street West · showroom receipt EQ3-TOR-20417 · order SF100420',
    );
    expect(text).toContain('12-month plan');
  });
});

describe('the tip panel in French', () => {
  const paid = async (): Promise<TipPaid> => tipExamples.paid;

  it('offers the amounts and checks a typed amount in French', async () => {
    inLocale('fr');
    const user = userEvent.setup();
    draw(
      <TipPanel
        deliveryId={tipExamples.deliveryId}
        done
        tipped={false}
        limits={tipExamples.limits}
        charge={paid}
      />,
      '/delivery/1',
    );
    expect(
      await screen.findByRole('heading', { name: 'Donnez un pourboire à votre équipe' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: named('Donner 20,00 $') })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Autre montant' }));
    const field = screen.getByLabelText('Votre montant');
    await user.type(field, '12.345');
    await user.click(screen.getByRole('button', { name: 'Donner un pourboire' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Utilisez au plus deux décimales (dollars et cents).'),
      ),
    );
    await user.clear(field);
    await user.type(field, '500');
    await user.click(screen.getByRole('button', { name: 'Donner un pourboire' }));
    await waitFor(() =>
      expect(pageText()).toContain(
        'Le plus gros pourboire que nous pouvons accepter en ligne est de 250,00 $.',
      ),
    );
    expect(pageText()).toContain('De 1,00 $ à 250,00 $.');
  });

  it('thanks in French, and keeps the English word for word', async () => {
    inLocale('fr');
    draw(<TipPanel deliveryId="d" done tipped tippedAmount={15} />);
    expect(await screen.findByText('Merci d’avoir donné un pourboire à l’équipe')).toBeVisible();
    expect(pageText()).toContain('Votre pourboire de 15,00 $ est remis en entier à l’équipe.');
    cleanup();
    inLocale('en');
    const user = userEvent.setup();
    draw(
      <TipPanel
        deliveryId={tipExamples.deliveryId}
        done
        tipped={false}
        limits={tipExamples.limits}
        charge={paid}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Other amount' }));
    await user.type(screen.getByLabelText('Your amount'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Tip the crew' }));
    await waitFor(() => expect(pageText()).toContain('The smallest tip is $1.00.'));
  });
});

describe('the product reviews in French', () => {
  it('lists the delivered pieces in French', async () => {
    inLocale('fr');
    draw(
      <ReviewListView
        status="success"
        items={[unreviewed, reviewed, returned]}
        onRetry={() => undefined}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Avis sur les produits' })).toBeVisible();
    const text = pageText();
    expect(text).toContain('2 pièces attendent votre avis.');
    expect(text).toContain('Livré le 28 juillet 2026');
    expect(text).toContain(' · retourné depuis');
    expect(text).toContain('Évalué le 9 août 2026');
    expect(
      screen.getByRole('link', { name: `Modifier l’avis pour ${reviewed.name}` }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: `Écrire un avis pour ${unreviewed.name}` }),
    ).toBeVisible();
  });

  it('checks a review in French before sending it', async () => {
    inLocale('fr');
    const user = userEvent.setup();
    draw(
      <ReviewFormView
        status="success"
        item={unreviewed}
        onRetry={() => undefined}
        onSubmit={() => undefined}
        saving={false}
        saved={false}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Écrire un avis' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '5 étoiles, Excellent' })).toBeDefined();
    expect(screen.getByRole('radio', { name: '1 étoile, Médiocre' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Publier l’avis' }));
    const text = pageText();
    expect(text).toContain('Choisissez une note de 1 à 5 étoiles.');
    expect(text).toContain('Dites-en un peu plus aux autres clients : au moins 10 caractères.');
    expect(text).toContain('Texte brut, de 10 à 3 000 caractères (0 en ce moment).');
  });

  it('keeps the English word for word', async () => {
    inLocale('en');
    draw(
      <ReviewListView
        status="success"
        items={[unreviewed, reviewed, returned]}
        onRetry={() => undefined}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Product reviews' })).toBeVisible();
    expect(pageText()).toContain('2 pieces wait for your review.');
    expect(screen.getByRole('link', { name: `Edit review of ${reviewed.name}` })).toBeVisible();
    cleanup();
    draw(
      <ReviewFormView
        status="success"
        item={unreviewed}
        onRetry={() => undefined}
        onSubmit={() => undefined}
        saving={false}
        saved={false}
      />,
    );
    expect(await screen.findByRole('radio', { name: '1 star, Poor' })).toBeDefined();
    expect(pageText()).toContain(
      'Plain text, 10 to 3,000 characters (0 now). Shown with your first name and last initial.',
    );
  });
});
