import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { PartnerStep } from '../../../machines/partner.machine';
import { useDocumentTitle } from '../../lib/document-title';
import { inspector } from '../../lib/inspection';
import { partnerLogic } from './partner-logic';
import { PartnerActor, PartnerView } from './partner-view';
import type { PartnerStateName } from './partner-view';

const STEP_OF: Partial<Record<PartnerStateName, PartnerStep>> = {
  address: 'address',
  savingAddress: 'address',
  billing: 'billing',
  tokenizing: 'billing',
  completing: 'billing',
};

/**
 * Keeps the URL and the machine in step: the step the machine moves to is pushed to the URL
 * (`/partner/step/address` → `/partner/step/billing` after the address is saved); a step the URL
 * moves to (back, forward) is followed by the machine.
 */
function PartnerScreen({ urlStep }: { urlStep: PartnerStep }) {
  const snapshot = PartnerActor.useSelector((current) => current);
  const actor = PartnerActor.useActorRef();
  const navigate = useNavigate();
  const state = snapshot.value as PartnerStateName;
  const machineStep = STEP_OF[state];
  useDocumentTitle(
    state === 'done'
      ? 'Your order is confirmed'
      : machineStep === 'billing'
        ? 'Billing details'
        : 'Delivery address',
  );

  const lastMachineStep = useRef<PartnerStep | undefined>(undefined);
  useEffect(() => {
    if (!machineStep) return;
    if (machineStep !== lastMachineStep.current) {
      // The machine moved (loaded, saved the address, went back): the URL follows.
      const first = lastMachineStep.current === undefined;
      lastMachineStep.current = machineStep;
      if (machineStep !== urlStep) {
        void navigate({
          to: '/partner/step/$step',
          params: { step: machineStep },
          replace: first,
        });
      }
      return;
    }
    if (urlStep === machineStep) return;
    // The URL moved (back or forward): the machine follows when it can, else the URL comes back.
    actor.send({ type: urlStep === 'billing' ? 'partner.continue' : 'partner.back' });
    const now = STEP_OF[actor.getSnapshot().value as PartnerStateName];
    lastMachineStep.current = now;
    if (now !== urlStep && now) {
      void navigate({ to: '/partner/step/$step', params: { step: now }, replace: true });
    }
  }, [machineStep, urlStep, actor, navigate]);

  return (
    <PartnerView
      state={state}
      context={snapshot.context}
      send={actor.send}
      onBack={() => void navigate({ to: '/partner/step/$step', params: { step: 'address' } })}
    />
  );
}

/** `/partner/step/address` and `/partner/step/billing`: one partner actor for both steps. */
export function PartnerPage({ step }: { step: PartnerStep }) {
  const [input] = useState(() => ({ step }));
  return (
    <PartnerActor.Provider logic={partnerLogic} options={{ input, inspect: inspector() }}>
      <PartnerScreen urlStep={step} />
    </PartnerActor.Provider>
  );
}
