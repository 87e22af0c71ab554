import { createFileRoute } from '@tanstack/react-router';
import { ReturnCenterPage } from '../features/returns/return-center-page';

/** `/returncenter`: public; starting a return asks the customer to sign in. */
export const Route = createFileRoute('/returncenter')({
  component: ReturnCenterPage,
  head: () => ({ meta: [{ title: 'Return center | Pivot Furniture' }] }),
});
