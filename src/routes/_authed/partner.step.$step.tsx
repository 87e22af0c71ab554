import { createFileRoute, notFound } from '@tanstack/react-router';
import { PartnerPage } from '../../features/partner/partner-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

/**
 * `/partner/step/address` and `/partner/step/billing`: a customer sent by a partner showroom
 * completes the order it rang up (decision 140). Any other step is not a page.
 */
export const Route = createFileRoute('/_authed/partner/step/$step')({
  params: {
    parse: (params: { step: string }) => {
      if (params.step !== 'address' && params.step !== 'billing') throw notFound();
      return { step: params.step as 'address' | 'billing' };
    },
    stringify: (params: { step: 'address' | 'billing' }) => ({ step: params.step }),
  },
  component: PartnerRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_complete_your_showroom_order()) }] }),
});

function PartnerRoute() {
  const { step } = Route.useParams();
  // One actor per page load: the machine follows the URL between the two steps.
  return <PartnerPage step={step} />;
}
