import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusPanel } from '../../../ui/status-panel';
import { CheckoutActor, useCheckoutSend } from '../checkout-actor';
import { m } from '../../../i18n/paraglide/messages.js';
import { checkoutError } from '../checkout-problems';

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
  const error = checkoutError(CheckoutActor.useSelector((snapshot) => snapshot.context.error));
  const orderNumber = CheckoutActor.useSelector((snapshot) => snapshot.context.order?.orderNumber);
  if (status === 'loading') return <Spinner label={m.checkout_loading()} />;
  if (status === 'loadFailed') {
    return (
      <StatusPanel
        headingLevel="h1"
        title={m.checkout_start_failed()}
        actions={
          <Button onClick={() => send({ type: 'checkout.retry' })}>{m.checkout_try_again()}</Button>
        }
      >
        {error}
      </StatusPanel>
    );
  }
  return (
    <StatusPanel headingLevel="h1" focusTitle title={m.checkout_placed_title()}>
      {m.checkout_placed_text({ number: orderNumber ?? '' })}
    </StatusPanel>
  );
}
