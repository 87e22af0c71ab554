import { FieldGrid } from './address-form';
import { TextField } from './field';
import { Stack, Text } from './layout';

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
  return (
    <Stack gap={3}>
      <Text css={{ fontSize: '$2' }}>
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
    </Stack>
  );
}
