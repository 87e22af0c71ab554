import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { MoveStep, MoveVisit } from '../../../machines/move.machine';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { inspector } from '../../lib/inspection';
import { useStepInUrl } from '../../lib/use-step-in-url';
import { Button } from '../../ui/button';
import { FormPage } from '../../ui/form-page';
import { Cluster, Text } from '../../ui/layout';
import { moveLogic } from './move-logic';
import { MoveActor, MoveView } from './move-view';
import type { MoveStateName } from './move-view';

/** What the URL's search holds of the move: the step and the choices. */
export interface MoveSearch {
  step?: MoveStep;
  items?: string;
  to?: string;
  date?: string;
  window?: string;
}

const KEY_STORE = 'move-key';

function moveKey(): string {
  const kept = globalThis.sessionStorage?.getItem(KEY_STORE);
  if (kept) return kept;
  const key = globalThis.crypto.randomUUID();
  globalThis.sessionStorage?.setItem(KEY_STORE, key);
  return key;
}

const STEP_OF: Partial<Record<MoveStateName, MoveStep>> = {
  choosingItems: 'items',
  choosingAddress: 'address',
  savingAddress: 'address',
  checkingAddress: 'address',
  scheduling: 'schedule',
  quoting: 'schedule',
  quoteFailed: 'schedule',
  review: 'review',
  placing: 'review',
};
/** States the machine passes through on its own: the URL waits for where it settles. */
const TRANSIENT: readonly MoveStateName[] = ['checkingAddress', 'quoting'];
const ORDER: readonly MoveStep[] = ['items', 'address', 'schedule', 'review'];

/**
 * Keeps the URL (`/moveproducts?step=...`) and the machine in step, as the swap does: steps are
 * pushed, back and forward are followed, choices are written in place so a reload resumes.
 */
function MoveScreen({ urlStep }: { urlStep: MoveStep }) {
  const actor = MoveActor.useActorRef();
  const navigate = useNavigate();
  const state = MoveActor.useSelector((snapshot) => snapshot.value);
  const selected = MoveActor.useSelector((snapshot) => snapshot.context.selected);
  const toAddressId = MoveActor.useSelector((snapshot) => snapshot.context.toAddressId);
  const visit = MoveActor.useSelector((snapshot) => snapshot.context.visit);
  const placed = MoveActor.useSelector((snapshot) => snapshot.context.placed);
  const machineStep = STEP_OF[state];
  useDocumentTitle(m.swapmove_move_title());

  const choices = JSON.stringify({
    items: selected.join(',') || undefined,
    to: toAddressId ?? undefined,
    date: visit?.date || undefined,
    window: visit?.window || undefined,
  });
  const search = (step: MoveStep): MoveSearch => ({
    step,
    ...(JSON.parse(choices) as Omit<MoveSearch, 'step'>),
  });

  useStepInUrl({
    urlStep,
    machineStep,
    order: ORDER,
    settling: TRANSIENT.includes(state),
    resume: () => actor.send({ type: 'move.continue' }),
    rewriteOnOpen: true,
    show: (step, replace) => void navigate({ to: '/moveproducts', search: search(step), replace }),
    follow: (direction) => {
      actor.send({ type: `move.${direction}` });
      return STEP_OF[actor.getSnapshot().value];
    },
  });

  // The choices as they change, in place.
  useEffect(() => {
    if (!machineStep || machineStep !== urlStep) return;
    void navigate({
      to: '/moveproducts',
      search: { step: machineStep, ...(JSON.parse(choices) as Omit<MoveSearch, 'step'>) },
      replace: true,
    });
  }, [choices, machineStep, urlStep, navigate]);

  useEffect(() => {
    if (state === 'placed' && placed) {
      globalThis.sessionStorage?.removeItem(KEY_STORE);
      void navigate({
        to: '/move/success/$orderId',
        params: { orderId: placed.orderId },
        replace: true,
      });
    }
  }, [state, placed, navigate]);

  return <MoveView />;
}

/** `/moveproducts`: one move actor per page, started from the URL. */
export function MovePage({ search }: { search: MoveSearch }) {
  const step = search.step ?? 'items';
  const [input] = useState(() => {
    const visit: MoveVisit | null =
      search.date || search.window
        ? { date: search.date ?? '', window: search.window ?? '' }
        : null;
    return {
      step,
      selected: (search.items ?? '')
        .split(',')
        .filter((id) => id.length > 0)
        .slice(0, 40),
      toAddressId: search.to ?? null,
      visit,
      idempotencyKey: moveKey(),
    };
  });
  return (
    <MoveActor.Provider logic={moveLogic} options={{ input, inspect: inspector() }}>
      <MoveScreen urlStep={step} />
    </MoveActor.Provider>
  );
}

/** `/move/success/{orderId}`: the move is booked. */
export function MoveSuccessPage({ orderId }: { orderId: string }) {
  useDocumentTitle(m.swapmove_move_booked());
  return (
    <FormPage title={m.swapmove_move_booked()} focusTitle intro={m.swapmove_move_success_intro()}>
      <Cluster gap={3}>
        <Button asChild>
          <Link to="/account/receipts/print/$orderId" params={{ orderId }}>
            {m.swapmove_view_receipt()}
          </Link>
        </Button>
        <Text>
          <Link to="/account/my-products">{m.swapmove_my_products()}</Link>
        </Text>
      </Cluster>
    </FormPage>
  );
}
