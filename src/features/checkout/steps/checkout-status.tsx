import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusPanel } from '../../../ui/status-panel';
import { CheckoutActor, useCheckoutSend } from '../checkout-actor';

/** The screen before the steps (loading, failed to load) and after them (placed). */
export function CheckoutStatus() {
  const send = useCheckoutSend();
  const status = CheckoutActor.useSelector((snapshot) =>
    snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('loadFailed')
        ? 'loadFailed'
        : 'success',
  );
  const error = CheckoutActor.useSelector((snapshot) => snapshot.context.error);
  const orderNumber = CheckoutActor.useSelector((snapshot) => snapshot.context.order?.orderNumber);
  if (status === 'loading') return <Spinner label="Loading your checkout" />;
  if (status === 'loadFailed') {
    return (
      <StatusPanel
        headingLevel="h1"
        title="We could not start your checkout"
        actions={<Button onClick={() => send({ type: 'checkout.retry' })}>Try again</Button>}
      >
        {error}
      </StatusPanel>
    );
  }
  return (
    <StatusPanel headingLevel="h1" focusTitle title="Thank you! Your order is placed.">
      Order number {orderNumber}. Taking you to your confirmation…
    </StatusPanel>
  );
}
