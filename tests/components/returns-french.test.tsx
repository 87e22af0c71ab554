import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterContextProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { returnsExamples } from '../../machines/examples/returns-examples';
import { returnsMachine } from '../../machines/returns.machine';
import type { ReturnsEvent, ReturnsInput } from '../../machines/returns.machine';
import { ReturnCenterPage } from '../../src/features/returns/return-center-page';
import { ReturnPhotosPage } from '../../src/features/returns/return-photos-page';
import { ReturnSuccessPage } from '../../src/features/returns/returns-page';
import { ReturnsActor, ReturnsView } from '../../src/features/returns/returns-view';
import type { ReturnsStateName } from '../../src/features/returns/returns-view';
import { getLocale, overwriteGetLocale } from '../../src/i18n/paraglide/runtime.js';
import { ActorAtState } from '../../stories/actor-at-state';
import { PHOTO_ORDER_ID, photoReturn } from '../../stories/returns/return-photos-kit';

/** The page's own language as the runtime reads it, put back after each test. */
const pageLocale = getLocale;

afterEach(() => {
  cleanup();
  overwriteGetLocale(pageLocale);
});

const { sofa, chair, cottage } = returnsExamples;
/** A no-break space, as money and French typography write it. */
const nbsp = '\u00a0';

function inRouter(screenElement: ReactElement, url = '/fr/returncenter/select') {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  return render(<RouterContextProvider router={router}>{screenElement}</RouterContextProvider>);
}

/** The returns screen after these events (the machine's actors answered by the events). */
function drawAfter(
  events: readonly (ReturnsEvent | { type: string; output?: unknown; error?: unknown })[],
  input: ReturnsInput = { step: 'select', idempotencyKey: 'k' },
) {
  const never = () => new Promise<never>(() => undefined);
  const actors = Object.keys(returnsMachine.implementations.actors);
  const actor = createActor(
    returnsMachine.provide({
      actors: Object.fromEntries(actors.map((name) => [name, fromPromise(never)])) as never,
    }),
    { input },
  ).start();
  for (const event of events) actor.send(event as ReturnsEvent);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return inRouter(
    <ActorAtState
      actor={ReturnsActor}
      machine={returnsMachine}
      value={snapshot.value as ReturnsStateName}
      context={snapshot.context}
    >
      <ReturnsView />
    </ActorAtState>,
  );
}

const loaded = { type: 'xstate.done.actor.loadReturns', output: returnsExamples.start };

describe('the returns flow in French (decision 178)', () => {
  it('draws the return center and the booked pickup in French', async () => {
    overwriteGetLocale(() => 'fr');
    inRouter(<ReturnCenterPage />, '/fr/returncenter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Centre de retours' }),
    ).toBeVisible();
    expect(document.body.textContent).toContain('les {term} suivant'.replace('{term}', '4 ans'));
    expect(screen.getByRole('link', { name: 'Commencer un retour' })).toBeVisible();
    cleanup();
    inRouter(<ReturnSuccessPage orderId="c1" />, '/fr/return/success/c1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre ramassage est réservé' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ajouter des photos' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mon compte' })).toBeVisible();
  });

  it('says each step, its problems and the free-return terms in French', async () => {
    overwriteGetLocale(() => 'fr');
    drawAfter([]);
    expect(await screen.findByText('Chargement')).toBeVisible();
    cleanup();

    drawAfter([
      loaded,
      { type: 'returns.toggle', id: sofa.id },
      { type: 'returns.toggle', id: cottage.id },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Que souhaitez-vous retourner?' }),
    ).toBeVisible();
    expect(document.body.textContent).toContain(
      `Retour gratuit à partir du 10 janvier 2030; un ramassage avant cette date coûte 178,00${nbsp}$`,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Un ramassage se fait à une seule adresse.',
    );
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeVisible();
    cleanup();

    drawAfter([
      loaded,
      { type: 'returns.toggle', id: sofa.id },
      { type: 'returns.continue' },
      {
        type: 'returns.continue',
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Parlez-nous de chaque article' }),
    ).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: /Pourquoi le retournez-vous/ })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'L’article est endommagé' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Légère usure' })).toBeVisible();
    expect(document.body.textContent).toContain('Choisissez pourquoi vous le retournez.');
    expect(document.body.textContent).toContain('Choisissez l’état dans lequel il se trouve.');
    cleanup();

    const damaged = [
      loaded,
      { type: 'returns.toggle', id: sofa.id },
      { type: 'returns.continue' },
      { type: 'returns.describe', id: sofa.id, detail: returnsExamples.damaged },
      { type: 'returns.continue' },
    ];
    drawAfter([...damaged, { type: 'returns.continue' }]);
    expect(await screen.findByRole('heading', { name: 'Montrez-nous leur état' })).toBeVisible();
    expect(document.body.textContent).toContain(
      'Ajoutez au moins une photo de chaque article endommagé',
    );
    expect(screen.getByTestId('condition-photo-error')).toHaveTextContent(
      'Ajoutez au moins une photo des dommages.',
    );
    expect(screen.getByLabelText(`Ajouter des photos de ${sofa.name}`)).toBeInTheDocument();
    cleanup();

    const atPickup = [
      ...damaged,
      { type: 'returns.photoAdded', id: sofa.id, photo: returnsExamples.photo },
      { type: 'returns.continue' },
    ];
    drawAfter([
      ...atPickup,
      { type: 'returns.choosePickup', pickup: { date: '2026-11-26', window: '' } },
      { type: 'returns.continue' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Quand devons-nous passer?' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Après-midi, de 13 h à 17 h' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Matin, de 9 h à 13 h' })).toBeVisible();
    expect(document.body.textContent).toContain(
      'Choisissez un jour de ramassage du 27 novembre 2026 au 24 janvier 2027.',
    );
    expect(document.body.textContent).toContain('Choisissez une heure de ramassage.');
    expect(document.body.textContent).toContain('vendredi 27 novembre 2026');
    cleanup();

    drawAfter([
      ...atPickup,
      { type: 'returns.choosePickup', pickup: returnsExamples.pickup },
      { type: 'returns.continue' },
      { type: 'xstate.done.actor.quoteReturn', output: returnsExamples.quote },
    ]);
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre retour' })).toBeVisible();
    expect(document.body.textContent).toContain(
      'Ramassage le lundi 30 novembre 2026, de 13 h à 17 h.',
    );
    expect(screen.getByTestId('return-fee').textContent).toContain(`178,00${nbsp}$`);
    expect(document.body.textContent).toContain('Frais de retour');
    expect(screen.getByRole('button', { name: 'Réserver le ramassage' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Modifier le ramassage' })).toBeVisible();
  });

  it('keeps the English words as they were', async () => {
    overwriteGetLocale(() => 'en');
    drawAfter([
      loaded,
      { type: 'returns.toggle', id: chair.id },
      { type: 'returns.toggle', id: cottage.id },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'What would you like to return?' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'One pickup collects from one address. Return the items at each address separately.',
    );
    expect(document.body.textContent).toContain(
      'Free to return from January 10, 2030; a pickup before then costs $178.00',
    );
    cleanup();

    drawAfter([
      loaded,
      { type: 'returns.toggle', id: sofa.id },
      { type: 'returns.continue' },
      { type: 'returns.describe', id: sofa.id, detail: returnsExamples.described },
      { type: 'returns.continue' },
      { type: 'returns.continue' },
      { type: 'returns.choosePickup', pickup: { date: '2026-11-26', window: '' } },
      { type: 'returns.continue' },
    ]);
    expect(await screen.findByRole('heading', { name: 'When should we pick up?' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '1 p.m. to 5 p.m.' })).toBeVisible();
    expect(document.body.textContent).toContain(
      'Pickups need two days’ notice. Choose a pickup day from 2026-11-27 to 2027-01-24.',
    );
    expect(document.body.textContent).toContain('Choose a pickup time.');
    cleanup();

    drawAfter([
      loaded,
      { type: 'returns.toggle', id: sofa.id },
      { type: 'returns.continue' },
      { type: 'returns.describe', id: sofa.id, detail: returnsExamples.described },
      { type: 'returns.continue' },
      { type: 'returns.continue' },
      { type: 'returns.choosePickup', pickup: returnsExamples.pickup },
      { type: 'returns.continue' },
      { type: 'xstate.done.actor.quoteReturn', output: returnsExamples.quote },
    ]);
    expect(
      await screen.findByText(
        (_text, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'Pickup on Monday, November 30, 2026, afternoon.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book the pickup' })).toBeVisible();
  });

  it('draws the photos of a booked return in French', async () => {
    overwriteGetLocale(() => 'fr');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    inRouter(
      <QueryClientProvider client={queryClient}>
        <ReturnPhotosPage
          orderId={PHOTO_ORDER_ID}
          services={{ load: async () => photoReturn(), upload: vi.fn(), remove: vi.fn() }}
        />
      </QueryClientProvider>,
      `/fr/photosforreturn/${PHOTO_ORDER_ID}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Photos de votre retour' }),
    ).toBeVisible();
    expect(await screen.findByText(/Les données de localisation sont retirées/)).toBeVisible();
    expect(document.body.textContent).toMatch(/Retour \S+, ramassage \S+ \d+ \S+, /);
    expect(screen.getAllByText(/JPEG, PNG, WebP ou HEIC, moins de 15 Mo chacune/)[0]).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir le retour' })).toBeVisible();
  });
});
