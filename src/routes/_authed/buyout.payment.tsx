import { createFileRoute } from '@tanstack/react-router';

/** `/buyout/payment`: the payment step, drawn by the `/buyout` layout (one buyout for both steps). */
export const Route = createFileRoute('/_authed/buyout/payment')({
  component: () => null,
  head: () => ({ meta: [{ title: 'Pay for your buyout | Pivot Furniture' }] }),
});
