import { createFileRoute, notFound } from '@tanstack/react-router';
import { PartnerPage } from '../../features/partner/partner-page';

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
  head: () => ({ meta: [{ title: 'Complete your showroom order | Pivot Furniture' }] }),
});

function PartnerRoute() {
  const { step } = Route.useParams();
  // One actor per page load: the machine follows the URL between the two steps.
  return <PartnerPage step={step} />;
}
