import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { signatureMismatchMessage } from '../../../../machines/checkout.machine';
import { isSubscriptionOption } from '../../../../machines/purchase-options';
import { Button } from '../../../ui/button';
import { Cluster, Stack, Text } from '../../../ui/layout';
import { AgreementClauses, AgreementTerms } from '../agreement-terms';
import { CheckoutActor } from '../checkout-actor';
import { ErrorNotice, FieldErrorsAnnouncer, StepHeading } from './step-parts';
import { SignatureField } from '../signature-field';

/** The subscription agreement, signed with the customer's name (the machine says what counts). */
export function AgreementStep() {
  const actor = CheckoutActor.useActorRef();
  const signedBy = CheckoutActor.useSelector((snapshot) => snapshot.context.agreementSignedBy);
  const lines = CheckoutActor.useSelector((snapshot) => snapshot.context.cart.lines);
  const quote = CheckoutActor.useSelector((snapshot) => snapshot.context.quote);
  const addresses = CheckoutActor.useSelector((snapshot) => snapshot.context.addresses);
  const addressId = CheckoutActor.useSelector((snapshot) => snapshot.context.addressId);
  const problem = CheckoutActor.useSelector((snapshot) => snapshot.context.error);
  const schedule = CheckoutActor.useSelector((snapshot) => snapshot.context.schedule);
  const [name, setName] = useState(signedBy ?? '');
  const [error, setError] = useState<string | undefined>();
  // A new object each refusal, so focus goes back to the field every time.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  // The monthly lines, with the amounts of the quote read with the delivery schedule.
  const subscriptions = lines
    .filter((line) => isSubscriptionOption(line.purchaseOption))
    .map((line) => {
      const priced = quote?.products.find(
        (item) =>
          item.productId === line.productId &&
          item.purchaseOption === line.purchaseOption &&
          item.termLength === line.termLength,
      );
      return {
        name: line.name,
        purchaseOption: line.purchaseOption,
        termLength: line.termLength,
        quantity: line.quantity,
        price: priced?.price ?? null,
        totalCost: priced?.totalCost ?? null,
        paymentsDue: priced?.paymentsDue ?? null,
        pivotCare: priced?.pivotCareApplied ? priced.pivotCare : null,
      };
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sign = { type: 'agreement.sign', name } as const;
    if (!actor.getSnapshot().can(sign)) {
      // The order's name signs it (decision 159): the chosen address's first and last name.
      const address = addresses.find((candidate) => candidate.id === addressId);
      const message = address
        ? signatureMismatchMessage(address)
        : 'Type your full name to sign the agreement.';
      setError(message);
      setErrors({ name: message });
      return;
    }
    actor.send(sign);
  };
  return (
    <form onSubmit={submit} noValidate ref={form}>
      <Stack gap={4}>
        <StepHeading>Sign your monthly payment agreement</StepHeading>
        <ErrorNotice message={problem} />
        <FieldErrorsAnnouncer errors={errors} container={form} />
        <Text>
          Your cart holds items paid monthly. Read the agreement, then sign it with your name.
        </Text>
        {schedule?.agreement ? (
          <AgreementClauses document={schedule.agreement} />
        ) : (
          <AgreementTerms lines={subscriptions} />
        )}
        <SignatureField
          name={name}
          error={error}
          onNameChange={(typed) => {
            setName(typed);
            setError(undefined);
            setErrors({});
          }}
        />
        <Cluster gap={3}>
          <Button type="submit">Sign and continue</Button>
          <Button type="button" variant="text" onClick={() => actor.send({ type: 'step.back' })}>
            Back to delivery
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
