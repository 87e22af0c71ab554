import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { BuyoutStep } from '../../../machines/buyout.machine';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { inspector } from '../../lib/inspection';
import { buyoutLogic } from './buyout-logic';
import { BuyoutActor, BuyoutView } from './buyout-view';
import type { BuyoutStateName } from './buyout-view';

/** `?items=a,b` ⇄ the chosen ids. */
export function parseItems(items: string | undefined): string[] {
  return (items ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0)
    .slice(0, 20);
}

/** The payment step's states the URL's choice step leaves (`back`). */
const PAYMENT_STATES = new Set<BuyoutStateName>(['quoting', 'quoteFailed', 'payment']);

/**
 * Keeps the URL and the machine in step. The URL leads: back, forward and reload land on the
 * step it names, and the machine follows (`continue`, `back`); the choice is written to `?items=`
 * as it changes, so a reload keeps it.
 */
function BuyoutScreen({ step }: { step: BuyoutStep }) {
  const actor = BuyoutActor.useActorRef();
  const navigate = useNavigate();
  const state = BuyoutActor.useSelector((snapshot) => snapshot.value);
  const selected = BuyoutActor.useSelector((snapshot) => snapshot.context.selected);
  const items = selected.join(',');
  useDocumentTitle(step === 'payment' ? m.flows_buyout_pay_title() : m.flows_buyout_title());

  useEffect(() => {
    if (step === 'payment' && state === 'choosing') {
      actor.send({ type: 'buyout.continue' });
      // Nothing chosen: the machine stays and says so; the URL goes back to the choice.
      if (!actor.getSnapshot().matches('quoting'))
        void navigate({ to: '/buyout', search: { items: items || undefined }, replace: true });
    }
    if (step === 'choose' && PAYMENT_STATES.has(state)) {
      actor.send({ type: 'buyout.back' });
    }
  }, [step, state, actor, navigate, items]);

  useEffect(() => {
    if (state === 'choosing' && step === 'choose')
      void navigate({ to: '/buyout', search: { items: items || undefined }, replace: true });
  }, [items, state, step, navigate]);

  return (
    <BuyoutView
      onContinue={() => {
        if (selected.length === 0) actor.send({ type: 'buyout.continue' });
        else void navigate({ to: '/buyout/payment', search: { items } });
      }}
      onBack={() => void navigate({ to: '/buyout', search: { items } })}
    />
  );
}

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/** `/buyout` and `/buyout/payment`: one buyout actor for both steps, one idempotency key. */
export function BuyoutPage({ step, items }: { step: BuyoutStep; items: string | undefined }) {
  // The actor starts from the URL as first opened (a reload starts it again from the URL).
  const [input] = useState(() => ({ step, selected: parseItems(items), idempotencyKey: newKey() }));
  return (
    <BuyoutActor.Provider logic={buyoutLogic} options={{ input, inspect: inspector() }}>
      <BuyoutScreen step={step} />
    </BuyoutActor.Provider>
  );
}
