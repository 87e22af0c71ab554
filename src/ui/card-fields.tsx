import { FieldGrid } from './address-form';
import { TextField } from './field';
import { Stack, Text } from './layout';
import { RadioGroup } from './radio-group';
import { m } from '../i18n/paraglide/messages.js';

/** The card as typed (the machines' CardDraft has these fields and more). */
export interface CardFieldValues {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardFieldName = keyof CardFieldValues;

export interface CardFieldsProps {
  value: CardFieldValues;
  onChange: (field: CardFieldName, value: string) => void;
  /** Field → message, shown under the field. */
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/**
 * The new-card form (buyout payment, partner billing): name, number, expiry and security code,
 * each error under its field. The card goes to the processor's tokenizer, never to our API.
 */
export function CardFields({ value, onChange, errors, disabled = false }: CardFieldsProps) {
  const field = (name: CardFieldName) => ({
    value: value[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: errors[name],
    disabled,
  });
  const fields = {
    name: field('name'),
    number: field('number'),
    expiry: field('expiry'),
    cvc: field('cvc'),
  };
  return (
    <Stack gap={3}>
      <Text css={{ fontSize: '$2' }}>{m.ui_card_processor()}</Text>
      <FieldGrid>
        <TextField label={m.ui_card_name()} autoComplete="cc-name" {...fields.name} />
        <TextField
          label={m.ui_card_number()}
          autoComplete="cc-number"
          inputMode="numeric"
          {...fields.number}
        />
        <TextField
          label={m.ui_card_expiry()}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={m.ui_card_expiry_placeholder()}
          {...fields.expiry}
        />
        <TextField
          label={m.ui_card_security_code()}
          autoComplete="cc-csc"
          inputMode="numeric"
          {...fields.cvc}
        />
      </FieldGrid>
    </Stack>
  );
}

/** A card on file, as the card choice lists it. */
export interface SavedCardOption {
  id: string;
  cardType: string;
  cardLastFourDigits: string;
  cardExpiryMonth: number;
  cardExpiryYear: number;
}

export interface CardChoiceProps {
  /** The choice's label ("Pay with", "Charge"). */
  label: string;
  /** The usable cards on file; none: only the new card's fields. */
  saved: readonly SavedCardOption[];
  /** The saved card's id chosen, or `new`. */
  choice: string;
  /** A saved card's id, or `new`. */
  onChoose: (choice: string) => void;
  /** The new card as typed, its change, and its messages by field. */
  card: CardFieldValues;
  onCardChange: (field: CardFieldName, value: string) => void;
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/**
 * The card form of a payment step (buyout payment, partner billing): a card on file or a new
 * one, and the new card's fields when it is chosen.
 */
export function CardChoice({
  label,
  saved,
  choice,
  onChoose,
  card,
  onCardChange,
  errors,
  disabled = false,
}: CardChoiceProps) {
  return (
    <>
      {saved.length > 0 ? (
        <RadioGroup
          label={label}
          value={choice}
          disabled={disabled}
          onValueChange={onChoose}
          options={[
            ...saved.map((each) => ({
              value: each.id,
              label: `${each.cardType} ending ${each.cardLastFourDigits}, expires ${String(each.cardExpiryMonth).padStart(2, '0')}/${each.cardExpiryYear}`,
            })),
            { value: 'new', label: 'A new card' },
          ]}
        />
      ) : null}
      {choice === 'new' ? (
        <CardFields value={card} onChange={onCardChange} errors={errors} disabled={disabled} />
      ) : null}
    </>
  );
}
