import { CheckoutColumns, CheckoutPanel, CheckoutShell, StepList } from '../../ui/checkout-layout';
import { Heading, Stack } from '../../ui/layout';
import { CHECKOUT_STEPS, CheckoutActor, checkoutStep } from './checkout-actor';
import { CheckoutCartSummary } from './checkout-cart-summary';
import { CheckoutHeader } from './checkout-header';
import { AddressStep } from './steps/address-step';
import { AgreementStep } from './steps/agreement-step';
import { CheckoutStatus } from './steps/checkout-status';
import { PaymentStep } from './steps/payment-step';
import { ReviewStep } from './steps/review-step';
import { ScheduleStep } from './steps/schedule-step';
import { m } from '../../i18n/paraglide/messages.js';
import { saveCheckoutDraft } from './checkout-draft';

export interface CheckoutViewProps {
  /** The depot's hour now, for hiding windows that have started today; defaults to the clock. */
  depotHour?: (timezone: string) => number;
  /** The liquidation sale: picked up at the warehouse, so the steps ask for a pickup. */
  pickup?: boolean;
}

/** The steps: where the customer is, the step itself, and the cart beside it. */
function CheckoutSteps({ depotHour, pickup = false }: CheckoutViewProps) {
  const step = CheckoutActor.useSelector(checkoutStep);
  const requiresAgreement = CheckoutActor.useSelector(
    (snapshot) => snapshot.context.requiresAgreement,
  );
  // A new error on the payment step (a declined card) starts the card form afresh.
  const paymentKey = CheckoutActor.useSelector(
    (snapshot) => `payment-${snapshot.context.error ?? ''}`,
  );
  // The liquidation sale is picked up: its second step is the pickup day.
  const steps = CHECKOUT_STEPS.filter(([id]) => id !== 'agreement' || requiresAgreement);
  return (
    <>
      <Stack gap={2}>
        <Heading as="h1">{m.checkout_title()}</Heading>
        <nav aria-label={m.checkout_steps_label()}>
          <StepList>
            {steps.map(([id, label], index) => (
              <li key={id} aria-current={id === step ? 'step' : undefined}>
                {index + 1}. {pickup && id === 'schedule' ? m.checkout_step_pickup() : label()}
              </li>
            ))}
          </StepList>
        </nav>
      </Stack>
      <CheckoutColumns>
        <CheckoutPanel aria-label={m.checkout_panel_label()} data-step={step}>
          {step === 'address' ? <AddressStep key="address" pickup={pickup} /> : null}
          {step === 'schedule' ? (
            <ScheduleStep key="schedule" {...(depotHour ? { depotHour } : {})} />
          ) : null}
          {step === 'agreement' ? <AgreementStep key="agreement" /> : null}
          {step === 'payment' ? <PaymentStep key={paymentKey} /> : null}
          {step === 'review' ? <ReviewStep key="review" /> : null}
        </CheckoutPanel>
        <CheckoutCartSummary />
      </CheckoutColumns>
    </>
  );
}

/**
 * The checkout screen for any state of the checkout actor above it (`CheckoutActor.Provider`):
 * the app's, or a story's with fake actors.
 */
export function CheckoutView(props: CheckoutViewProps) {
  const actor = CheckoutActor.useActorRef();
  const inSteps = CheckoutActor.useSelector(
    (snapshot) =>
      !snapshot.matches('loading') &&
      !snapshot.matches('loadFailed') &&
      !snapshot.matches('success'),
  );
  return (
    <>
      <CheckoutHeader onLanguageSwitch={() => saveCheckoutDraft(actor.getSnapshot())} />
      <CheckoutShell>{inSteps ? <CheckoutSteps {...props} /> : <CheckoutStatus />}</CheckoutShell>
    </>
  );
}
