import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { PartnerStep } from '../../../machines/partner.machine';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { inspector } from '../../lib/inspection';
import { useStepInUrl } from '../../lib/use-step-in-url';
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
const ORDER: readonly PartnerStep[] = ['address', 'billing'];

/**
 * Keeps the URL and the machine in step: the step the machine moves to is pushed to the URL
 * (`/partner/step/address` → `/partner/step/billing` after the address is saved); a step the URL
 * moves to (back, forward) is followed by the machine.
 */
function PartnerScreen({ urlStep }: { urlStep: PartnerStep }) {
  const actor = PartnerActor.useActorRef();
  const navigate = useNavigate();
  const done = PartnerActor.useSelector((snapshot) => snapshot.matches('done'));
  const machineStep = PartnerActor.useSelector((snapshot) => STEP_OF[snapshot.value]);
  useDocumentTitle(
    done
      ? m.flows_partner_confirmed_title()
      : machineStep === 'billing'
        ? m.flows_partner_billing_details()
        : m.flows_partner_delivery_address(),
  );

  // The machine follows the URL when it can, else the URL comes back.
  useStepInUrl({
    urlStep,
    machineStep,
    order: ORDER,
    urlComesBack: true,
    show: (step, replace) =>
      void navigate({ to: '/partner/step/$step', params: { step }, replace }),
    follow: (direction) => {
      actor.send({ type: `partner.${direction}` });
      return STEP_OF[actor.getSnapshot().value];
    },
  });

  return (
    <PartnerView
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
