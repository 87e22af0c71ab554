import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { SwapStep, SwapVisit } from '../../../machines/swap.machine';
import { chosenItem } from '../../../machines/swap.machine';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { inspector } from '../../lib/inspection';
import { useStepInUrl } from '../../lib/use-step-in-url';
import { Button } from '../../ui/button';
import { FormPage } from '../../ui/form-page';
import { Cluster, Text } from '../../ui/layout';
import { swapLogic } from './swap-logic';
import { SwapActor, SwapView } from './swap-view';
import type { SwapStateName } from './swap-view';

/** What the URL's search holds of the swap: the choices, so a reload keeps them. */
export interface SwapSearch {
  item?: string;
  product?: string;
  date?: string;
  window?: string;
}

/** The idempotency key of the swap under way, kept in this tab (a reload keeps it). */
const KEY_STORE = 'swap-key';

function swapKey(): string {
  const kept = globalThis.sessionStorage?.getItem(KEY_STORE);
  if (kept) return kept;
  const key = globalThis.crypto.randomUUID();
  globalThis.sessionStorage?.setItem(KEY_STORE, key);
  return key;
}

const STEP_OF: Partial<Record<SwapStateName, SwapStep>> = {
  choosingItem: 'item',
  loadingReplacements: 'replacement',
  replacementsFailed: 'replacement',
  choosingReplacement: 'replacement',
  scheduling: 'schedule',
  quoting: 'schedule',
  quoteFailed: 'schedule',
  review: 'review',
  placing: 'review',
};
/** States the machine passes through on its own: the URL waits for where it settles. */
const TRANSIENT: readonly SwapStateName[] = ['loadingReplacements', 'quoting'];
const ORDER: readonly SwapStep[] = ['item', 'replacement', 'schedule', 'review'];

/**
 * Keeps the URL and the machine in step: a step the machine moves to is pushed to the URL (so
 * back and forward walk the steps), a step the URL moves to is followed by the machine, and the
 * choices are written to the search (replacing the entry) so a reload resumes.
 */
function SwapScreen({ urlStep }: { urlStep: SwapStep }) {
  const actor = SwapActor.useActorRef();
  const navigate = useNavigate();
  const state = SwapActor.useSelector((snapshot) => snapshot.value);
  const itemId = SwapActor.useSelector((snapshot) => snapshot.context.itemId);
  const productId = SwapActor.useSelector((snapshot) => snapshot.context.productId);
  const visit = SwapActor.useSelector((snapshot) => snapshot.context.visit);
  const placed = SwapActor.useSelector((snapshot) => snapshot.context.placed);
  const addressId = SwapActor.useSelector((snapshot) => chosenItem(snapshot.context)?.addressId);
  const machineStep = STEP_OF[state];
  useDocumentTitle(m.swapmove_swap_title());

  const search: SwapSearch = {
    item: itemId ?? undefined,
    product: productId ?? undefined,
    date: visit?.date || undefined,
    window: visit?.window || undefined,
  };
  const searchKey = JSON.stringify(search);

  useStepInUrl({
    urlStep,
    machineStep,
    order: ORDER,
    settling: TRANSIENT.includes(state),
    resume: () => actor.send({ type: 'swap.continue' }),
    rewriteOnOpen: true,
    show: (step, replace) =>
      void navigate({
        to: '/swapproducts/{-$step}/{-$addressId}',
        params: { step, addressId },
        search: JSON.parse(searchKey) as SwapSearch,
        replace,
      }),
    follow: (direction) => {
      actor.send({ type: `swap.${direction}` });
      return STEP_OF[actor.getSnapshot().value];
    },
  });

  // The choices as they change, in place.
  useEffect(() => {
    if (!machineStep || machineStep !== urlStep) return;
    void navigate({
      to: '/swapproducts/{-$step}/{-$addressId}',
      params: { step: machineStep, addressId },
      search: JSON.parse(searchKey) as SwapSearch,
      replace: true,
    });
  }, [searchKey, machineStep, urlStep, addressId, navigate]);

  useEffect(() => {
    if (state === 'placed' && placed) {
      globalThis.sessionStorage?.removeItem(KEY_STORE);
      void navigate({
        to: '/swap/success/$orderId',
        params: { orderId: placed.orderId },
        replace: true,
      });
    }
  }, [state, placed, navigate]);

  return <SwapView />;
}

/** `/swapproducts/{step}/{addressId}`: one swap actor per page, started from the URL. */
export function SwapPage({ step, search }: { step: SwapStep; search: SwapSearch }) {
  const [input] = useState(() => {
    const visit: SwapVisit | null =
      search.date || search.window
        ? { date: search.date ?? '', window: search.window ?? '' }
        : null;
    return {
      step,
      itemId: search.item ?? null,
      productId: search.product ?? null,
      visit,
      idempotencyKey: swapKey(),
    };
  });
  return (
    <SwapActor.Provider logic={swapLogic} options={{ input, inspect: inspector() }}>
      <SwapScreen urlStep={step} />
    </SwapActor.Provider>
  );
}

/** `/swap/success/{orderId}`: the swap is booked. */
export function SwapSuccessPage({ orderId }: { orderId: string }) {
  useDocumentTitle(m.swapmove_swap_booked());
  return (
    <FormPage title={m.swapmove_swap_booked()} focusTitle intro={m.swapmove_swap_success_intro()}>
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
