import { createFileRoute } from '@tanstack/react-router';
import { ReturnsPage } from '../../features/returns/returns-page';

/** `/returncenter/select`: choosing the items to return (the return flow's first step). */
export const Route = createFileRoute('/_authed/returncenter_/select')({
  component: () => <ReturnsPage step="select" />,
  head: () => ({ meta: [{ title: 'Return items | Pivot Furniture' }] }),
});
