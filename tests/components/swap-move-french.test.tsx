import {
  RouterContextProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { moveExamples } from '../../machines/examples/move-examples';
import { swapExamples } from '../../machines/examples/swap-examples';
import { moveMachine } from '../../machines/move.machine';
import type { MoveContext } from '../../machines/move.machine';
import { swapMachine } from '../../machines/swap.machine';
import type { SwapContext } from '../../machines/swap.machine';
import { MoveSuccessPage } from '../../src/features/swap-move/move-page';
import { MoveActor, MoveView } from '../../src/features/swap-move/move-view';
import type { MoveStateName } from '../../src/features/swap-move/move-view';
import { SwapSuccessPage } from '../../src/features/swap-move/swap-page';
import { SwapActor, SwapView } from '../../src/features/swap-move/swap-view';
import type { SwapStateName } from '../../src/features/swap-move/swap-view';
import { getLocale, overwriteGetLocale } from '../../src/i18n/paraglide/runtime.js';
import { ActorAtState } from '../../stories/actor-at-state';

/** The page's own language as the runtime reads it, put back after each test. */
const pageLocale = getLocale;

afterEach(() => {
  cleanup();
  overwriteGetLocale(pageLocale);
});

const nbsp = '\u00a0';
type AnyEvent = { type: string; [key: string]: unknown };

function inRouter(element: ReactElement, url: string) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  return render(<RouterContextProvider router={router}>{element}</RouterContextProvider>);
}

/** The snapshot after these events, the machine's actors answered by the events themselves. */
function snapshotAfter(machine: AnyStateMachine, input: unknown, events: readonly AnyEvent[]) {
  const never = () => new Promise<never>(() => undefined);
  const actors = Object.keys(machine.implementations.actors);
  const actor = createActor(
    machine.provide({
      actors: Object.fromEntries(actors.map((name) => [name, fromPromise(never)])) as never,
    }),
    { input: input as never },
  ).start();
  for (const event of events) actor.send(event as never);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

function drawSwap(events: readonly AnyEvent[]) {
  const snapshot = snapshotAfter(swapMachine, { step: 'item', idempotencyKey: 'k' }, events);
  return inRouter(
    <ActorAtState
      actor={SwapActor}
      machine={swapMachine}
      value={snapshot.value as SwapStateName}
      context={snapshot.context as SwapContext}
    >
      <SwapView />
    </ActorAtState>,
    '/fr/swapproducts/item',
  );
}

function drawMove(events: readonly AnyEvent[]) {
  const snapshot = snapshotAfter(moveMachine, { step: 'items', idempotencyKey: 'k' }, events);
  return inRouter(
    <ActorAtState
      actor={MoveActor}
      machine={moveMachine}
      value={snapshot.value as MoveStateName}
      context={snapshot.context as MoveContext}
    >
      <MoveView />
    </ActorAtState>,
    '/fr/moveproducts/items',
  );
}

const { sofa: swapSofa } = swapExamples;
const swapLoaded = { type: 'xstate.done.actor.loadSwap', output: swapExamples.start };
const toReplacements = [
  swapLoaded,
  { type: 'swap.chooseItem', id: swapSofa.id },
  { type: 'swap.continue' },
  { type: 'xstate.done.actor.findReplacements', output: swapExamples.replacements },
];
const toSwapSchedule = [
  ...toReplacements,
  { type: 'swap.chooseReplacement', productId: swapExamples.sectional.productId },
  { type: 'swap.continue' },
];
const toSwapReview = [
  ...toSwapSchedule,
  { type: 'swap.chooseVisit', visit: swapExamples.goodVisit },
  { type: 'swap.continue' },
  { type: 'xstate.done.actor.quoteSwap', output: swapExamples.quote },
];

const { sofa: moveSofa, desk, ottawa } = moveExamples;
const moveLoaded = { type: 'xstate.done.actor.loadMove', output: moveExamples.start };
const toMoveSchedule = [
  moveLoaded,
  { type: 'move.toggle', id: moveSofa.id },
  { type: 'move.continue' },
  { type: 'move.chooseAddress', id: ottawa.id },
  { type: 'move.continue' },
  { type: 'xstate.done.actor.quoteMove', output: moveExamples.quote },
];
const toMoveReview = [
  ...toMoveSchedule,
  { type: 'move.chooseVisit', visit: moveExamples.goodVisit },
  { type: 'move.continue' },
  { type: 'xstate.done.actor.requoteMove', output: moveExamples.quote },
];

describe('the swap flow in French (decision 178)', () => {
  it('says each step and its problems in French', async () => {
    overwriteGetLocale(() => 'fr');
    drawSwap([swapLoaded, { type: 'swap.continue' }]);
    expect(
      await screen.findByRole('heading', { name: 'Quelle pièce souhaitez-vous échanger?' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Choisissez la pièce à rendre.');
    expect(document.body.textContent).toContain(
      `89,00${nbsp}$ de frais + 17,80${nbsp}$ de PivotCare`,
    );
    expect(document.body.textContent).toContain(`106,80${nbsp}$/mois`);
    cleanup();

    drawSwap([...toReplacements, { type: 'swap.continue' }]);
    expect(
      await screen.findByRole('heading', { name: 'Choisissez son remplacement' }),
    ).toBeVisible();
    expect(document.body.textContent).toContain('À la place de votre Harlow Sofa');
    expect(document.body.textContent).toContain(`+36,00${nbsp}$/mois`);
    expect(screen.getByRole('button', { name: 'Chercher' })).toBeVisible();
    expect(document.body.textContent).toContain('Choisissez la pièce que vous voulez à la place.');
    cleanup();

    drawSwap([
      ...toSwapSchedule,
      { type: 'swap.chooseVisit', visit: { date: '2027-03-01', window: '' } },
      { type: 'swap.continue' },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Quand l’équipe doit-elle passer?' }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Matin, de 9 h à 13 h' })).toBeVisible();
    expect(document.body.textContent).toContain(
      'Choisissez un jour d’échange du 27 novembre 2026 au 24 janvier 2027.',
    );
    expect(document.body.textContent).toContain('Choisissez une heure pour l’équipe.');
    cleanup();

    drawSwap(toSwapReview);
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre échange' })).toBeVisible();
    expect(document.body.textContent).toContain(
      'Échange le samedi 28 novembre 2026, de 9 h à 13 h au 301 Front Street West',
    );
    expect(document.body.textContent).toContain('Facturé aujourd’hui');
    expect(screen.getByRole('button', { name: 'Confirmer l’échange' })).toBeVisible();
    cleanup();

    inRouter(<SwapSuccessPage orderId="o1" />, '/fr/swap/success/o1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre échange est réservé' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir le reçu' })).toBeVisible();
  });

  it('keeps the English words as they were', async () => {
    overwriteGetLocale(() => 'en');
    drawSwap(toSwapReview);
    expect(await screen.findByRole('heading', { name: 'Review your swap' })).toBeVisible();
    expect(document.body.textContent).toContain(
      'Swap on Saturday, November 28, 2026, morning at 301 Front Street West, Toronto ON M5V 2T6.',
    );
    expect(document.body.textContent).toContain('$142.80/mo (+$36.00/mo)');
    cleanup();
    drawSwap([
      ...toSwapSchedule,
      { type: 'swap.chooseVisit', visit: { date: '2027-03-01', window: '' } },
      { type: 'swap.continue' },
    ]);
    expect(await screen.findByRole('radio', { name: 'Morning, 9 am to 1 pm' })).toBeVisible();
    expect(document.body.textContent).toContain('Choose a swap day from 2026-11-27 to 2027-01-24.');
  });
});

describe('the move flow in French (decision 178)', () => {
  it('says each step and its problems in French', async () => {
    overwriteGetLocale(() => 'fr');
    drawMove([
      moveLoaded,
      { type: 'move.toggle', id: moveSofa.id },
      { type: 'move.toggle', id: desk.id },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Que souhaitez-vous déménager?' }),
    ).toBeVisible();
    expect(document.body.textContent).toContain(
      'Un déménagement prend les pièces d’une seule adresse.',
    );
    cleanup();

    drawMove([moveLoaded, { type: 'move.toggle', id: moveSofa.id }, { type: 'move.continue' }]);
    expect(await screen.findByRole('heading', { name: 'Où vont-elles?' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Une nouvelle adresse' })).toBeVisible();
    cleanup();

    drawMove([
      ...toMoveSchedule,
      { type: 'move.chooseVisit', visit: moveExamples.earlyVisit },
      { type: 'move.continue' },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Quand devons-nous les ramasser?' }),
    ).toBeVisible();
    expect(document.body.textContent).toContain(
      'Notre équipe (Montreal) les ramasse; notre équipe (Ottawa) les livre le lendemain. Le premier jour possible pour le déménagement est le 2 décembre 2026.',
    );
    expect(document.body.textContent).toContain(
      'Un déménagement demande un préavis d’au moins une semaine. Choisissez le 2 décembre 2026 ou un jour plus tard.',
    );
    expect(screen.getByRole('radio', { name: 'Après-midi, de 13 h à 17 h' })).toBeVisible();
    cleanup();

    drawMove(toMoveReview);
    expect(
      await screen.findByRole('heading', { name: 'Vérifiez votre déménagement' }),
    ).toBeVisible();
    expect(document.body.textContent).toContain(
      'Ramassage le jeudi 3 décembre 2026, de 13 h à 17 h; livraison le vendredi 4 décembre 2026.',
    );
    expect(document.body.textContent).toContain(
      'Frais de déménagement (Montreal à Ottawa, 199 km par la route)',
    );
    expect(document.body.textContent).toContain('province de destination (Ontario)');
    expect(screen.getByRole('button', { name: 'Confirmer le déménagement' })).toBeVisible();
    cleanup();

    inRouter(<MoveSuccessPage orderId="o1" />, '/fr/move/success/o1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre déménagement est réservé' }),
    ).toBeVisible();
  });

  it('keeps the English words as they were', async () => {
    overwriteGetLocale(() => 'en');
    drawMove(toMoveReview);
    expect(await screen.findByRole('heading', { name: 'Review your move' })).toBeVisible();
    expect(document.body.textContent).toContain(
      'Pickup on Thursday, December 3, 2026, afternoon; delivery on Friday, December 4, 2026.',
    );
    expect(document.body.textContent).toContain('Move fee (Montreal to Ottawa, 199 km by road)');
    expect(document.body.textContent).toContain(
      'Bills from the delivery day are taxed in Ontario.',
    );
    expect(document.body.textContent).toContain(
      'Priced on 199 km by road, Montreal depot to Ottawa depot. Between depots we charge $0.75 a kilometre of road from our published table; check the road on OpenStreetMap.',
    );
  });
});
