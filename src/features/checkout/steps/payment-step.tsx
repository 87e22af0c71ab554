import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { CardDraft } from '../../../../machines/checkout.machine';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { TextField } from '../../../ui/field';
import { Cluster, Stack, Text } from '../../../ui/layout';
import { RadioGroup } from '../../../ui/radio-group';
import { FieldGrid } from '../address-form';
import { CheckoutActor, useCheckoutSend } from '../checkout-actor';
import { ErrorNotice, FieldErrorsAnnouncer, StepHeading } from './step-parts';

const EMPTY_CARD: CardDraft = { name: '', number: '', expiry: '', cvc: '', saveCard: false };

/** Payment: a saved card, or a new one that goes to the card tokeniser (never to our API). */
export function PaymentStep() {
  const send = useCheckoutSend();
  const cards = CheckoutActor.useSelector((snapshot) => snapshot.context.cards);
  const paymentMethodId = CheckoutActor.useSelector((snapshot) => snapshot.context.paymentMethodId);
  const cardDraft = CheckoutActor.useSelector((snapshot) => snapshot.context.cardDraft);
  const errors = CheckoutActor.useSelector((snapshot) => snapshot.context.cardErrors);
  const error = CheckoutActor.useSelector((snapshot) => snapshot.context.error);
  const requiresAgreement = CheckoutActor.useSelector(
    (snapshot) => snapshot.context.requiresAgreement,
  );
  const tokenizing = CheckoutActor.useSelector((snapshot) => snapshot.matches('tokenizing'));
  const usable = cards.filter((card) => !card.expired);
  const [choice, setChoice] = useState<string>(
    paymentMethodId ?? (usable.length > 0 && !cardDraft ? '' : 'new'),
  );
  const [card, setCard] = useState<CardDraft>(cardDraft ?? EMPTY_CARD);
  const form = useRef<HTMLFormElement>(null);
  const field = (name: 'name' | 'number' | 'expiry' | 'cvc') => ({
    value: card[name],
    onChange: (event: { target: { value: string } }) =>
      setCard((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'new') send({ type: 'payment.enterCard', card });
    send({ type: 'payment.confirm' });
  };
  return (
    <form onSubmit={submit} noValidate ref={form}>
      <Stack gap={4}>
        <StepHeading>How would you like to pay?</StepHeading>
        <ErrorNotice message={error} />
        <FieldErrorsAnnouncer errors={errors} container={form} />
        {usable.length > 0 ? (
          <RadioGroup
            label="Pay with"
            value={choice || undefined}
            onValueChange={(value) => {
              setChoice(value);
              if (value !== 'new') send({ type: 'payment.chooseSaved', paymentMethodId: value });
            }}
            options={[
              ...usable.map((saved) => ({
                value: saved.id,
                label: `${saved.cardType} ending ${saved.cardLastFourDigits}, expires ${String(saved.cardExpiryMonth).padStart(2, '0')}/${saved.cardExpiryYear}`,
              })),
              { value: 'new', label: 'A new card' },
            ]}
          />
        ) : null}
        {choice === 'new' ? (
          <Stack gap={4}>
            <Text>
              Your card goes straight to our payment processor; we never see or keep its number.
            </Text>
            <FieldGrid>
              <TextField label="Name on card" autoComplete="cc-name" {...field('name')} />
              <TextField
                label="Card number"
                autoComplete="cc-number"
                inputMode="numeric"
                {...field('number')}
              />
              <TextField
                label="Expiry (MM/YY)"
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder="MM/YY"
                {...field('expiry')}
              />
              <TextField
                label="Security code"
                autoComplete="cc-csc"
                inputMode="numeric"
                {...field('cvc')}
              />
            </FieldGrid>
            <Checkbox
              label="Save this card for next time"
              checked={card.saveCard}
              onCheckedChange={(checked) =>
                setCard((current) => ({ ...current, saveCard: checked === true }))
              }
            />
          </Stack>
        ) : null}
        <Cluster gap={3}>
          <Button type="submit" loading={tokenizing} loadingLabel="Checking the card">
            Review order
          </Button>
          {requiresAgreement ? (
            <Button type="button" variant="text" onClick={() => send({ type: 'agreement.edit' })}>
              Back to agreement
            </Button>
          ) : (
            <Button type="button" variant="text" onClick={() => send({ type: 'step.back' })}>
              Back to delivery
            </Button>
          )}
        </Cluster>
      </Stack>
    </form>
  );
}
