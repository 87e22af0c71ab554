import { createFileRoute } from '@tanstack/react-router';
import type { ReturnsStep } from '../../../machines/returns.machine';
import { ReturnsPage } from '../../features/returns/returns-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

const STEPS: readonly ReturnsStep[] = ['details', 'photos', 'pickup', 'review'];

/** `/returns/{step}/{addressId}`: the return's steps after choosing the items. */
export const Route = createFileRoute('/_authed/returns/{-$step}/{-$addressId}')({
  component: ReturnsRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_return_items()) }] }),
});

function ReturnsRoute() {
  const { step } = Route.useParams();
  const known = STEPS.find((candidate) => candidate === step) ?? 'details';
  return <ReturnsPage step={known} />;
}
