import { createFileRoute } from '@tanstack/react-router';
import type { ReturnsStep } from '../../../machines/returns.machine';
import { ReturnsPage } from '../../features/returns/returns-page';

const STEPS: readonly ReturnsStep[] = ['details', 'photos', 'pickup', 'review'];

/** `/returns/{step}/{addressId}`: the return's steps after choosing the items. */
export const Route = createFileRoute('/_authed/returns/{-$step}/{-$addressId}')({
  component: ReturnsRoute,
  head: () => ({ meta: [{ title: 'Return items | Pivot Furniture' }] }),
});

function ReturnsRoute() {
  const { step } = Route.useParams();
  const known = STEPS.find((candidate) => candidate === step) ?? 'details';
  return <ReturnsPage step={known} />;
}
