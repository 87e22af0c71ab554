import { useMemo, useRef, useState } from 'react';
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
import { m } from '../../../i18n/paraglide/messages.js';
import { checkoutError, shownCardProblems } from '../checkout-problems';

const EMPTY_CARD: CardDraft = { name: '', number: '', expiry: '', cvc: '', saveCard: false };

/** Payment: a saved card, or a new one that goes to the card tokeniser (never to our API). */
export function PaymentStep() {
  const send = useCheckoutSend();
  const cards = CheckoutActor.useSelector((snapshot) => snapshot.context.cards);
  const paymentMethodId = CheckoutActor.useSelector((snapshot) => snapshot.context.paymentMethodId);
  const cardDraft = CheckoutActor.useSelector((snapshot) => snapshot.context.cardDraft);
  const cardErrors = CheckoutActor.useSelector((snapshot) => snapshot.context.cardErrors);
  const cardProblems = CheckoutActor.useSelector((snapshot) => snapshot.context.cardProblems);
  // In the page's language, the same object while the machine's are the same (focus follows it).
  const errors = useMemo(
    () => shownCardProblems(cardErrors, cardProblems),
    [cardErrors, cardProblems],
  );
  const error = checkoutError(CheckoutActor.useSelector((snapshot) => snapshot.context.error));
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
  const fields = {
    name: field('name'),
    number: field('number'),
    expiry: field('expiry'),
    cvc: field('cvc'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'new') send({ type: 'payment.enterCard', card });
    send({ type: 'payment.confirm' });
  };
  return (
    <form onSubmit={submit} noValidate ref={form}>
      <Stack gap={4}>
        <StepHeading>{m.checkout_payment_heading()}</StepHeading>
        <ErrorNotice message={error} />
        <FieldErrorsAnnouncer errors={errors} container={form} />
        {usable.length > 0 ? (
          <RadioGroup
            label={m.checkout_pay_with()}
            value={choice || undefined}
            onValueChange={(value) => {
              setChoice(value);
              if (value !== 'new') send({ type: 'payment.chooseSaved', paymentMethodId: value });
            }}
            options={[
              ...usable.map((saved) => ({
                value: saved.id,
                label: m.checkout_saved_card({
                  brand: saved.cardType,
                  last4: saved.cardLastFourDigits,
                  expiry: `${String(saved.cardExpiryMonth).padStart(2, '0')}/${saved.cardExpiryYear}`,
                }),
              })),
              { value: 'new', label: m.checkout_new_card() },
            ]}
          />
        ) : null}
        {choice === 'new' ? (
          <Stack gap={4}>
            <Text>{m.checkout_card_private()}</Text>
            <FieldGrid>
              <TextField
                label={m.checkout_name_on_card()}
                autoComplete="cc-name"
                {...fields.name}
              />
              <TextField
                label={m.checkout_card_number()}
                autoComplete="cc-number"
                inputMode="numeric"
                {...fields.number}
              />
              <TextField
                label={m.checkout_expiry()}
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder={m.checkout_expiry_placeholder()}
                {...fields.expiry}
              />
              <TextField
                label={m.checkout_security_code()}
                autoComplete="cc-csc"
                inputMode="numeric"
                {...fields.cvc}
              />
            </FieldGrid>
            <Checkbox
              label={m.checkout_save_card()}
              checked={card.saveCard}
              onCheckedChange={(checked) =>
                setCard((current) => ({ ...current, saveCard: checked === true }))
              }
            />
          </Stack>
        ) : null}
        <Cluster gap={3}>
          <Button type="submit" loading={tokenizing} loadingLabel={m.checkout_checking_card()}>
            {m.checkout_review_order()}
          </Button>
          {requiresAgreement ? (
            <Button type="button" variant="text" onClick={() => send({ type: 'agreement.edit' })}>
              {m.checkout_back_to_agreement()}
            </Button>
          ) : (
            <Button type="button" variant="text" onClick={() => send({ type: 'step.back' })}>
              {m.checkout_back_to_delivery()}
            </Button>
          )}
        </Cluster>
      </Stack>
    </form>
  );
}
