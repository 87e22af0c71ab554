import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { isSubscriptionOption } from '../../../../machines/purchase-options';
import { Button } from '../../../ui/button';
import { Cluster, Stack, Text } from '../../../ui/layout';
import { AgreementClauses, AgreementTerms } from '../agreement-terms';
import { CheckoutActor } from '../checkout-actor';
import { ErrorNotice, FieldErrorsAnnouncer, StepHeading } from './step-parts';
import { SignatureField } from '../signature-field';
import { m } from '../../../i18n/paraglide/messages.js';
import { checkoutError } from '../checkout-problems';

/** The subscription agreement, signed with the customer's name (the machine says what counts). */
export function AgreementStep() {
  const actor = CheckoutActor.useActorRef();
  const signedBy = CheckoutActor.useSelector((snapshot) => snapshot.context.agreementSignedBy);
  const lines = CheckoutActor.useSelector((snapshot) => snapshot.context.cart.lines);
  const quote = CheckoutActor.useSelector((snapshot) => snapshot.context.quote);
  const addresses = CheckoutActor.useSelector((snapshot) => snapshot.context.addresses);
  const addressId = CheckoutActor.useSelector((snapshot) => snapshot.context.addressId);
  const problem = checkoutError(CheckoutActor.useSelector((snapshot) => snapshot.context.error));
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
        ? m.checkout_signature_mismatch({
            name: `${address.firstName.trim()} ${address.lastName.trim()}`.trim(),
          })
        : m.checkout_signature_required();
      setError(message);
      setErrors({ name: message });
      return;
    }
    actor.send(sign);
  };
  return (
    <form onSubmit={submit} noValidate ref={form}>
      <Stack gap={4}>
        <StepHeading>{m.checkout_sign_heading()}</StepHeading>
        <ErrorNotice message={problem} />
        <FieldErrorsAnnouncer errors={errors} container={form} />
        <Text>{m.checkout_sign_intro()}</Text>
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
          <Button type="submit">{m.checkout_sign_continue()}</Button>
          <Button type="button" variant="text" onClick={() => actor.send({ type: 'step.back' })}>
            {m.checkout_back_to_delivery()}
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
